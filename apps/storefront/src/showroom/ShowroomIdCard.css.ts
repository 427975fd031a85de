import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

export const card = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '30rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.neutral.border}`,
  borderTop: `4px solid ${vars.color.brand.solid}`,
  borderRadius: vars.radius.lg,
  background: vars.color.neutral.page,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.lg } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const intro = style({ margin: 0, color: vars.color.neutral.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weightMedium, color: vars.color.neutral.text });

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const input = style({
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.neutral.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.page,
  color: vars.color.neutral.text,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  selectors: {
    '&::placeholder': { color: vars.color.neutral.textMuted, letterSpacing: 'normal', textTransform: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.warning.border },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

/** The live region under the field: empty, progress, the match, the warning or an error. */
export const status = style({ minHeight: '1.5rem', fontSize: vars.fontSize.sm });

export const tone = styleVariants({
  neutral: { color: vars.color.neutral.textMuted },
  warning: { color: vars.color.warning.text },
  danger: { color: vars.color.danger.text },
});

export const message = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, margin: 0 });

export const match = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand.subtle,
  color: vars.color.neutral.text,
});

export const company = style({ fontWeight: vars.font.weightBold, fontSize: vars.fontSize.md });

export const showroomId = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral.textMuted });

export const code = style({
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.05em',
  color: vars.color.neutral.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
