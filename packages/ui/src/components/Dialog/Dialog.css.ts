import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { noAnimationForReducedMotion } from '../../internal/modalOverlay.css.ts';
import { vars } from '../../theme/contract.css.ts';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.modal,
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  // Percentages, not vw/vh: they follow the containing block, which is the window in an app.
  maxWidth: `calc(100% - ${vars.space.xxl})`,
  maxHeight: `calc(100% - ${vars.space.xxl})`,
  boxSizing: 'border-box',
  backgroundColor: vars.color.neutral.page,
  color: vars.color.neutral.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${popIn} ${vars.motion.normal} ease-out`,
  '@media': noAnimationForReducedMotion,
});

export const size = styleVariants({
  sm: { width: '400px' },
  md: { width: '560px' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xl} 0`,
});

export const headings = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.neutral.textMuted,
});

export const close = style({ marginTop: `calc(-1 * ${vars.space.xs})`, marginRight: `calc(-1 * ${vars.space.sm})` });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.brand.focusRing}` },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
});
