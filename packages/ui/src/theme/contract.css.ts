import { createThemeContract } from '@vanilla-extract/css';

/**
 * The shape every theme fills. Brand roles are re-assigned at runtime by
 * `ThemeProvider` from a shop colour; everything else is fixed per theme.
 */
export const vars = createThemeContract({
  color: {
    /**
     * The brand colour: a 12-step scale on the Radix model, and the roles components use on
     * top of it. Steps: 1 app background, 2 subtle background, 3 UI element background,
     * 4 hovered UI element, 5 active UI element, 6 subtle borders, 7 borders, 8 hovered
     * borders, 9 solid, 10 hovered solid, 11 low-contrast text, 12 high-contrast text.
     */
    brand: {
      step1: null,
      step2: null,
      step3: null,
      step4: null,
      step5: null,
      step6: null,
      step7: null,
      step8: null,
      step9: null,
      step10: null,
      step11: null,
      step12: null,
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
    /**
     * Feedback tones, fixed per theme (never derived from a shop colour, so an error always
     * looks like an error). `solid` fills carry `textOnSolid`; `text` reads on `page` and
     * `subtle` at 4.5:1; `border` marks invalid fields and tinted panels at 3:1.
     */
    danger: { solid: null, subtle: null, border: null, text: null, textOnSolid: null },
    warning: { solid: null, subtle: null, border: null, text: null, textOnSolid: null },
    success: { solid: null, subtle: null, border: null, text: null, textOnSolid: null },
    info: { solid: null, subtle: null, border: null, text: null, textOnSolid: null },
    /** Scrim behind dialogs and drawers. */
    overlay: null,
  },
  font: {
    body: null,
    weightRegular: null,
    weightMedium: null,
    weightBold: null,
  },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  lineHeight: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  /** Stacking layers, lowest first; overlays are portalled, so these order whole layers. */
  zIndex: { sticky: null, dropdown: null, overlay: null, modal: null, popover: null, toast: null, progress: null },
  motion: { fast: null, normal: null, slow: null },
});

/** The brand scale and roles a shop colour produces; `ThemeProvider` assigns these at runtime. */
export type BrandPalette = Record<keyof typeof vars.color.brand, string>;
