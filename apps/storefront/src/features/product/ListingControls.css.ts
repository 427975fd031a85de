import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

/** Wider than a phone: the panel's groups side by side. */

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const sort = style({ minWidth: '12rem', flex: '1 1 12rem', maxWidth: '16rem' });

/**
 * The panel lays out by the room it has, not the window's: on the product list it spans the
 * page; beside the visualizer's room it has a narrow column, where three columns would crush.
 */
export const panelFrame = style({ containerType: 'inline-size' });

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.surface,
  '@container': { '(min-width: 40rem)': { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const brandList = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const priceRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const priceField = style({ flex: '1 1 0', minWidth: 0 });

export const hint = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
});

export const error = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger.text,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.25rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.brand.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand.subtle,
  color: vars.color.neutral.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand.solid },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
});
