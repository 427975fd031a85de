import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';
import { pageTitle } from '../pageTitle.css.ts';

export const page = style({ display: 'flex', justifyContent: 'center' });

export const card = style({
  width: '100%',
  maxWidth: '36rem',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const stepCount = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.brand.text,
});

// The app's page title, focusable (focus moves to it) without a ring.
export const heading = style([pageTitle, { selectors: { '&:focus': { outline: 'none' } } }]);

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted });

export const link = style({ color: vars.color.brand.text, fontWeight: vars.font.weightMedium });

export const back = style({ alignSelf: 'flex-start' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const narrow = style({ maxWidth: '12rem' });

export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: '11rem minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '8.5rem minmax(0, 1fr)', gap: vars.space.sm } },
});

export const terms = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const small = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

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

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

/** What is being done while the button spins; empty (and taking no room) otherwise. */
export const progress = style({
  margin: 0,
  color: vars.color.neutral.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

export const dialogText = style({ margin: 0, color: vars.color.neutral.text });

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const pending = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.neutral.textMuted,
});

export const legalLoading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

/**
 * The Terms and the Privacy Policy are their pages rendered in the modal: the modal's title
 * replaces the page's h1, and the page's 'On this page' contents (a side column made for a
 * full page) give way to the modal's scrolling.
 */
export const legalBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
globalStyle(`${legalBody} article > header > h1`, {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
globalStyle(`${legalBody} article nav`, { display: 'none' });
globalStyle(`${legalBody} article > div`, { display: 'block' });
globalStyle(`${legalBody} p`, { marginTop: 0 });
globalStyle(`${legalBody} a`, { color: vars.color.brand.text });
