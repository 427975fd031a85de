import { createThemeContract } from '@vanilla-extract/css';

/**
 * The shape every theme fills. Brand roles are re-assigned at runtime by
 * `ThemeProvider` from a shop colour; everything else is fixed per theme.
 */
export const vars = createThemeContract({
  color: {
    brand: {
      solid: null,
      solidHover: null,
      solidActive: null,
      subtle: null,
      subtleHover: null,
      border: null,
      text: null,
      textOnSolid: null,
      focusRing: null,
    },
    neutral: {
      page: null,
      surface: null,
      surfaceHover: null,
      border: null,
      borderStrong: null,
      text: null,
      textMuted: null,
      disabledSurface: null,
      disabledText: null,
    },
  },
  font: {
    body: null,
    weightRegular: null,
    weightMedium: null,
    weightBold: null,
  },
  fontSize: { sm: null, md: null, lg: null },
  lineHeight: { sm: null, md: null, lg: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, full: null },
  motion: { fast: null },
});

/** The brand roles a shop colour produces; `ThemeProvider` assigns these at runtime. */
export type BrandPalette = Record<keyof typeof vars.color.brand, string>;
