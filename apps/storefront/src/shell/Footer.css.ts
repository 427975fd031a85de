import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const footer = style({
  borderTop: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
});

export const inner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xl,
  alignItems: 'start',
  boxSizing: 'border-box',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
});

export const link = style({
  color: vars.color.neutral.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { color: vars.color.brand.text } },
});

export const note = style({
  margin: `${vars.space.md} 0 0`,
  color: vars.color.neutral.textMuted,
  fontSize: vars.fontSize.sm,
});

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.brand.border}`,
  background: vars.color.brand.subtle,
  maxWidth: '20rem',
});

export const offerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand.text,
});

export const offerText = style({ margin: 0, color: vars.color.neutral.text, fontSize: vars.fontSize.sm });
