import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

/** Slides per view for each width band, set inline from the `slidesPerView` prop. */
export const perViewBase = createVar();
export const perViewTablet = createVar();
export const perViewDesktop = createVar();
/** The band's value, picked by media query: embla reads slide widths from the layout. */
const perView = createVar();
const gap = createVar();

const aboveMobile = `screen and (min-width: ${breakpoints.mobile + 1}px)`;
const aboveTablet = `screen and (min-width: ${breakpoints.tablet + 1}px)`;

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  vars: { [perView]: perViewBase },
  '@media': {
    [aboveMobile]: { vars: { [perView]: perViewTablet } },
    [aboveTablet]: { vars: { [perView]: perViewDesktop } },
  },
});

export const gapSize = styleVariants({
  sm: { vars: { [gap]: vars.space.sm } },
  md: { vars: { [gap]: vars.space.md } },
  lg: { vars: { [gap]: vars.space.lg } },
  xl: { vars: { [gap]: vars.space.xl } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const headerContent = style({ flex: '1 1 auto', minWidth: 0 });

export const controls = style({
  display: 'flex',
  gap: vars.space.sm,
  flexShrink: 0,
  marginInlineStart: 'auto',
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.page,
  color: vars.color.brand.text,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover:not([aria-disabled="true"])': {
      backgroundColor: vars.color.brand.subtle,
      borderColor: vars.color.brand.border,
    },
    '&:active:not([aria-disabled="true"])': { backgroundColor: vars.color.brand.subtleHover },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.neutral.page}, 0 0 0 4px ${vars.color.brand.focusRing}` },
    // aria-disabled, not disabled: a focused button that became disabled would drop focus.
    '&[aria-disabled="true"]': {
      backgroundColor: vars.color.neutral.disabledSurface,
      borderColor: vars.color.neutral.disabledSurface,
      color: vars.color.neutral.disabledText,
      cursor: 'not-allowed',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const viewport = style({
  // clip, unlike hidden, cannot be scrolled by the browser when a slide takes focus; the
  // clip margin leaves room for focus rings at the edges.
  overflow: ['hidden', 'clip'],
  overflowClipMargin: vars.space.xs,
});

export const container = style({
  display: 'flex',
  gap,
  // Vertical page scrolling and pinch zoom stay the browser's; horizontal drags are embla's.
  touchAction: 'pan-y pinch-zoom',
  backfaceVisibility: 'hidden',
});

export const slide = style({
  flex: `0 0 calc((100% - (${perView} - 1) * ${gap}) / ${perView})`,
  minWidth: 0,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '0' },
  },
});

/** The live region: read out, never seen. */
export const announcer = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
