import { style } from '@vanilla-extract/css';
import { media, vars } from '@showroom/ui/tokens';
import { formTitle, pageTitle } from '../pageTitle.css.ts';

/** The AI design area's pages: /design-ai, its sign-in, sign-up and welcome. */

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 22rem)',
  gap: vars.space.xxl,
  alignItems: 'start',
  maxWidth: '72rem',
  margin: '0 auto',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl } },
});

/** The sign-in and sign-up pages: the form, and beside it what the area is. */
export const authPage = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 28rem) minmax(0, 20rem)',
  justifyContent: 'center',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 28rem)', gap: vars.space.xl } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.subtle,
  border: `1px solid ${vars.color.brand.border}`,
});

// Focused on arrival (the page's heading), where a ring would only distract.
export const heading = style([pageTitle, { selectors: { '&:focus': { outline: 'none' } } }]);

/** The sign-in and sign-up cards' title: the size of the shop's own sign-in card (Login). */
export const formHeading = formTitle;

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.neutral.textMuted });

export const strong = style({ color: vars.color.neutral.text, fontWeight: vars.font.weightBold });

export const points = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.neutral.text,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const link = style({ color: vars.color.brand.text, fontWeight: vars.font.weightMedium });

export const links = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.neutral.textMuted,
});

export const status = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });

export const busy = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.neutral.textMuted,
});

/** The balance: a large number and what it means. */
export const balance = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, margin: 0 });

export const balanceNumber = style({
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.xxxl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  fontVariantNumeric: 'tabular-nums',
});

export const balanceUnit = style({ color: vars.color.neutral.textMuted });

export const account = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const email = style({ overflowWrap: 'anywhere', color: vars.color.neutral.textMuted, margin: 0 });

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const counter = style({
  margin: 0,
  textAlign: 'right',
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.page,
});

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const countdown = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** Where the answer to a design request shows; focused (programmatically) so it is read out. */
export const outcome = style([form, { selectors: { '&:focus': { outline: 'none' } } }]);
