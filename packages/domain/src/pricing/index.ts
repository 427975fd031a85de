export {
  ADMIN_PROFIT_PERCENT,
  centsToDollars,
  dollarsToCents,
  effectiveMarkupPercent,
  finalUnitPriceCents,
  MIN_MARKUP_PERCENT,
  orderTotalsCents,
  priceOrderItem,
  type OrderItemPricing,
  type OrderItemPricingInput,
} from './pricing.ts';
export {
  MAX_MARKUP_PERCENT,
  RECOMMENDED_MARKUP_PERCENT,
  showroomPricingMessages,
  showroomPricingProblems,
  type ShowroomPricingInput,
  type ShowroomPricingProblems,
} from './showroomPricing.ts';
