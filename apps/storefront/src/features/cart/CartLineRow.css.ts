import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const row = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr) auto 7rem',
  gridTemplateAreas: '"image details controls total"',
  alignItems: 'start',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.neutral.border}`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '5rem minmax(0, 1fr)',
      gridTemplateAreas: '"image details" "controls controls" "total total"',
      columnGap: vars.space.md,
    },
  },
});

// Square, as a product's swatch is: the whole material or object shows.
export const image = style({
  gridArea: 'image',
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.neutral.surface,
});

export const imageFallback = style({ border: `1px solid ${vars.color.neutral.border}`, boxSizing: 'border-box' });

export const details = style({
  gridArea: 'details',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

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
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const stock = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.warning.text });

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const quantityLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const total = style({
  gridArea: 'total',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'baseline' },
  },
});

export const amount = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  fontVariantNumeric: 'tabular-nums',
});

export const saving = style({ fontSize: vars.fontSize.xs, color: vars.color.neutral.textMuted });
