import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/**
 * The product's page is always taller than a screen, so its stand-in is too: otherwise the footer
 * shows below the stand-in and jumps away when the product comes (Lighthouse measured a layout
 * shift of 0.079 on a phone for a shopper with a showroom).
 */
export const loadingPage = style({ minHeight: '100vh' });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

// ── Gallery ─────────────────────────────────────────────────────────────────────────────────

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const mainImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.neutral.surface,
});

export const imageFallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  color: vars.color.neutral.textMuted,
  textAlign: 'center',
});

export const thumbnails = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.sm });

export const thumbnail = style({
  display: 'block',
  padding: 0,
  border: `2px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand.solid },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumbnailImage = style({ display: 'block', width: 80, height: 60, objectFit: 'cover' });

// ── Information ─────────────────────────────────────────────────────────────────────────────

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const brand = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.brand.text,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const name = style({
  margin: 0,
  fontSize: '1.75rem',
  lineHeight: '2.25rem',
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  overflowWrap: 'anywhere',
});

export const sku = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const purchase = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const priceBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const boxCoverage = style({ margin: 0, color: vars.color.neutral.textMuted });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const detailsTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const sizeList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: vars.space.sm,
});

export const sizeRow = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral.surface,
});

globalStyle(`${sizeRow} dt`, { fontSize: vars.fontSize.xs, color: vars.color.neutral.textMuted });
globalStyle(`${sizeRow} dd`, { margin: 0, fontWeight: vars.font.weightMedium, color: vars.color.neutral.text });

export const sizeSets = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const sizeOption = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });

export const sizePrice = style({ marginLeft: 'auto', color: vars.color.neutral.textMuted });

export const buy = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'end',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.page,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const lineTotal = style({
  margin: 0,
  paddingBottom: vars.space.xs,
  justifySelf: 'end',
  color: vars.color.neutral.textMuted,
});

globalStyle(`${lineTotal} strong`, { color: vars.color.neutral.text, fontSize: vars.fontSize.lg });

export const addButton = style({ gridColumn: '1 / -1', width: '100%' });

export const note = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral.textMuted,
});

export const addingMessage = style({ gridColumn: '1 / -1', selectors: { '&:empty': { display: 'none' } } });

export const enterShowroom = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});

export const added = style({ margin: 0, color: vars.color.success.text, fontWeight: vars.font.weightMedium });

export const failed = style({ margin: 0, color: vars.color.danger.text, fontWeight: vars.font.weightMedium });

export const inlineLink = style({
  color: vars.color.brand.text,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' } },
});

export const description = style({ margin: 0, color: vars.color.neutral.text, lineHeight: vars.lineHeight.md });

// ── Coverage calculator ─────────────────────────────────────────────────────────────────────

export const calculator = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brand.subtle,
  borderLeft: `4px solid ${vars.color.brand.solid}`,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const calculatorTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const calculatorLead = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral.text });

export const calculatorForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const calculateButton = style({
  // Lines up with the inputs under their labels.
  marginTop: '1.625rem',
  '@media': { [media.mobile]: { marginTop: 0 } },
});

export const estimate = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral.page,
});

export const estimateBoxes = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const estimateTotal = style({ fontWeight: vars.font.weightMedium, color: vars.color.neutral.textMuted });

export const estimateDetail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const estimateActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

// ── Rows ────────────────────────────────────────────────────────────────────────────────────

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const rowTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});
