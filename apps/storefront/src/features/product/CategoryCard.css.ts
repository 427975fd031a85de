import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
});

export const card = style({
  position: 'relative',
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.page,
  selectors: { '&:hover': { borderColor: vars.color.brand.border, boxShadow: vars.shadow.sm } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.neutral.surface,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.brand.subtle,
  color: vars.color.brand.text,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.font.weightBold,
});

export const name = style({
  margin: `${vars.space.xs} 0 0`,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.neutral.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { color: vars.color.brand.text },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
});

export const detail = style({
  margin: 0,
  padding: `0 ${vars.space.xs} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
});
