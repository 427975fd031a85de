import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const muted = style({ margin: 0, color: vars.color.neutral.textMuted });

export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: vars.space.sm } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
  color: vars.color.neutral.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand.border, background: vars.color.neutral.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
});

export const planImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  background: '#ffffff',
});

export const cardTitle = style({ margin: 0, fontWeight: vars.font.weightMedium });

export const swatchRow = style({ display: 'flex', gap: vars.space.xxs, minHeight: '3rem' });

export const swatch = style({
  width: '3rem',
  height: '3rem',
  flex: '0 0 auto',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
});

/** The design: the room beside its panel on a wide screen, above it on a phone. */
/** Beside a long list of products the room stays in view (on wide screens; a phone stacks them). */
export const roomColumn = style({
  position: 'sticky',
  top: vars.space.md,
  '@media': { [media.mobile]: { position: 'static' } },
});

export const studio = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 26rem',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const toolbarTitle = style({
  margin: 0,
  marginRight: 'auto',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
});

export const roomView = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.neutral.border}`,
  background: '#f4f1ec',
});

export const roomSkeleton = style({ display: 'block', width: '100%', aspectRatio: '4 / 3' });

export const plan2d = style({
  display: 'block',
  width: '100%',
  height: '100%',
  background: '#ffffff',
});

/** A shape of the plan that picks a surface: it says so under the pointer and when picked. */
export const planPick = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { filter: 'brightness(1.06)' },
    '&[data-selected="true"]': { stroke: vars.color.brand.solid, strokeWidth: 0.18 },
  },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const slotList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const slotButton = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
  color: vars.color.neutral.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutral.surfaceHover },
    '&[aria-expanded="true"]': { borderColor: vars.color.brand.solid, background: vars.color.brand.subtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
});

export const slotText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const slotLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const slotProduct = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const slotQty = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted, whiteSpace: 'nowrap' });

export const emptySwatch = style({
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.sm,
  border: `1px dashed ${vars.color.neutral.borderStrong}`,
});

export const chooser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.surface,
  border: `1px solid ${vars.color.brand.border}`,
});

/** The categories that fit a surface wrap onto lines: all of them in sight in a narrow column. */
export const chooserTabs = style({});
globalStyle(`${chooserTabs} [role="tablist"]`, { flexWrap: 'wrap' });

/** A product to choose; the one on the surface now is marked as the open surface is. */
export const choice = style([
  slotButton,
  {
    gridTemplateColumns: '3rem minmax(0, 1fr) auto',
    selectors: {
      '&[aria-pressed="true"]': { borderColor: vars.color.brand.solid, background: vars.color.brand.subtle },
    },
  },
]);

export const takeOff = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
});

export const takeOffTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const numberCell = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm });

export const wasteInput = style({
  width: '4.5rem',
  marginLeft: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.neutral.borderStrong}`,
  font: 'inherit',
  color: vars.color.neutral.text,
  background: vars.color.neutral.page,
});

export const statusFailed = style([status, { color: vars.color.danger.text }]);

export const chooserList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
