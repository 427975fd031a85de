import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

/** The Name cell of one who ships: the product's name with its SKU and size under it. */
export const nameCell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** SKU and size, side by side, small and muted under the name. */
export const itemFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${itemFacts} > div`, { display: 'flex', gap: vars.space.xs });
globalStyle(`${itemFacts} dt`, { color: vars.color.neutral.textMuted });
globalStyle(`${itemFacts} dt::after`, { content: '":"' });
globalStyle(`${itemFacts} dd`, { margin: 0, color: vars.color.neutral.text, overflowWrap: 'anywhere' });

export const code = style({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

/** The order's ship-to and customer, once above the items, with the print button. */
export const panel = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.page,
  '@media': {
    '(max-width: 767.98px)': { gridTemplateColumns: '1fr' },
  },
});

export const panelHeading = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const panelFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${panelFacts} dt`, { color: vars.color.neutral.textMuted, marginBlockEnd: vars.space.xxs });
globalStyle(`${panelFacts} dd`, { margin: 0, color: vars.color.neutral.text });

export const address = style({ fontStyle: 'normal' });

export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const link = style({ color: vars.color.brand.text, textUnderlineOffset: '2px' });

export const panelActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { '(max-width: 767.98px)': { justifyContent: 'stretch', flexDirection: 'column' } },
});
