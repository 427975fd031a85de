import { MIN_MARKUP_PERCENT } from '@showroom/domain';

// Money formatting, rounding and units of measure live once in @showroom/domain; the machines
// re-export them (their public API keeps them) and keep the showroom's markup and coupon checks.
export {
  BOX_UNIT,
  DEFAULT_UOM_LABEL,
  formatNumber,
  formatUsd,
  MIN_MARKUP_PERCENT,
  pricePerSquareFoot,
  roundToCents,
  uomLabel,
} from '@showroom/domain';

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
