import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';
import { formTitle } from '../../pages/pageTitle.css.ts';

/** The account forms' page: the form's card and a side panel, one column on tablets and phones. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 30rem) minmax(0, 20rem)',
  justifyContent: 'center',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 30rem)', gap: vars.space.xl } },
});

/** Without a side panel the card alone is centred. */
export const pageAlone = style({
  gridTemplateColumns: 'minmax(0, 30rem)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 30rem)' } },
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

export const heading = style([formTitle, { overflowWrap: 'anywhere' }]);

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted, overflowWrap: 'anywhere' });

export const strong = style({ color: vars.color.neutral.text, fontWeight: vars.font.weightBold });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const hint = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });

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

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.neutral.text,
});

/** Async results: always in the page, so what is put in it is read out. */
export const liveRegion = style({ display: 'contents' });

/** A busy step (verifying a link, checking the account): spinner beside its words. */
export const busy = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.neutral.text,
});

/** Resend while the cooldown runs: focusable (aria-disabled) yet looking as unavailable as it is. */
export const waiting = style({
  selectors: {
    '&[aria-disabled="true"], &[aria-disabled="true"]:hover': {
      backgroundColor: vars.color.neutral.disabledSurface,
      borderColor: vars.color.neutral.disabledSurface,
      color: vars.color.neutral.disabledText,
      cursor: 'not-allowed',
    },
  },
});

export const countdown = style({ margin: 0, color: vars.color.neutral.text });

/** The countdown's seconds: digits of one width, so the sentence does not jiggle as they change. */
export const seconds = style({ fontVariantNumeric: 'tabular-nums' });

/** A heading the focus is moved to (news that replaced a form): read out, not outlined. */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
