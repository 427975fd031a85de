import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  color: vars.color.neutral.text,
  fontVariantNumeric: 'tabular-nums',
});

export const line = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
});

export const amount = style({ fontWeight: vars.font.weightBold, whiteSpace: 'nowrap' });

export const unit = style({ color: vars.color.neutral.textMuted, overflowWrap: 'anywhere' });

export const perSquareFoot = style({ color: vars.color.neutral.textMuted, whiteSpace: 'nowrap' });

export const negative = style({ color: vars.color.danger.text });

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
  md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
  lg: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl },
});

export const secondarySize = styleVariants({
  sm: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs },
  md: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
  lg: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
});
