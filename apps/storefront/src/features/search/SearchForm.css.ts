import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

/** Picture, name over brand, price: one row per suggestion. */
export const suggestion = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const picture = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.neutral.surface,
});

export const text = style({ display: 'grid', minWidth: 0 });

/** Up to two lines: on a phone one line held only the first word or two of a product's name. */
export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontWeight: vars.font.weightMedium,
  color: vars.color.neutral.text,
});

export const brand = style({ color: vars.color.neutral.textMuted, fontSize: vars.fontSize.xs });

export const price = style({ justifySelf: 'end', textAlign: 'end' });

export const didYouMean = style({ color: vars.color.brand.text, fontWeight: vars.font.weightBold });

export const allResults = style({
  display: 'block',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.brand.text,
  fontWeight: vars.font.weightMedium,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}` } },
});
