import { roundToCents } from '@showroom/domain';
import type { ShoppingCart, ShoppingCartLine } from '@showroom/api';
import { shownLines, type UnconfirmedQuantities } from '../../state/cartStore.ts';

/** A line as the cart page shows it: the shown quantity, and whether the server has it yet. */
export interface CartLineView {
  readonly line: ShoppingCartLine;
  /** price × shown quantity (the server's own `amount` once confirmed). */
  readonly lineTotal: number;
  readonly saving: boolean;
}

/** One vendor's part: each vendor ships its own items, with its own delivery charge. */
export interface CartVendorView {
  readonly vendorId: number;
  readonly vendorName: string;
  readonly lines: readonly CartLineView[];
  readonly quantity: number;
  readonly subtotal: number;
  /** The server's figures for this vendor; null while one of its lines is being saved. */
  readonly shipping: { readonly charge: number; readonly toFreeDelivery: number } | null;
}

export interface CartView {
  readonly vendors: readonly CartVendorView[];
  readonly quantity: number;
  readonly subtotal: number;
  /** The server's shipping charge and total; null while a change is being saved. */
  readonly shippingCharge: number | null;
  readonly total: number | null;
  readonly saving: boolean;
}

/**
 * The cart the shopper sees: the server's cart with the changes not confirmed yet laid over it,
 * grouped by vendor in the server's order. Line totals and the subtotal follow the shown
 * quantities at once (price × quantity); shipping and the total are the server's rule, so they
 * wait for its answer rather than being guessed.
 */
export function cartView(cart: ShoppingCart, unconfirmed: UnconfirmedQuantities = {}): CartView {
  const saving = (lineId: number) => unconfirmed[lineId] !== undefined;
  const lines = shownLines(cart.Project_tans, unconfirmed);
  const order = [...cart.vendors.map((vendor) => vendor.vendor_id)];
  for (const line of lines) if (!order.includes(line.vendor_id)) order.push(line.vendor_id);

  const vendors: CartVendorView[] = [];
  for (const vendorId of order) {
    const own = lines.filter((line) => line.vendor_id === vendorId);
    if (own.length === 0) continue;
    const server = cart.vendors.find((vendor) => vendor.vendor_id === vendorId);
    const views = own.map((line) => ({
      line,
      lineTotal: saving(line.id) ? roundToCents(line.price * line.qty) : line.amount,
      saving: saving(line.id),
    }));
    const settled =
      server !== undefined && !cart.Project_tans.some((line) => line.vendor_id === vendorId && saving(line.id));
    vendors.push({
      vendorId,
      vendorName: own[0]?.vendor_name ?? server?.vendor_name ?? '',
      lines: views,
      quantity: own.reduce((sum, line) => sum + line.qty, 0),
      subtotal: roundToCents(views.reduce((sum, view) => sum + view.lineTotal, 0)),
      shipping: settled ? { charge: server.shipping_charge, toFreeDelivery: server.free_delivery_remaining } : null,
    });
  }
  const anySaving = Object.keys(unconfirmed).length > 0;
  return {
    vendors,
    quantity: vendors.reduce((sum, vendor) => sum + vendor.quantity, 0),
    subtotal: roundToCents(vendors.reduce((sum, vendor) => sum + vendor.subtotal, 0)),
    shippingCharge: anySaving ? null : cart.shipping_charge,
    total: anySaving ? null : cart.total,
    saving: anySaving,
  };
}
