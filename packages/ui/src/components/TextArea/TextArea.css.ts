import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { controlBoxRules, controlSizeRules } from '../../internal/controlSizes.ts';

const brand = vars.color.brand;
const neutral = vars.color.neutral;
const danger = vars.color.danger;

/**
 * The same box as TextInput's (`controlBoxRules`; hover, focus ring, invalid and disabled
 * colours), on the textarea itself: with no adornments there is nothing to wrap. A one-row
 * text area is as tall as a md TextInput, so it lines up with the controls beside it.
 */
export const textArea = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  minHeight: controlSizeRules.md.height,
  ...controlBoxRules,
  margin: 0,
  // The vertical padding centres one line of md type in the md control height.
  paddingBlock: `calc((${controlSizeRules.md.height} - 2px - ${controlSizeRules.md.lineHeight}) / 2)`,
  outline: 'none',
  fontSize: controlSizeRules.md.fontSize,
  lineHeight: controlSizeRules.md.lineHeight,
  resize: 'vertical',
  selectors: {
    '&::placeholder': { color: neutral.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: neutral.text },
    '&:focus-visible': { borderColor: brand.focusRing, boxShadow: `0 0 0 1px ${brand.focusRing}` },
    '&[aria-invalid="true"]': { borderColor: danger.border },
    '&[aria-invalid="true"]:focus-visible': { borderColor: danger.solid, boxShadow: `0 0 0 1px ${danger.solid}` },
    '&:disabled': {
      backgroundColor: neutral.disabledSurface,
      borderColor: neutral.border,
      color: neutral.disabledText,
      cursor: 'not-allowed',
      resize: 'none',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});
