import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';
import { pageTitle } from '../pageTitle.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.subtle,
  border: `1px solid ${vars.color.brand.border}`,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.brand.text,
  fontWeight: vars.font.weightBold,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const heading = style([pageTitle, { maxWidth: '40rem' }]);

export const lead = style({ margin: 0, maxWidth: '40rem', color: vars.color.neutral.text, fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  // Focused only as the target of `#pro-sign-in`, to be read from there.
  selectors: { '&:focus': { outline: 'none' } },
});

export const benefits = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))',
  gap: vars.space.lg,
});

export const benefit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const muted = style({ margin: 0, color: vars.color.neutral.textMuted });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.lg,
  counterReset: 'step',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.mobile]: { gridTemplateColumns: '1fr' },
  },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.25rem',
    height: '2.25rem',
    borderRadius: vars.radius.full,
    background: vars.color.brand.solid,
    color: vars.color.brand.textOnSolid,
    fontWeight: vars.font.weightBold,
  },
});

export const signIn = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 26rem)',
  alignItems: 'start',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
  scrollMarginTop: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.lg } },
});

export const signInBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const inlineLink = style({ color: vars.color.brand.text, fontWeight: vars.font.weightMedium });

export const signInText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
