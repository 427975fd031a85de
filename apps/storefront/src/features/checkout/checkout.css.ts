import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const title = style({
  margin: 0,
  fontSize: '1.75rem',
  lineHeight: '2.25rem',
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  // It takes the focus only to tell screen readers where they are; it is not operable.
  selectors: { '&:focus': { outline: 'none' } },
});

/** The form on the left, the order summary on the right; one column on tablets and phones. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 22rem',
  alignItems: 'start',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.page,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

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
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const address = style({
  margin: 0,
  fontStyle: 'normal',
  lineHeight: vars.lineHeight.md,
  color: vars.color.neutral.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

/** Actions under a centred message. */
export const centredActions = style([actions, { justifyContent: 'center' }]);

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.danger.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger.subtle,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

export const success = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.success.text,
  fontWeight: vars.font.weightMedium,
});

export const link = style({ color: vars.color.brand.text, fontWeight: vars.font.weightMedium });

export const summary = style({
  position: 'sticky',
  top: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.surface,
  '@media': { [media.tablet]: { position: 'static' }, [media.mobile]: { padding: vars.space.md } },
});

export const vendorBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.neutral.border}`,
});

export const vendorName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const vendorLabel = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.font.weightRegular,
  color: vars.color.neutral.textMuted,
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const line = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.text,
});

export const lineName = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.neutral.textMuted });

export const totals = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.neutral.text,
});

export const grandTotal = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.neutral.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
});

export const money = style({ margin: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' });

export const free = style({ color: vars.color.success.text, fontWeight: vars.font.weightMedium });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
});

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.brand.text, fontWeight: vars.font.weightBold },
    '&[data-done]': { color: vars.color.neutral.text },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  border: `1px solid currentColor`,
  fontSize: vars.fontSize.xs,
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.neutral.text,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand.border, background: vars.color.brand.subtle },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: 2 },
  },
});

export const radio = style({ margin: 0, width: '1.125rem', height: '1.125rem', accentColor: vars.color.brand.solid });

export const choiceText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const skeletonColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
