import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';
import { formTitle } from '../pageTitle.css.ts';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 28rem) minmax(0, 20rem)',
  justifyContent: 'center',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 28rem)', gap: vars.space.xl } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const heading = formTitle;

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const optionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

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

export const social = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const socialTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.neutral.textMuted,
  textAlign: 'center',
});

export const status = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });

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

export const muted = style({ margin: 0, color: vars.color.neutral.textMuted });

export const codeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const codeField = style({ flex: '1 1 10rem', minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

/**
 * The one-time code's live region: always in the page so screen readers hear what lands in it;
 * while empty it takes back the form's gap so nothing moves.
 */
export const liveNews = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.lg})` } },
});

export const expiry = style({ margin: 0, color: vars.color.neutral.text, fontWeight: vars.font.weightMedium });

export const triesLeft = style({ margin: 0, color: vars.color.neutral.text, fontWeight: vars.font.weightBold });
