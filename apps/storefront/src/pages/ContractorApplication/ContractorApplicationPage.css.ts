import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';
import { pageTitle } from '../pageTitle.css.ts';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 20rem',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '42rem' });

// The app's page title, focusable (focus moves to it) without a ring.
export const heading = style([pageTitle, { selectors: { '&:focus': { outline: 'none' } } }]);

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: '11rem minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '8.5rem minmax(0, 1fr)', gap: vars.space.sm } },
});

export const hint = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });

export const submitRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.subtle,
  border: `1px solid ${vars.color.brand.border}`,
});

export const asideTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.neutral.text,
});

export const received = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

/** Links in the side panel, in the shop's colour like every other link. */
export const asideLink = style({ color: vars.color.brand.text, fontWeight: vars.font.weightMedium });
