import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@showroom/ui/tokens';

/** The tab row takes the page's width (seven tabs fit at 1280 px); the reading column stays narrow. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

const readingWidth = '48rem';

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: readingWidth });

/** The page's heading and introduction, as every content page has them. */
export { heading as title, introLead as lead } from '../pages.css.ts';

/** Seven tabs do not fit a phone: the list scrolls sideways instead of squeezing the labels. */
export const tabs = style({});
globalStyle(`${tabs} [role="tablist"]`, {
  overflowX: 'auto',
  // Room for the focus ring, which a scrolling box would otherwise cut off.
  padding: '3px',
  '@media': { [media.mobile]: { flexWrap: 'nowrap' } },
});
globalStyle(`${tabs} [role="tab"]`, { whiteSpace: 'nowrap' });

export const entries = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.md,
  maxWidth: readingWidth,
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.neutral.border}`,
});

export const question = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const answer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
globalStyle(`${answer} p, ${answer} li`, {
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.neutral.text,
});
globalStyle(`${answer} ol`, {
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
globalStyle(`${answer} a`, { color: vars.color.brand.text });

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
  maxWidth: readingWidth,
  boxSizing: 'border-box',
});

export const moreTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const moreText = style({ margin: 0, color: vars.color.neutral.text });
