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
