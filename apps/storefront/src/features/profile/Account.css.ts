import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';
import { pageTitle } from '../../pages/pageTitle.css.ts';

/** Page frame shared by /account, /payout_setup and /notification: content and a side panel. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 18rem',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

// The heading takes the focus after a navigation; a ring there would look like a fault.
export const heading = style([pageTitle, { selectors: { '&:focus': { outline: 'none' } } }]);

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  selectors: { '&:focus': { outline: 'none' } },
});

/** Label and value pairs of a summary. */
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: `${vars.space.md} ${vars.space.xl}`,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const factLabel = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.neutral.textMuted,
  fontWeight: vars.font.weightMedium,
});

export const factValue = style({ margin: 0, color: vars.color.neutral.text, overflowWrap: 'anywhere' });

export const inlineValue = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: '11rem minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '8.5rem minmax(0, 1fr)', gap: vars.space.sm } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const hint = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });

export const success = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success.border}`,
  background: vars.color.success.subtle,
  color: vars.color.success.text,
  fontWeight: vars.font.weightMedium,
  selectors: { '&:focus': { outline: 'none' } },
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

export const asideTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const navList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand.text,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.neutral.surface, textDecoration: 'underline' },
    '&[aria-current="page"]': { background: vars.color.neutral.surface, color: vars.color.neutral.text },
  },
});

export const navHint = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightRegular,
  color: vars.color.neutral.textMuted,
});

export const link = style({ color: vars.color.brand.text, fontWeight: vars.font.weightMedium });

export const muted = style({ margin: 0, color: vars.color.neutral.textMuted });

export const list = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.neutral.text,
});
