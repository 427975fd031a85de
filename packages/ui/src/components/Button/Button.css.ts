import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const brand = vars.color.brand;
const neutral = vars.color.neutral;

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  textDecoration: 'none',
  transitionProperty: 'background-color, border-color, color, box-shadow',
  transitionDuration: vars.motion.fast,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      boxShadow: `0 0 0 2px ${neutral.page}, 0 0 0 4px ${brand.focusRing}`,
    },
    // aria-disabled rather than disabled while loading keeps the button focusable, so a
    // screen reader can still reach it and hear that it is busy.
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

export const solid = style({
  backgroundColor: brand.solid,
  color: brand.textOnSolid,
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: brand.solidHover },
    '&:active:not(:disabled):not([aria-disabled="true"])': { backgroundColor: brand.solidActive },
    '&:disabled': { backgroundColor: neutral.disabledSurface, color: neutral.disabledText },
  },
});

export const outline = style({
  backgroundColor: neutral.page,
  borderColor: brand.solid,
  color: brand.text,
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: brand.subtle },
    '&:active:not(:disabled):not([aria-disabled="true"])': { backgroundColor: brand.subtleHover },
    '&:disabled': { borderColor: neutral.border, color: neutral.disabledText },
  },
});

export const ghost = style({
  backgroundColor: 'transparent',
  color: brand.text,
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: brand.subtle },
    '&:active:not(:disabled):not([aria-disabled="true"])': { backgroundColor: brand.subtleHover },
    '&:disabled': { color: neutral.disabledText },
  },
});

export const link = style({
  backgroundColor: 'transparent',
  color: brand.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  paddingInline: '0 !important',
  height: 'auto !important',
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { textDecorationThickness: '2px' },
    '&:active:not(:disabled):not([aria-disabled="true"])': { color: brand.solidActive },
    '&:disabled': { color: neutral.disabledText },
  },
});

export const sm = style({
  height: '2rem',
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const md = style({
  height: '2.5rem',
  paddingInline: vars.space.lg,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});

export const lg = style({
  height: '3rem',
  paddingInline: vars.space.xl,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
});

export const fullWidth = style({ width: '100%' });

/** While loading the label keeps its place (and the width) and stays the accessible name; only its pixels are hidden. */
export const hiddenContent = style({ opacity: 0, display: 'inline-flex', alignItems: 'center', gap: 'inherit' });

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    // A static arc still says "busy" without motion for those who asked for none.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
