import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

const focusableHeading = {
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
} as const;

export const title = style({
  margin: 0,
  fontSize: '1.75rem',
  lineHeight: '2.25rem',
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  ...focusableHeading,
});

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted, maxWidth: '48rem' });

/**
 * The list beside the chosen project on wide screens; one column up to tablets, where the
 * list gives way to the project once one is chosen (`data-open` on the layout).
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.xl,
  selectors: { '&[data-single]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [media.tablet]: { selectors: { [`${layout}[data-open] &`]: { display: 'none' } } } },
});

export const detailPane = style({
  minWidth: 0,
  '@media': { [media.tablet]: { selectors: { [`${layout}:not([data-open]) &`]: { display: 'none' } } } },
});

export const paneHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  ...focusableHeading,
});

export const projectList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const projectLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.page,
  color: vars.color.neutral.text,
  textDecoration: 'none',
  outline: 'none',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.neutral.borderStrong, background: vars.color.neutral.surface },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.brand.focusRing}` },
    '&[aria-current="page"]': {
      borderColor: vars.color.brand.solid,
      boxShadow: `inset 3px 0 0 ${vars.color.brand.solid}`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const projectName = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.page,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const detailHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const detailTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  overflowWrap: 'anywhere',
  ...focusableHeading,
});

export const backLink = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xxs,
  alignSelf: 'flex-start',
  color: vars.color.brand.text,
  fontWeight: vars.font.weightMedium,
  '@media': { [media.tablet]: { display: 'inline-flex' } },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });

export const panelHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  ...focusableHeading,
});

export const lines = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  maxWidth: '22rem',
  width: '100%',
  alignSelf: 'flex-end',
});

globalStyle(`${totals} dt`, { color: vars.color.neutral.textMuted });
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'end', color: vars.color.neutral.text });
globalStyle(`${totals} dt:last-of-type, ${totals} dd:last-of-type`, {
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xxs } },
});

globalStyle(`${details} dt`, { fontWeight: vars.font.weightMedium, color: vars.color.neutral.textMuted });
globalStyle(`${details} dd`, { margin: 0, color: vars.color.neutral.text, overflowWrap: 'anywhere' });
globalStyle(`${details} dd`, { '@media': { [media.mobile]: { marginBottom: vars.space.sm } } });

export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const checkItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.neutral.text,
});

export const checkMark = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.neutral.borderStrong}`,
  color: vars.color.success.textOnSolid,
  selectors: { '&[data-done]': { background: vars.color.success.solid, borderColor: vars.color.success.solid } },
});

export const done = style({ color: vars.color.neutral.textMuted, textDecoration: 'line-through' });

export const designers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const designer = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
});

export const photo = style({
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.neutral.surface,
});

export const initials = style([
  photo,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: vars.font.weightBold,
    color: vars.color.neutral.textMuted,
  },
]);

export const designerBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const designerName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.font.weightBold });

export const designerAction = style({
  marginTop: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const problem = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.border}`,
  background: vars.color.danger.subtle,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

export const success = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success.border}`,
  background: vars.color.success.subtle,
  color: vars.color.success.text,
  fontSize: vars.fontSize.sm,
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const link = style({ color: vars.color.brand.text, fontWeight: vars.font.weightMedium });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** A dt/dd pair of the details list: its own element for the markup, none for the grid. */
export const detailRow = style({ display: 'contents' });

/** A change to a project cart line that was not saved: the reason and Try again, beside the line. */
export const lineProblem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.border}`,
  background: vars.color.danger.subtle,
});

export const lineProblemText = style({
  margin: 0,
  flex: '1 1 12rem',
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});
