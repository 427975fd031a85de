import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const base = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  overflowWrap: 'anywhere',
  letterSpacing: '-0.01em',
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
  md: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg },
  lg: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl },
  xl: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl },
  xxl: { fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.xxxl },
});

export const brand = style({ color: vars.color.brand.text });
