import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const filters = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.neutral.borderStrong}`,
  color: vars.color.neutral.text,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.neutral.text },
    '&[aria-current="page"]': {
      background: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
      color: vars.color.brand.textOnSolid,
    },
  },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'start',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.neutral.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.md } },
});

export const unread = style({
  background: vars.color.brand.subtle,
  boxShadow: `inset 4px 0 0 ${vars.color.brand.solid}`,
});

export const itemBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const itemTitle = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const itemMessage = style({ margin: 0, color: vars.color.neutral.text, overflowWrap: 'anywhere' });

export const itemMeta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
});

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const listFrame = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
  overflow: 'hidden',
});

export const count = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });
