import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const brand = vars.color.brand;
const neutral = vars.color.neutral;

export const root = style({
  display: 'inline-flex',
  // The native box has no text baseline; without this the line box grows below it.
  verticalAlign: 'top',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: neutral.text,
  maxWidth: '100%',
});

/** Holds the box and the glyph drawn over it; sized by `boxSize`. */
export const boxFrame = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
});

export const box = style({
  all: 'unset',
  appearance: 'none',
  margin: 0,
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  height: '100%',
  flexShrink: 0,
  border: `1px solid ${neutral.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: neutral.page,
  color: brand.textOnSolid,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': {
      borderColor: neutral.text,
      backgroundColor: neutral.surfaceHover,
    },
    '&:active:not(:disabled):not([aria-disabled="true"])': { backgroundColor: brand.subtleHover },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${neutral.page}, 0 0 0 4px ${brand.focusRing}` },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: brand.solid,
      borderColor: brand.solid,
    },
    '&[data-state="checked"]:hover:not(:disabled):not([aria-disabled="true"]), &[data-state="indeterminate"]:hover:not(:disabled):not([aria-disabled="true"])':
      {
        backgroundColor: brand.solidHover,
        borderColor: brand.solidHover,
      },
    '&[data-state="checked"]:active:not(:disabled):not([aria-disabled="true"]), &[data-state="indeterminate"]:active:not(:disabled):not([aria-disabled="true"])':
      {
        backgroundColor: brand.solidActive,
        borderColor: brand.solidActive,
      },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.border },
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      backgroundColor: neutral.disabledSurface,
      borderColor: neutral.border,
      color: neutral.disabledText,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const boxSize = styleVariants({
  sm: { width: '1rem', height: '1rem', marginBlockStart: '0.125rem' },
  md: { width: '1.25rem', height: '1.25rem', marginBlockStart: '0.125rem' },
});

/** Over the box, letting clicks through; shown when checked or indeterminate. */
export const indicator = style({
  position: 'absolute',
  inset: 0,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
  color: brand.textOnSolid,
  selectors: {
    [`${boxFrame}[data-state="checked"] > &, ${boxFrame}[data-state="indeterminate"] > &`]: { display: 'inline-flex' },
    '[data-disabled] &': { color: neutral.disabledText },
  },
});

/** One indicator, two glyphs: which shows follows data-state. */
const glyph = style({
  width: '0.875rem',
  height: '0.875rem',
  selectors: { '[data-size="sm"] &': { width: '0.75rem', height: '0.75rem' } },
});
export const checkGlyph = style([glyph, { selectors: { '[data-state="indeterminate"] &': { display: 'none' } } }]);
export const minusGlyph = style([glyph, { selectors: { '[data-state="checked"] &': { display: 'none' } } }]);

export const label = style({
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '[data-disabled] > &': { cursor: 'not-allowed', color: neutral.disabledText },
  },
});

export const labelSize = styleVariants({
  sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
  md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
});
