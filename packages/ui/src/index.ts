export * from './components/Button/index.ts';
export { ThemeProvider, useTheme } from './theme/ThemeProvider.tsx';
export type { ThemeContextValue, ThemeProviderProps } from './theme/ThemeProvider.tsx';
export { vars } from './theme/contract.css.ts';
export type { BrandPalette } from './theme/contract.css.ts';
export { DEFAULT_BRAND_COLOR, derivePalette, parseShopColor } from './theme/palette.ts';
export { breakpoints, media } from './theme/breakpoints.ts';
