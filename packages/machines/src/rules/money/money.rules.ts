import { showroomPricingMessages, showroomPricingProblems } from '@showroom/domain';

// Money formatting, rounding, units of measure and the showroom's markup and coupon rule live
// once in @showroom/domain; the machines re-export them (their public API keeps them).
export {
  BOX_UNIT,
  DEFAULT_UOM_LABEL,
  formatNumber,
  formatUsd,
  MAX_MARKUP_PERCENT,
  MIN_MARKUP_PERCENT,
  pricePerSquareFoot,
  RECOMMENDED_MARKUP_PERCENT,
  roundToCents,
  showroomPricingMessages,
  showroomPricingProblems,
  uomLabel,
} from '@showroom/domain';
export type { ShowroomPricingInput, ShowroomPricingProblems } from '@showroom/domain';

/** @deprecated Use `showroomPricingProblems` (the markup is also at most 100 %, two decimals). */
export function isMarkupAllowed(markupPercent: number): boolean {
  return showroomPricingProblems({ markup_percent: markupPercent }).markup_percent === undefined;
}

/** @deprecated Use `showroomPricingProblems`. §5, §9: a coupon cannot exceed the markup (nor be negative). */
export function isCouponAllowed(couponPercent: number, markupPercent: number): boolean {
  return (
    showroomPricingProblems({ markup_percent: markupPercent, coupon_percent: couponPercent }).coupon_percent ===
    undefined
  );
}

/** @deprecated Use `showroomPricingMessages` (these are two of its texts). */
export const pricingMessages = {
  markupTooLow: showroomPricingMessages.markupTooLow,
  couponAboveMarkup: showroomPricingMessages.couponAboveMarkup,
} as const;

/** @deprecated Use `showroomPricingProblems`, whose fields are named as the API names them. */
export function validateMarkupAndCoupon(
  markupPercent: number,
  couponPercent: number | null,
): { markup?: string; coupon?: string } {
  const problems = showroomPricingProblems({ markup_percent: markupPercent, coupon_percent: couponPercent });
  return {
    ...(problems.markup_percent === undefined ? {} : { markup: problems.markup_percent }),
    ...(problems.coupon_percent === undefined ? {} : { coupon: problems.coupon_percent }),
  };
}
