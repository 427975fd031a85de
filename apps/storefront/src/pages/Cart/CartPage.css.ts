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
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}` },
  },
});

/** Lines on the left, the summary on the right; one column on tablets and phones. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 20rem',
  alignItems: 'start',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const vendors = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const vendor = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.page,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const vendorHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  paddingBottom: vars.space.md,
});

export const vendorName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
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

export const delivery = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
  selectors: { '&[data-free]': { color: vars.color.success.text, fontWeight: vars.font.weightMedium } },
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0 });

export const vendorSubtotal = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.neutral.border}`,
  color: vars.color.neutral.text,
  fontWeight: vars.font.weightMedium,
});

export const money = style({ margin: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });

export const continueLink = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.brand.text,
});

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
  '@media': { [media.tablet]: { position: 'static' } },
});

export const summaryTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

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

export const skeletonRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const skeletonText = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

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
