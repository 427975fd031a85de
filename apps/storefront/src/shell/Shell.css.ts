import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

globalStyle('html, body', { margin: 0, background: vars.color.neutral.page });

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const progress = style({ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 50 });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.lg,
  top: '-4rem',
  zIndex: 60,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.brand.solid,
  color: vars.color.brand.textOnSolid,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  boxSizing: 'border-box',
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.mobile]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

/** Below the header on narrow screens, where the departments would be. */
export const invitationBar = style({
  borderBottom: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.brand.subtle,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'center',
  '@media': { [media.aboveMobileMenu]: { display: 'none' } },
});

export const pageState = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
});
