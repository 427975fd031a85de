export {
  formatUsd,
  formatNumber,
  roundToCents,
  DEFAULT_UOM_LABEL,
  uomLabel,
  BOX_UNIT,
  pricePerSquareFoot,
  MIN_MARKUP_PERCENT,
  isMarkupAllowed,
  isCouponAllowed,
  pricingMessages,
  validateMarkupAndCoupon,
} from './money.rules.ts';
