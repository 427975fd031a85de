import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@showroom/ui/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '44rem' });

/** The page's heading and introduction, as every content page has them. */
export { heading as title, introLead as lead } from '../pages.css.ts';

export const updated = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

/** Contents beside the text on wide screens, above it on tablets and phones. */
export const withContents = style({
  display: 'grid',
  gridTemplateColumns: '15rem minmax(0, 44rem)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl } },
});

export const contents = style({
  position: 'sticky',
  top: vars.space.lg,
  maxHeight: `calc(100vh - 2 * ${vars.space.lg})`,
  overflowY: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
  boxSizing: 'border-box',
  '@media': { [media.tablet]: { position: 'static', maxHeight: 'none' } },
});

export const contentsLabel = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const contentsList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const contentsLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.neutral.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.neutral.surfaceHover, color: vars.color.brand.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '1px' },
  },
});

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '44rem' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  // A little air above a heading a contents link scrolled to the top of the window.
  scrollMarginTop: vars.space.lg,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}` },
  },
});

/** Running text inside a section: plain `p`, `ul`, `ol`, `h3` and links, styled once here. */
export const prose = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

globalStyle(`${prose} p, ${prose} li, ${prose} dd`, {
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.neutral.text,
});
globalStyle(`${prose} ul, ${prose} ol`, {
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
globalStyle(`${prose} h3`, {
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});
globalStyle(`${prose} a`, { color: vars.color.brand.text });
globalStyle(`${prose} strong`, { fontWeight: vars.font.weightBold });
globalStyle(`${prose} dl`, { margin: 0, display: 'grid', gap: vars.space.sm });
globalStyle(`${prose} dt`, { fontWeight: vars.font.weightBold, color: vars.color.neutral.text });
globalStyle(`${prose} dd`, { marginLeft: 0 });
