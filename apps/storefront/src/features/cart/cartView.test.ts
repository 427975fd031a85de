import type { ShoppingCart, ShoppingCartLine } from '@showroom/api';
import { describe, expect, it } from 'vitest';
import { cartView } from './cartView.ts';

const line = (id: number, vendor: number, qty: number, price: number) =>
  ({ id, vendor_id: vendor, vendor_name: `Vendor ${vendor}`, qty, price, amount: price * qty }) as ShoppingCartLine;

const cart = {
  Project_tans: [line(1, 7, 2, 10), line(2, 9, 1, 600), line(3, 7, 1, 5)],
  vendors: [
    { vendor_id: 9, vendor_name: 'Vendor 9', shipping_charge: 0, free_delivery_remaining: 0 },
    { vendor_id: 7, vendor_name: 'Vendor 7', shipping_charge: 49, free_delivery_remaining: 474 },
  ],
  shipping_charge: 49,
  total: 674,
} as unknown as ShoppingCart;

describe('cart view', () => {
  it("groups lines by vendor in the server's order, with the server's delivery figures", () => {
    const view = cartView(cart);
    expect(view.vendors.map((vendor) => [vendor.vendorName, vendor.lines.map((item) => item.line.id)])).toEqual([
      ['Vendor 9', [2]],
      ['Vendor 7', [1, 3]],
    ]);
    expect(view.vendors[1]).toMatchObject({ quantity: 3, subtotal: 25, shipping: { charge: 49, toFreeDelivery: 474 } });
    expect(view).toMatchObject({ quantity: 4, subtotal: 625, shippingCharge: 49, total: 674, saving: false });
  });

  it('shows unconfirmed quantities at once; delivery and total wait for the server', () => {
    const view = cartView(cart, { 1: 5, 3: 0 });
    expect(view.vendors[1]?.lines).toEqual([{ line: { ...line(1, 7, 2, 10), qty: 5 }, lineTotal: 50, saving: true }]);
    expect(view.vendors[1]?.shipping).toBeNull();
    // The other vendor's delivery is settled.
    expect(view.vendors[0]?.shipping).toEqual({ charge: 0, toFreeDelivery: 0 });
    expect(view).toMatchObject({ quantity: 6, subtotal: 650, shippingCharge: null, total: null, saving: true });
  });

  it('drops a vendor whose lines are all removed, and keeps lines of a vendor the server has not listed', () => {
    expect(cartView(cart, { 2: 0 }).vendors.map((vendor) => vendor.vendorId)).toEqual([7]);
    const unlisted = { ...cart, vendors: [] } as unknown as ShoppingCart;
    expect(cartView(unlisted).vendors.map((vendor) => [vendor.vendorId, vendor.shipping])).toEqual([
      [7, null],
      [9, null],
    ]);
  });
});
