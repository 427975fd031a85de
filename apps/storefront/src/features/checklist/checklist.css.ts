import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '48rem',
  minWidth: 0,
  '@media': { [media.mobile]: { gap: vars.space.lg } },
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export { pageTitle as heading } from '../../pages/pageTitle.css.ts';

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({ color: vars.color.brand.text, fontWeight: vars.font.weightMedium });

export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const pickerField = style({ flex: '1 1 16rem', minWidth: 0, maxWidth: '24rem' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.md, gap: vars.space.md } },
});

export const sectionHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const projectName = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  overflowWrap: 'anywhere',
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const muted = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });

// ── Progress ──
export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const progressText = style({
  margin: 0,
  fontWeight: vars.font.weightMedium,
  color: vars.color.neutral.text,
});

export const progressTrack = style({
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand.step3,
  border: `1px solid ${vars.color.brand.border}`,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  background: vars.color.brand.solid,
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// ── Items ──
export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  borderTop: `1px solid ${vars.color.neutral.border}`,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.neutral.border}`,
  minWidth: 0,
});

export const itemRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  minWidth: 0,
});

export const itemCheck = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

/** A ticked item: its label struck through and muted, still readable (contrast of textMuted). */
export const done = style({});
globalStyle(`${done} label`, { textDecoration: 'line-through', color: vars.color.neutral.textMuted });

export const itemActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const saving = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.neutral.textMuted,
  fontSize: vars.fontSize.sm,
});

export const itemError = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

export const renameForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
});

export const renameField = style({ flex: '1 1 14rem', minWidth: 0 });

export const renameActions = style({
  display: 'flex',
  gap: vars.space.xs,
  // Level with the input, under the field's label.
  marginTop: '1.75rem',
});

// ── Add ──
export const addForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const addRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const addField = style({ flex: '1 1 auto', minWidth: 0 });

export const addButton = style({ flexShrink: 0, marginTop: '1.5rem', '@media': { [media.mobile]: { marginTop: 0 } } });

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.info.subtle,
  border: `1px solid ${vars.color.info.border}`,
  color: vars.color.neutral.text,
  fontSize: vars.fontSize.sm,
});

export const errorNote = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.danger.subtle,
  border: `1px solid ${vars.color.danger.border}`,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

// ── Suggestions ──
export const suggestions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.brand.border}`,
  background: vars.color.brand.subtle,
  color: vars.color.brand.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.brand.subtleHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
  },
});

// ── Project list (the picker) ──
export const projectList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.md,
});

export const projectCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
