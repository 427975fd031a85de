import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

const narrow = 'screen and (max-width: 768px)';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxxl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const sectionTitle = style({
  margin: 0,
  color: vars.color.neutral.text,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.font.weightBold,
});

export const muted = style({ margin: 0, color: vars.color.neutral.textMuted });

/** A design: its product in its room, named under it; a link (or, before a showroom, a button). */
export const design = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  color: vars.color.neutral.text,
  font: 'inherit',
  borderRadius: vars.radius.lg,
  ':focus-visible': { outline: `3px solid ${vars.color.brand.focusRing}`, outlineOffset: '3px' },
});

const tile = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.lg,
  background: vars.color.neutral.surfaceHover,
} as const;

/** A room picture keeps its own shape (4:3); its box is set from its size before it loads. */
export const designImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.lg,
  transition: `transform ${vars.motion.normal}`,
  selectors: { [`${design}:hover &`]: { transform: 'scale(1.02)' } },
});

export const caption = style({ color: vars.color.neutral.text, fontWeight: vars.font.weightMedium });

export const designCategory = style({ color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });

/** Three room-shaped boxes where the designs come (a phone shows one and a bit). */
export const designSkeletons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [narrow]: { gridTemplateColumns: '83% 83% 83%', overflow: 'hidden' } },
});

export const designSkeleton = style({ width: '100%', aspectRatio: '4 / 3', height: 'auto' });

export const categoryCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  color: vars.color.neutral.text,
  font: 'inherit',
  borderRadius: vars.radius.lg,
  ':focus-visible': { outline: `3px solid ${vars.color.brand.focusRing}`, outlineOffset: '3px' },
});

export const categoryImage = style({
  ...tile,
  transition: `transform ${vars.motion.normal}`,
  selectors: { [`${categoryCard}:hover &`]: { transform: 'scale(1.02)' } },
});

export const categoryName = style({ fontWeight: vars.font.weightMedium });

export const brandCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A brand's product up close (4:3); its box is set from its size before it loads. */
export const brandPicture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
});

export const brandLogo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  borderRadius: vars.radius.md,
});

export const savings = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.subtle,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)',
  alignItems: 'center',
  '@media': { [narrow]: { gridTemplateColumns: '1fr', padding: vars.space.xl } },
});

export const savingsIntro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const savingsHeadline = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.neutral.text });

export const savingsFigure = style({ fontSize: '3rem', lineHeight: 1, color: vars.color.brand.text });

export const savingsList = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const savingsItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const savingsRoom = style({ fontWeight: vars.font.weightBold, color: vars.color.neutral.text });

export const savingsValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.neutral.text,
});

export const savingsBar = style({
  display: 'block',
  height: '0.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand.solid,
  flexShrink: 0,
  maxWidth: '60%',
});

export const reasons = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const reason = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
});

export const reasonTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  color: vars.color.neutral.text,
});

export const pro = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.brand.border}`,
  background: vars.color.neutral.surface,
  color: vars.color.neutral.text,
  gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)',
  alignItems: 'center',
  '@media': { [narrow]: { gridTemplateColumns: '1fr', padding: vars.space.xl } },
});

export const proText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const proTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.font.weightBold,
});

export const proList = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const proActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'stretch',
});

export const testimonials = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

export const testimonial = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.neutral.surface,
  border: `1px solid ${vars.color.neutral.border}`,
});

export const quoteFigure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const quote = style({ margin: 0, color: vars.color.neutral.text, lineHeight: vars.lineHeight.lg });

export const quoteName = style({ color: vars.color.neutral.text });
