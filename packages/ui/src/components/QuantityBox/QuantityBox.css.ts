import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { controlSizeRules } from '../../internal/controlSizes.ts';

const brand = vars.color.brand;
const neutral = vars.color.neutral;
const danger = vars.color.danger;

export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  boxSizing: 'border-box',
  border: `1px solid ${neutral.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: neutral.page,
  color: neutral.text,
  fontFamily: vars.font.body,
  overflow: 'hidden',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:has(input:hover):not(:has(input:disabled))': { borderColor: neutral.text },
    '&:has(input:focus-visible)': { borderColor: brand.focusRing, boxShadow: `0 0 0 1px ${brand.focusRing}` },
    '&:has(input[aria-invalid="true"])': { borderColor: danger.border },
    '&:has(input:disabled)': { backgroundColor: neutral.disabledSurface, borderColor: neutral.border },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const size = styleVariants(controlSizeRules);

export const step = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1',
  height: '100%',
  color: neutral.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: brand.subtle, color: brand.text },
    '&:active:not(:disabled)': { backgroundColor: brand.subtleHover, color: brand.text },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${brand.focusRing}` },
    '&:disabled': { color: neutral.disabledText, cursor: 'not-allowed' },
  },
});

export const input = style({
  width: '3.5em',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  borderInline: `1px solid ${neutral.border}`,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:disabled': { color: neutral.disabledText, cursor: 'not-allowed' } },
});
