import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { noAnimationForReducedMotion } from '../../internal/modalOverlay.css.ts';
import { vars } from '../../theme/contract.css.ts';

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const content = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: '320px',
  maxWidth: `calc(100% - ${vars.space.xxxl})`,
  boxSizing: 'border-box',
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': noAnimationForReducedMotion,
});

export const side = styleVariants({
  left: { left: 0, animation: `${slideFromLeft} ${vars.motion.slow} ease-out` },
  right: { right: 0, animation: `${slideFromRight} ${vars.motion.slow} ease-out` },
});

/**
 * `dark` is the mobile menu's look (SPEC §2). Its focus ring is re-assigned to the light text
 * colour: a brand ring on a near-black surface may not reach 3:1, the page colour always does.
 */
export const tone = styleVariants({
  light: { backgroundColor: vars.color.neutral.page, color: vars.color.neutral.text },
  dark: {
    backgroundColor: vars.color.neutral.text,
    color: vars.color.neutral.page,
    vars: { [vars.color.brand.focusRing]: vars.color.neutral.page },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '3.5rem',
  padding: `0 ${vars.space.sm} 0 ${vars.space.lg}`,
  borderBottom: '1px solid color-mix(in srgb, currentColor 18%, transparent)',
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const body = style({ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', padding: vars.space.lg });
