import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '76rem',
  minWidth: 0,
  '@media': { [media.mobile]: { gap: vars.space.lg } },
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export { pageTitle as heading } from '../pageTitle.css.ts';

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.neutral.textMuted });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const text = style({ margin: 0, color: vars.color.neutral.text, maxWidth: '44rem' });

export const muted = style({ margin: 0, color: vars.color.neutral.textMuted });

const panel = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
} as const;

/** §4's landing after registering with an unfinished design: a warm note, not a warning. */
export const welcome = style({
  ...panel,
  background: vars.color.brand.subtle,
  border: `1px solid ${vars.color.brand.border}`,
});

export const about = style({
  ...panel,
  background: vars.color.neutral.surface,
  border: `1px solid ${vars.color.neutral.border}`,
});

export const here = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const showroom = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 26rem) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const departments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.md,
});

export const department = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const departmentLink = style({
  color: vars.color.brand.text,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const categories = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const categoryLink = style({
  color: vars.color.neutral.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.brand.text } },
});

export const tools = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
});

export const tool = style({
  ...panel,
  height: '100%',
  boxSizing: 'border-box',
  background: vars.color.neutral.surface,
  border: `1px solid ${vars.color.neutral.border}`,
});

export const toolTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

/** The tool's link sits at the bottom of its card, level across a row of cards. */
export const toolAction = style({ marginTop: 'auto', alignSelf: 'flex-start' });

export const shopBy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const shopByTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});
