import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * The square icon-only button overlays share (close a dialog, drawer or toast). Colour comes
 * from the surrounding text, so it works on light and dark surfaces alike.
 */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { backgroundColor: 'color-mix(in srgb, currentColor 10%, transparent)' },
    '&:active': { backgroundColor: 'color-mix(in srgb, currentColor 18%, transparent)' },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.brand.focusRing}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});
