// The pricing rule of an order item lives once in @showroom/domain (the API mocks use it too);
// re-exported so users of @showroom/machines keep it.
export {
  ADMIN_PROFIT_PERCENT,
  effectiveMarkupPercent,
  finalUnitPriceCents,
  priceOrderItem,
  orderTotalsCents,
  centsToDollars,
  dollarsToCents,
} from '@showroom/domain';
export type { OrderItemPricing, OrderItemPricingInput } from '@showroom/domain';
