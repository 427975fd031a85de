export { CardBrandMark, cardBrandLabels, cardBrandMarkSizes, cardBrands, toCardBrand } from './CardBrandMark.tsx';
export type { CardBrand, CardBrandMarkProps, CardBrandMarkSize } from './CardBrandMark.tsx';
