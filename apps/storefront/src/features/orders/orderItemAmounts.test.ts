import type { OrderItemDetail } from '@showroom/api';
import { describe, expect, it } from 'vitest';
import { amountHeader, itemAmount, shopDateTime } from './orderItemAmounts.ts';

const item = (overrides: Partial<OrderItemDetail> = {}): OrderItemDetail => ({
  id: 1,
  order_id: 1,
  product_id: 1,
  product_name: 'Oak plank',
  image: '/media/oak.svg',
  qty: 3,
  final_price: 19.99,
  contractor_markup_amt: 2.5,
  admin_profit_inclusive_tax: 7.25,
  status: 'Vendor Approved',
  status_date: '2025-11-21T17:00:00Z',
  vendor_id: 4,
  contractor_id: 3,
  profit: 99,
  return_reason: null,
  customer_actions: null,
  status_history: [],
  ...overrides,
});

describe('order item amounts (§6, §4)', () => {
  it('gives each pro its own profit', () => {
    expect(itemAmount(item(), 'Vendor')).toEqual({ kind: 'profit', amount: 59.97 });
    expect(itemAmount(item(), 'Contractor')).toEqual({ kind: 'profit', amount: 7.5 });
    expect(itemAmount(item(), 'Designer')).toEqual({ kind: 'profit', amount: 7.5 });
    expect(itemAmount(item(), 'Admin')).toEqual({ kind: 'profit', amount: 7.25 });
  });

  it('negates profit for Return Request and Returned only', () => {
    expect(itemAmount(item({ status: 'Return Request' }), 'Vendor').amount).toBe(-59.97);
    expect(itemAmount(item({ status: 'Returned' }), 'Admin').amount).toBe(-7.25);
    expect(itemAmount(item({ status: 'Cancle' }), 'Admin').amount).toBe(7.25);
  });

  it('shows a customer the price, never the profit', () => {
    expect(amountHeader('User')).toBe('Price');
    expect(amountHeader('Vendor')).toBe('Profit');
    expect(itemAmount(item({ status: 'Returned' }), 'User')).toEqual({ kind: 'price', amount: 59.97 });
  });

  it('reads amounts the server hid as no part of the caller’s profit', () => {
    expect(itemAmount(item({ contractor_markup_amt: null, admin_profit_inclusive_tax: null }), 'Vendor').amount).toBe(
      59.97,
    );
  });

  it('writes times as MM.DD.YYYY in Los Angeles', () => {
    expect(shopDateTime('2025-11-21T17:00:00Z')).toBe('11.21.2025 9:00 AM');
    // 02:00 UTC is still the previous evening in Los Angeles.
    expect(shopDateTime('2025-11-22T02:30:00Z')).toBe('11.21.2025 6:30 PM');
    expect(shopDateTime('not a date')).toBe('');
  });
});
