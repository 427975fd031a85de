import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: '100%',
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.neutral.text,
  overflowWrap: 'anywhere',
});

export const size = styleVariants({
  sm: { gap: vars.space.xs, padding: vars.space.md },
  md: { gap: vars.space.sm, padding: `${vars.space.xxl} ${vars.space.xl}` },
});

/** The icon sits in a tinted disc: fixed feedback colours, so an error never looks like the brand. */
export const iconDisc = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
});

export const iconDiscSize = styleVariants({
  sm: { width: '2rem', height: '2rem' },
  md: { width: '3rem', height: '3rem', marginBottom: vars.space.xs },
});

export const iconTone = styleVariants({
  empty: { backgroundColor: vars.color.neutral.surface, color: vars.color.neutral.textMuted },
  error: { backgroundColor: vars.color.danger.subtle, color: vars.color.danger.text },
  info: { backgroundColor: vars.color.info.subtle, color: vars.color.info.text },
});

export const title = style({ margin: 0, fontWeight: vars.font.weightBold, color: vars.color.neutral.text });

export const titleSize = styleVariants({
  sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
  md: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg },
});

export const description = style({ margin: 0, maxWidth: '32rem', color: vars.color.neutral.textMuted });

export const descriptionSize = styleVariants({
  sm: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs },
  md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
});

export const action = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const actionSize = styleVariants({
  sm: { marginTop: vars.space.xs },
  md: { marginTop: vars.space.md },
});
