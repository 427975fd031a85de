export { Price, priceSizes } from './Price.tsx';
export type { PriceProps, PriceSize } from './Price.tsx';
export { BOX_UNIT, DEFAULT_UOM_LABEL, formatUsd, pricePerSquareFoot, uomLabel } from './Price.format.ts';
