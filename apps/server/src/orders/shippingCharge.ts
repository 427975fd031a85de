import {
  FLAT_SHIPPING_PER_VENDOR_CENTS,
  FREE_DELIVERY_FROM_CENTS,
  type ShippingLine,
  cartShippingChargeCents,
  usStateCode,
} from '@showroom/api';

export { FLAT_SHIPPING_PER_VENDOR_CENTS, FREE_DELIVERY_FROM_CENTS, type ShippingLine };

/** An address outside the 50 states and DC: we do not ship there (§1 "Shipping is US-only"). */
export class UnshippableAddressError extends Error {
  constructor(state: string) {
    super(`We ship within the United States only; "${state}" is not a US state.`);
    this.name = 'UnshippableAddressError';
  }
}

/**
 * The shipping charge of an order, in cents: the contract's one rule (@showroom/api
 * cart.rules.ts), which the cart, the checkout profile, the mocks and order placing all use.
 * Each vendor ships its own items: a vendor's part is free from FREE_DELIVERY_FROM_CENTS
 * ($499.00) of its lines, else FLAT_SHIPPING_PER_VENDOR_CENTS ($49.00). The address does not
 * change the charge but must be in a US state or DC, else UnshippableAddressError.
 */
export function shippingChargeCents(lines: readonly ShippingLine[], address: { readonly state: string }): number {
  if (usStateCode(address.state) === null) throw new UnshippableAddressError(address.state);
  return cartShippingChargeCents(lines);
}
