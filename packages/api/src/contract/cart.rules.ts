/**
 * The cart's numbers and the one shipping-charge rule, with no zod, so the reference server,
 * the mocks and the storefront (for its notes) compute exactly the same thing.
 */

/** A line's quantity is a whole number from the product's minimum unit (§5, §9: 1) up to this. */
export const MAX_CART_LINE_QUANTITY = 9999;
/** Lines one sync_to_bulk_cart / update_project_cart request may carry. */
export const MAX_CART_LINES_PER_REQUEST = 100;

/**
 * The shipping-charge rule (§1 "Shipping is US-only", "free nationwide delivery"; §7
 * shipping_charge). Each vendor ships its own items, so the charge is per vendor in the cart:
 * a vendor's part ships free when its lines come to at least FREE_DELIVERY_FROM_CENTS, else it
 * costs FLAT_SHIPPING_PER_VENDOR_CENTS. The address does not change the charge; it only has to
 * be in a US state (or DC). An empty cart ships for nothing.
 */
export const FREE_DELIVERY_FROM_CENTS = 49_900;
export const FLAT_SHIPPING_PER_VENDOR_CENTS = 4_900;

export interface ShippingLine {
  readonly vendorId: number;
  /** The line's total (unit price × quantity) in cents, as the server prices it. */
  readonly lineTotalCents: number;
}

/** One vendor's part of the cart and what its delivery costs. */
export interface VendorShipping {
  readonly vendorId: number;
  readonly subtotalCents: number;
  readonly chargeCents: number;
  /** How much more from this vendor makes its delivery free (0 when it already is). */
  readonly toFreeDeliveryCents: number;
}

/** The charge of each vendor's part, vendors in the order their first line comes. */
export function vendorShipping(lines: readonly ShippingLine[]): VendorShipping[] {
  const subtotals = new Map<number, number>();
  for (const line of lines) subtotals.set(line.vendorId, (subtotals.get(line.vendorId) ?? 0) + line.lineTotalCents);
  return [...subtotals].map(([vendorId, subtotalCents]) => {
    const free = subtotalCents >= FREE_DELIVERY_FROM_CENTS;
    return {
      vendorId,
      subtotalCents,
      chargeCents: free ? 0 : FLAT_SHIPPING_PER_VENDOR_CENTS,
      toFreeDeliveryCents: free ? 0 : FREE_DELIVERY_FROM_CENTS - subtotalCents,
    };
  });
}

/** The cart's whole shipping charge in cents (the sum of its vendors' charges). */
export function cartShippingChargeCents(lines: readonly ShippingLine[]): number {
  return vendorShipping(lines).reduce((sum, vendor) => sum + vendor.chargeCents, 0);
}

/** The 50 states and the District of Columbia: where we ship (§1). */
export const usStates = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;
export type UsStateCode = keyof typeof usStates;

/** A state's two-letter code from its code or its name in any case ('ca', 'California'), else null. */
export function usStateCode(text: string): UsStateCode | null {
  const typed = text.trim().toUpperCase();
  if (Object.hasOwn(usStates, typed)) return typed as UsStateCode;
  const byName = (Object.entries(usStates) as [UsStateCode, string][]).find(([, name]) => name.toUpperCase() === typed);
  return byName ? byName[0] : null;
}

/** A US ZIP code: five digits, optionally a hyphen and four more. */
export const US_ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;

/** The 404 of a cart id that opens nothing (the storefront forgets such an id without a toast). */
export const CART_NOT_FOUND_MESSAGE = 'Cart not found.';

export const cartMessages = {
  added: 'Product added to cart successfully.',
  addedMany: 'Products added to cart successfully.',
  updated: 'Cart updated successfully.',
  removed: 'Item removed from cart.',
  loaded: 'The cart.',
  attached: 'Cart attached to your project.',
  cartNotFound: CART_NOT_FOUND_MESSAGE,
  lineNotFound: 'Cart item not found.',
  projectNotFound: 'Project not found.',
  productInvalid: 'The selected product is invalid.',
  sizeInvalid: "The selected size is not one of this product's sizes.",
  duplicateLine: 'This product and size are listed twice.',
  belowMinimum: (min: number) => `The quantity must be at least ${min} (the product's minimum unit).`,
  aboveMaximum: `The quantity may not be greater than ${MAX_CART_LINE_QUANTITY}.`,
  cartIdRequired: 'The cart id field is required to attach a guest cart.',
  tempProjectMismatch: 'The temporary project is not the one of this cart.',
  /** A cart is priced in one showroom: an add (or attach) from another is refused, not repriced. */
  otherShowroom: (cartShowroom: string) =>
    `Your cart holds products priced in showroom ${cartShowroom}. Enter showroom ${cartShowroom} to add more, or check out or empty your cart first.`,
  /** The add moved a cart without a showroom into the shopper's showroom: its other lines' prices changed. */
  repriced: (showroom: string) => `Your cart is now priced in showroom ${showroom}: please check its prices.`,
} as const;

/**
 * The 409 of an add from another showroom (`cartMessages.otherShowroom`) carries the cart's
 * showroom beside its message, so a page can offer to enter it (`cartShowroomOf` reads it).
 */
export function cartShowroomDetails(showroom: string): { readonly cart_showroom: string } {
  return { cart_showroom: showroom };
}
