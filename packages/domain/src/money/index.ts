export {
  BOX_UNIT,
  DEFAULT_UOM_LABEL,
  formatNumber,
  formatUsd,
  pricePerSquareFoot,
  roundToCents,
  uomLabel,
} from './money.ts';
