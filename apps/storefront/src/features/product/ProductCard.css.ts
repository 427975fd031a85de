import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
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
  padding: vars.space.md,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.page,
  selectors: { '&:hover': { borderColor: vars.color.brand.border, boxShadow: vars.shadow.sm } },
  '@media': { [media.mobile]: { padding: vars.space.sm } },
});

export const skeleton = style([card, { gap: vars.space.sm }]);

// Square: a product's swatch is square, so the whole material or object shows uncropped.
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.neutral.surface,
});

export const imageFallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
  boxSizing: 'border-box',
  color: vars.color.neutral.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const brand = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.neutral.textMuted });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.neutral.text,
  textDecoration: 'none',
  selectors: {
    // The link covers the whole card, so the picture and the price are part of its target.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { color: vars.color.brand.text },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
});

export const coverage = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.neutral.textMuted });
