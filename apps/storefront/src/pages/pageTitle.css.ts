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
