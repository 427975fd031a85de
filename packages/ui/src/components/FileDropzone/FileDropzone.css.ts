import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const brand = vars.color.brand;
const neutral = vars.color.neutral;
const danger = vars.color.danger;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: neutral.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.font.weightMedium,
});

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  border: `1px dashed ${neutral.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: neutral.page,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { borderColor: brand.solid, backgroundColor: brand.step2 },
    '&:active:not([aria-disabled="true"])': { backgroundColor: brand.subtle },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${neutral.page}, 0 0 0 4px ${brand.focusRing}` },
    '&[data-drag-active]': { borderStyle: 'solid', borderColor: brand.solid, backgroundColor: brand.subtle },
    '&[data-invalid]': { borderColor: danger.border },
    '&[aria-disabled="true"]': {
      cursor: 'not-allowed',
      backgroundColor: neutral.disabledSurface,
      borderColor: neutral.border,
      color: neutral.disabledText,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const zoneIcon = style({
  color: brand.text,
  selectors: { '[aria-disabled="true"] &': { color: neutral.disabledText } },
});

export const prompt = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.font.weightMedium,
});

export const browse = style({
  color: brand.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '[aria-disabled="true"] &': { color: 'inherit' } },
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: neutral.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: danger.text,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  paddingInline: `${vars.space.md} ${vars.space.xs}`,
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: neutral.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const fileName = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileSize = style({ flexShrink: 0, color: neutral.textMuted, fontVariantNumeric: 'tabular-nums' });

export const remove = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.sm,
  color: neutral.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: danger.subtle, color: danger.text },
    '&:active': { backgroundColor: neutral.border, color: danger.text },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${brand.focusRing}` },
  },
});
