// The theme contract alone, for apps' own .css.ts files: importing it evaluates no
// components at build time.
export { vars } from './theme/contract.css.ts';
export type { BrandPalette } from './theme/contract.css.ts';
export { breakpoints, media } from './theme/breakpoints.ts';
