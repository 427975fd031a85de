import { globalFontFace } from '@vanilla-extract/css';

/**
 * What text is drawn in for the moment before Inter has arrived (its @font-face says
 * `font-display: swap`): Arial or its metric twins, scaled and with Inter's vertical metrics
 * (the values Next.js and Capsize publish for Inter over Arial), so the swap to Inter barely
 * moves a line. Without it, a page whose HTML paints before the font loads reflows its text
 * when the font comes (layout shift).
 */
export const bodyFontFallback = 'Inter Fallback';

globalFontFace(`'${bodyFontFallback}'`, {
  src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo'), local('Helvetica')",
  sizeAdjust: '107.12%',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
});
