import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Modal surfaces animate in, unless the person asked for less motion. */
export const noAnimationForReducedMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed backdrop behind Dialog and Drawer. */
export const modalOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
  '@media': noAnimationForReducedMotion,
});
