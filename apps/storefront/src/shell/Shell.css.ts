import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

globalStyle('html, body', { margin: 0, background: vars.color.neutral.page });

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.lg,
  top: '-4rem',
  zIndex: 10,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.brand.solid,
  color: vars.color.brand.textOnSolid,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const header = style({
  borderBottom: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.page,
});

export const bar = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weightBold,
  fontSize: vars.fontSize.lg,
  color: vars.color.neutral.text,
  textDecoration: 'none',
});

export const brandMark = style({
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.sm,
  background: vars.color.brand.solid,
});

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  boxSizing: 'border-box',
  selectors: { '&:focus': { outline: 'none' } },
});

export const footer = style({
  borderTop: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
});

export const footerLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
});

export const footerLink = style({
  color: vars.color.neutral.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { color: vars.color.brand.text } },
});

export const copyright = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });
