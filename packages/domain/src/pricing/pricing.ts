/**
 * The one pricing rule of an order item, shared by the storefront (what the cart and checkout
 * show), the server (what it charges and stores) and the API mocks (what stories and tests see). Everything is whole cents: a binary
 * floating-point dollar amount cannot hold 0.10 exactly, and a rule that rounds differently in
 * two places makes the total shown differ from the total charged by a cent.
 *
 * - `base` is the price the showroom buys at (the product's or the chosen size's price: the
 *   wholesale price of §1).
 * - final_price = base + markup, where markup = base × markup % rounded to the cent (half up).
 *   It is what the customer pays per unit; contractor_markup_amt is that markup per unit, so
 *   final_price − contractor_markup_amt is always exactly the base.
 * - The markup is the showroom's, at least 10 % (§1, §5, §9); a lower stored figure is raised
 *   to 10 %, so nothing is ever sold below the minimum.
 * - admin_profit_inclusive_tax is the platform's share of the whole line, tax included:
 *   final_price × qty × `ADMIN_PROFIT_PERCENT` %, rounded to the cent (half up). It is taken
 *   from the sale and does not change what the customer pays.
 * - Percentages count to two decimals (basis points): 12.345 % is taken as 12.35 %.
 */

/**
 * The platform's share of a sale, tax included, in percent. Designed: the spec names the field
 * (§3 admin_profit_inclusive_tax) but gives no figure; 6 % is the rate of the demo orders.
 */
export const ADMIN_PROFIT_PERCENT = 6;

export interface OrderItemPricingInput {
  /** Price per unit the showroom buys at, in whole cents. */
  readonly baseUnitCents: number;
  /** Units ordered: a whole number, at least 1. */
  readonly qty: number;
  /** The showroom's markup in percent (its settings' markup_percent). */
  readonly markupPercent: number;
  /** The platform's share in percent; `ADMIN_PROFIT_PERCENT` when left out. */
  readonly adminProfitPercent?: number;
}

/** One order item's amounts, all in whole cents (§3 order item). */
export interface OrderItemPricing {
  /** The markup applied, in percent (never below `MIN_MARKUP_PERCENT`). */
  readonly markupPercent: number;
  /** §3 final_price: what the customer pays per unit. */
  readonly finalPriceCents: number;
  /** §3 contractor_markup_amt: the showroom's markup per unit. */
  readonly contractorMarkupAmtCents: number;
  /** final_price × qty: the line's amount in the order total. */
  readonly lineTotalCents: number;
  /** §3 admin_profit_inclusive_tax: the platform's share of the whole line. */
  readonly adminProfitInclusiveTaxCents: number;
}

/** §1, §5, §9: contractors mark products up by at least 10 %. */
export const MIN_MARKUP_PERCENT = 10;

const BASIS_POINTS = 10_000;

function basisPoints(percent: number, name: string): number {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`${name} must be a percentage of 0 or more.`);
  return Math.round(percent * 100);
}

function wholeCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole cents, 0 or more.`);
}

/** amount × basis points / 10,000, rounded half up, in exact integer arithmetic. */
function share(amountCents: number, points: number): number {
  const scaled = amountCents * points;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('The amount is too large to price exactly.');
  return Math.floor((scaled + BASIS_POINTS / 2) / BASIS_POINTS);
}

/** The markup a showroom sells at: its own, but never below the §9 minimum of 10 %. */
export function effectiveMarkupPercent(markupPercent: number): number {
  const points = basisPoints(markupPercent, 'The markup');
  return Math.max(points / 100, MIN_MARKUP_PERCENT);
}

/** §3 final_price of one unit: the base plus the showroom's markup (at least 10 %). */
export function finalUnitPriceCents(baseUnitCents: number, markupPercent: number): number {
  wholeCents(baseUnitCents, 'The base price');
  const points = basisPoints(effectiveMarkupPercent(markupPercent), 'The markup');
  return baseUnitCents + share(baseUnitCents, points);
}

/** The amounts of one order item (see the rule above). Throws a RangeError on impossible input. */
export function priceOrderItem(input: OrderItemPricingInput): OrderItemPricing {
  const { baseUnitCents, qty } = input;
  if (!Number.isSafeInteger(qty) || qty < 1) throw new RangeError('The quantity must be a whole number, 1 or more.');
  const markupPercent = effectiveMarkupPercent(input.markupPercent);
  const adminPoints = basisPoints(input.adminProfitPercent ?? ADMIN_PROFIT_PERCENT, 'The admin profit');
  if (adminPoints > BASIS_POINTS) throw new RangeError('The admin profit cannot exceed 100 %.');
  const finalPriceCents = finalUnitPriceCents(baseUnitCents, markupPercent);
  const lineTotalCents = finalPriceCents * qty;
  if (!Number.isSafeInteger(lineTotalCents)) throw new RangeError('The amount is too large to price exactly.');
  return {
    markupPercent,
    finalPriceCents,
    contractorMarkupAmtCents: finalPriceCents - baseUnitCents,
    lineTotalCents,
    adminProfitInclusiveTaxCents: share(lineTotalCents, adminPoints),
  };
}

/** An order's totals in whole cents: the lines' amounts, then the shipping charge. */
export function orderTotalsCents(
  lines: readonly Pick<OrderItemPricing, 'lineTotalCents'>[],
  shippingChargeCents: number,
): { subtotalCents: number; shippingChargeCents: number; totalCents: number } {
  wholeCents(shippingChargeCents, 'The shipping charge');
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const totalCents = subtotalCents + shippingChargeCents;
  if (!Number.isSafeInteger(totalCents)) throw new RangeError('The amount is too large to price exactly.');
  return { subtotalCents, shippingChargeCents, totalCents };
}

/** Whole cents as the API's dollars with two decimals (1999 → 19.99). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** The API's dollars as whole cents (19.99 → 1999), rounding half away from zero. */
export function dollarsToCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError('The amount must be a number.');
  const cents = Math.round(Math.abs(amount) * 100 + 1e-9);
  return cents === 0 ? 0 : Math.sign(amount) * cents;
}
