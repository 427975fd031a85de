import { style } from '@vanilla-extract/css';
import { media, vars } from '@showroom/ui/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '56rem' });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '44rem' });

/** The page's heading and introduction, as every content page has them. */
export { heading as title, introLead as lead } from '../pages.css.ts';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const text = style({ margin: 0, color: vars.color.neutral.text, lineHeight: vars.lineHeight.md });

export const muted = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });

export const address = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand.text,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const links = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.neutral.text,
});

export const link = style({ color: vars.color.brand.text });

export const topics = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.sm,
});

export const topic = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.brand.border}`,
  background: vars.color.neutral.page,
  color: vars.color.brand.text,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brand.subtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
});
