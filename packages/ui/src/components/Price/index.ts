export { Price, priceSizes } from './Price.tsx';
export type { PriceProps, PriceSize } from './Price.tsx';
// The money rules live once in @showroom/domain; re-exported so `@showroom/ui` users keep them.
export { BOX_UNIT, DEFAULT_UOM_LABEL, formatUsd, pricePerSquareFoot, uomLabel } from '@showroom/domain';
