import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const base = style({
  display: 'block',
  boxSizing: 'border-box',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid transparent`,
  color: vars.color.neutral.text,
  textDecoration: 'none',
  outline: 'none',
  transitionProperty: 'box-shadow, border-color, background-color',
  transitionDuration: vars.motion.fast,
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const variant = styleVariants({
  outlined: { backgroundColor: vars.color.neutral.page, borderColor: vars.color.neutral.border },
  elevated: { backgroundColor: vars.color.neutral.page, boxShadow: vars.shadow.md },
  subtle: { backgroundColor: vars.color.neutral.surface },
  brand: { backgroundColor: vars.color.brand.subtle, borderColor: vars.color.brand.border },
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.md },
  md: { padding: vars.space.lg },
  lg: { padding: vars.space.xl },
});

/** A card that is itself a link or button (via asChild) shows that it can be pressed. */
export const interactive = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand.solid, boxShadow: vars.shadow.sm },
    '&:active': { backgroundColor: vars.color.brand.subtle },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.neutral.page}, 0 0 0 4px ${vars.color.brand.focusRing}` },
  },
});
