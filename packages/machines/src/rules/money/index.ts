export {
  formatUsd,
  formatNumber,
  roundToCents,
  DEFAULT_UOM_LABEL,
  uomLabel,
  BOX_UNIT,
  pricePerSquareFoot,
  MIN_MARKUP_PERCENT,
  MAX_MARKUP_PERCENT,
  RECOMMENDED_MARKUP_PERCENT,
  showroomPricingMessages,
  showroomPricingProblems,
  isMarkupAllowed,
  isCouponAllowed,
  pricingMessages,
  validateMarkupAndCoupon,
} from './money.rules.ts';
export type { ShowroomPricingInput, ShowroomPricingProblems } from './money.rules.ts';
