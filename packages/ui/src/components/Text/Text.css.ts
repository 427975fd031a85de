import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const base = style({ margin: 0, fontFamily: vars.font.body });

export const size = styleVariants({
  xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs },
  sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
  md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
  lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.font.weightRegular },
  medium: { fontWeight: vars.font.weightMedium },
  bold: { fontWeight: vars.font.weightBold },
});

/** Every tone reads at 4.5:1 on the page (brand text is derived to, feedback tones are tested to). */
export const tone = styleVariants({
  default: { color: vars.color.neutral.text },
  muted: { color: vars.color.neutral.textMuted },
  brand: { color: vars.color.brand.text },
  danger: { color: vars.color.danger.text },
  warning: { color: vars.color.warning.text },
  success: { color: vars.color.success.text },
  info: { color: vars.color.info.text },
});

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' });

export const wrap = style({ overflowWrap: 'anywhere' });
