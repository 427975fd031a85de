import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

/** A page's h1 on the app's own pages (account, projects' tools, brands, visualize): one size everywhere. */
export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.xxxl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl } },
});

/**
 * The h1 of a page that is one form card (sign-in, AI sign-in and sign-up, passwords, account
 * forms): smaller than a page title, and focused on arrival, where a ring would only distract.
 */
export const formTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  selectors: { '&:focus': { outline: 'none' } },
});
