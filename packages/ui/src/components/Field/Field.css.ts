import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.neutral.text,
  selectors: { '[data-disabled] > &': { color: vars.color.neutral.disabledText } },
});

export const required = style({ color: vars.color.danger.text, marginInlineStart: vars.space.xxs });

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.neutral.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.danger.text,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({ flexShrink: 0, marginBlockStart: '0.125rem' });
