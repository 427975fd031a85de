import { describe, expect, it } from 'vitest';
import {
  FIRST_ORDERS_PAGE,
  linkedOrderFromSearch,
  orderQueryFromSearch,
  searchWithOrderQuery,
} from './ordersAddress.ts';

describe("the Orders section's filters in the address", () => {
  it('reads a status, a search and a page', () => {
    expect(
      orderQueryFromSearch(new URLSearchParams('orders_status=Vendor+Approved&orders_search=%203004%20&orders_page=2')),
    ).toEqual({ status: 'Vendor Approved', search: '3004', page: 2 });
  });

  it('leaves out what the address cannot mean', () => {
    expect(orderQueryFromSearch(new URLSearchParams('orders_status=Lost&orders_page=abc'))).toEqual(FIRST_ORDERS_PAGE);
    expect(orderQueryFromSearch(new URLSearchParams('orders_page=0')).page).toBe(1);
    expect(orderQueryFromSearch(new URLSearchParams(`orders_search=${'9'.repeat(80)}`)).search).toHaveLength(50);
  });

  it('writes only what differs from the first page of everything, keeping other parameters', () => {
    expect(searchWithOrderQuery(new URLSearchParams('tab=x&orders_page=3'), FIRST_ORDERS_PAGE).toString()).toBe(
      'tab=x',
    );
    const written = searchWithOrderQuery(new URLSearchParams(), { status: 'Returned', search: ' WV-2026 ', page: 4 });
    expect(written.toString()).toBe('orders_status=Returned&orders_search=WV-2026&orders_page=4');
    expect(orderQueryFromSearch(written)).toEqual({ status: 'Returned', search: 'WV-2026', page: 4 });
  });

  it('reads the order a link asks to open, and nothing that is not an id', () => {
    expect(linkedOrderFromSearch(new URLSearchParams('orders_search=WV-2026-000042&orders_open=42'))).toBe(42);
    for (const text of [
      '',
      'orders_open=0',
      'orders_open=-3',
      'orders_open=4.5',
      'orders_open=abc',
      'orders_open=1234567890',
    ])
      expect(linkedOrderFromSearch(new URLSearchParams(text))).toBeNull();
    // A new search leaves the link's request behind.
    expect(searchWithOrderQuery(new URLSearchParams('orders_open=42'), FIRST_ORDERS_PAGE).has('orders_open')).toBe(
      false,
    );
  });
});
