import { describe, expect, it } from 'vitest';
import { orderPagePath, ordersAddressParams } from './orders.ts';

describe('the order page address', () => {
  it('finds the order by its number and opens its items, in the Orders section of /account', () => {
    const path = orderPagePath({ id: 42, order_number: 'WV-2026-000042' });
    const url = new URL(path, 'https://shop.example.com');
    expect(url.pathname).toBe('/account');
    expect(url.hash).toBe('#orders');
    expect(url.searchParams.get(ordersAddressParams.search)).toBe('WV-2026-000042');
    expect(url.searchParams.get(ordersAddressParams.open)).toBe('42');
  });
});
