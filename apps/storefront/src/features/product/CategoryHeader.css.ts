import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, minWidth: 0 });

export const picture = style({
  flex: 'none',
  width: '10rem',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.neutral.surface,
  '@media': { [media.mobile]: { width: '6rem' } },
});

export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.brand.text,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({
  margin: 0,
  fontSize: '1.75rem',
  lineHeight: '2.25rem',
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  overflowWrap: 'anywhere',
});

export const filter = style({ minWidth: 0 });

// One row on a phone, scrolled sideways: a row of known height, so the row held while a
// showroom's tree loads is exactly as tall as the chips that come (no layout shift).
export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': {
    [media.mobile]: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none', paddingBlockEnd: '2px' },
  },
});

// In the phone's single row a chip keeps its whole label on one line.
globalStyle(`${chips} > li`, { flexShrink: 0 });

export const chipSkeleton = style({ width: '7rem', height: '2.25rem', flex: 'none', borderRadius: vars.radius.full });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.neutral.borderStrong}`,
  background: vars.color.neutral.page,
  color: vars.color.neutral.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand.border, background: vars.color.brand.subtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
    '&[data-current]': {
      background: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
      color: vars.color.brand.textOnSolid,
    },
  },
});
