export {
  ADMIN_PROFIT_PERCENT,
  effectiveMarkupPercent,
  finalUnitPriceCents,
  priceOrderItem,
  orderTotalsCents,
  centsToDollars,
  dollarsToCents,
} from './pricing.rules.ts';
export type { OrderItemPricing, OrderItemPricingInput } from './pricing.rules.ts';
