import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const brand = vars.color.brand;
const neutral = vars.color.neutral;

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  fontFamily: vars.font.body,
  color: neutral.text,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingInline: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightMedium,
  color: neutral.text,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transitionProperty: 'background-color, box-shadow, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover:not(:disabled):not([aria-current="page"])': { backgroundColor: brand.subtle, color: brand.text },
    '&:active:not(:disabled):not([aria-current="page"])': { backgroundColor: brand.subtleHover, color: brand.text },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${neutral.page}, 0 0 0 4px ${brand.focusRing}` },
    '&[aria-current="page"]': { backgroundColor: brand.solid, color: brand.textOnSolid, cursor: 'default' },
    '&:disabled': { color: neutral.disabledText, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const size = styleVariants({
  sm: { minWidth: '2rem', height: '2rem', fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
  md: { minWidth: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  color: neutral.textMuted,
});

export const jump = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const jumpLabel = style({ whiteSpace: 'nowrap', color: neutral.textMuted });

export const jumpInput = style({ width: '4.5rem' });
