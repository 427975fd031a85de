import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { controlSizeRules } from '../../internal/controlSizes.ts';

const brand = vars.color.brand;
const neutral = vars.color.neutral;
const danger = vars.color.danger;

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
  paddingInline: vars.space.md,
  border: `1px solid ${neutral.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: neutral.page,
  color: neutral.text,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: neutral.text },
    '&:active:not(:disabled), &[data-state="open"]': { backgroundColor: neutral.surface },
    '&:focus-visible': { borderColor: brand.focusRing, boxShadow: `0 0 0 1px ${brand.focusRing}` },
    '&[aria-invalid="true"]': { borderColor: danger.border },
    '&[aria-invalid="true"]:focus-visible': { borderColor: danger.solid, boxShadow: `0 0 0 1px ${danger.solid}` },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: neutral.disabledSurface,
      borderColor: neutral.border,
      color: neutral.disabledText,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const triggerSize = styleVariants(controlSizeRules);

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'start',
  selectors: { '[data-placeholder] > &': { color: neutral.textMuted } },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: neutral.textMuted,
  selectors: { ':disabled > &': { color: neutral.disabledText } },
});

export const content = style({
  boxSizing: 'border-box',
  width: 'var(--radix-select-trigger-width)',
  minWidth: '8rem',
  maxHeight: 'min(18rem, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: neutral.page,
  color: neutral.text,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  // A Select may sit in a Dialog: its list must open above the modal and its overlay.
  zIndex: vars.zIndex.popover,
});

export const viewport = style({
  padding: vars.space.xs,
  // Radix hides the viewport's scrollbar (it expects scroll buttons, which we leave out); the
  // scrollbar is what tells a long list from a short one. Two attributes outrank its rule.
  selectors: { '&[data-radix-select-viewport]': { scrollbarWidth: 'thin' } },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2rem',
  paddingBlock: vars.space.xs,
  paddingInline: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: brand.subtle, color: brand.step12 },
    '&[data-state="checked"]': { fontWeight: vars.font.weightMedium },
    '&[data-disabled]': { color: neutral.disabledText, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'inline-flex',
  color: brand.text,
});
