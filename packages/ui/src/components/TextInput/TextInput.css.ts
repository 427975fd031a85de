import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { controlBoxRules, controlSizeRules } from '../../internal/controlSizes.ts';

const brand = vars.color.brand;
const neutral = vars.color.neutral;
const danger = vars.color.danger;

/**
 * The box around an input and its adornments. States are read from the input inside
 * (`:has()`), so hover, focus and the forced-state twins of .storybook/forcedStates.ts all
 * target the one element that carries them: the input.
 */
export const shell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
  ...controlBoxRules,
  selectors: {
    '&:has(input:hover):not(:has(input:disabled))': { borderColor: neutral.text },
    '&:has(input:focus-visible)': { borderColor: brand.focusRing, boxShadow: `0 0 0 1px ${brand.focusRing}` },
    '&:has(input[aria-invalid="true"])': { borderColor: danger.border },
    '&:has(input[aria-invalid="true"]:focus-visible)': {
      borderColor: danger.solid,
      boxShadow: `0 0 0 1px ${danger.solid}`,
    },
    '&:has(input:disabled)': {
      backgroundColor: neutral.disabledSurface,
      borderColor: neutral.border,
      color: neutral.disabledText,
      cursor: 'not-allowed',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const size = styleVariants(controlSizeRules);

export const input = style({
  flex: '1 1 auto',
  alignSelf: 'stretch',
  minWidth: 0,
  width: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textOverflow: 'ellipsis',
  selectors: {
    '&::placeholder': { color: neutral.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** Icons, marks and small buttons before or after the text. */
export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: neutral.textMuted,
});

/** A square button inside the shell (show password, clear). */
export const adornmentButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  marginInlineEnd: `calc(${vars.space.xs} * -1)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: neutral.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: neutral.surfaceHover, color: neutral.text },
    '&:active:not(:disabled)': { backgroundColor: neutral.border, color: neutral.text },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${brand.focusRing}` },
    '&:disabled': { cursor: 'not-allowed', color: neutral.disabledText },
  },
});
