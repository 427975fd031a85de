import { enUsDigits } from './enUsDigits.ts';

const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/**
 * A number as en-US writes it, with at most `maximumFractionDigits` decimals and no trailing
 * zeros: '12.5', '15', '1,200' (what `value.toLocaleString('en-US', { maximumFractionDigits })`
 * gives).
 */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  const digits = enUsDigits(Math.abs(value), maximumFractionDigits, 0);
  if (digits === null) return value.toLocaleString('en-US', { maximumFractionDigits });
  return isNegative(value) ? `-${digits}` : digits;
}

/** §1, §9: every amount is in U.S. dollars with two decimals: '$1,234.50', '-$59.97'. */
export function formatUsd(amount: number): string {
  const rounded = roundToCents(amount);
  const digits = enUsDigits(Math.abs(rounded), 2, 2);
  if (digits === null) {
    return rounded.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  }
  return isNegative(rounded) ? `-$${digits}` : `$${digits}`;
}

/**
 * Rounds half away from zero to whole cents. The small nudge absorbs binary error such as
 * 1.005 * 100 = 100.49999…, which would otherwise round the wrong way.
 */
export function roundToCents(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const cents = Math.round(Math.abs(amount) * 100 + 1e-9);
  return cents === 0 ? 0 : (Math.sign(amount) * cents) / 100;
}

/** §3, §9: a product without a unit of measure is labelled 'Piece'. */
export const DEFAULT_UOM_LABEL = 'Piece';

export function uomLabel(uom: string | null | undefined): string {
  return typeof uom === 'string' && uom.trim() !== '' ? uom : DEFAULT_UOM_LABEL;
}

/** §3: the category unit that gets per-square-foot pricing. */
export const BOX_UNIT = 'Box';

/** §9: for Box units, price per square foot = price / box_sqft. Other units have none. */
export function pricePerSquareFoot(
  price: number,
  unit: string | null | undefined,
  boxSqft: number | null | undefined,
): number | null {
  if (unit !== BOX_UNIT) return null;
  if (typeof boxSqft !== 'number' || !Number.isFinite(boxSqft) || boxSqft <= 0) return null;
  return price / boxSqft;
}

/** §1, §5, §9: contractors mark products up by at least 10 %. */
export const MIN_MARKUP_PERCENT = 10;

export function isMarkupAllowed(markupPercent: number): boolean {
  return Number.isFinite(markupPercent) && markupPercent >= MIN_MARKUP_PERCENT;
}

/** §5, §9: a coupon cannot exceed the markup (and cannot be negative). */
export function isCouponAllowed(couponPercent: number, markupPercent: number): boolean {
  return Number.isFinite(couponPercent) && couponPercent >= 0 && couponPercent <= markupPercent;
}

/** Texts are not given by the spec; they state the rule. */
export const pricingMessages = {
  markupTooLow: `Markup must be at least ${MIN_MARKUP_PERCENT}%.`,
  couponAboveMarkup: 'A coupon cannot exceed the markup.',
} as const;

export function validateMarkupAndCoupon(
  markupPercent: number,
  couponPercent: number | null,
): { markup?: string; coupon?: string } {
  const errors: { markup?: string; coupon?: string } = {};
  if (!isMarkupAllowed(markupPercent)) errors.markup = pricingMessages.markupTooLow;
  if (couponPercent !== null && !isCouponAllowed(couponPercent, markupPercent)) {
    errors.coupon = pricingMessages.couponAboveMarkup;
  }
  return errors;
}
