import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  boxSizing: 'border-box',
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  fontFamily: vars.font.body,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: { height: '1.25rem', paddingInline: vars.space.sm, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs },
  md: { height: '1.5rem', paddingInline: vars.space.md, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
});

const tones = {
  neutral: {
    solid: { backgroundColor: vars.color.neutral.text, color: vars.color.neutral.page },
    subtle: {
      backgroundColor: vars.color.neutral.surface,
      color: vars.color.neutral.text,
      borderColor: vars.color.neutral.border,
    },
  },
  brand: {
    solid: { backgroundColor: vars.color.brand.solid, color: vars.color.brand.textOnSolid },
    subtle: {
      backgroundColor: vars.color.brand.subtle,
      color: vars.color.brand.text,
      borderColor: vars.color.brand.border,
    },
  },
  ...Object.fromEntries(
    (['danger', 'warning', 'success', 'info'] as const).map((name) => [
      name,
      {
        solid: { backgroundColor: vars.color[name].solid, color: vars.color[name].textOnSolid },
        subtle: {
          backgroundColor: vars.color[name].subtle,
          color: vars.color[name].text,
          borderColor: vars.color[name].border,
        },
      },
    ]),
  ),
} as Record<string, { solid: object; subtle: object }>;

/** `${tone}-${variant}` classes; every text/fill pair reads at 4.5:1 (see the theme tests). */
export const toneVariant = styleVariants(
  Object.fromEntries(
    Object.entries(tones).flatMap(([tone, variants]) => [
      [`${tone}-solid`, variants.solid],
      [`${tone}-subtle`, variants.subtle],
    ]),
  ),
);
