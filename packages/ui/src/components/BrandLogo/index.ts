export { BrandLogo, brandLogoSizes } from './BrandLogo.tsx';
export type { BrandLogoProps, BrandLogoSize } from './BrandLogo.tsx';
