import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Creeps towards 90 % while loading: never full until the work really is done. */
const creep = keyframes({ from: { transform: 'scaleX(0.05)' }, to: { transform: 'scaleX(0.9)' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.progress,
  // SPEC §9: 3 px high.
  height: '3px',
  transformOrigin: 'left center',
  pointerEvents: 'none',
  selectors: {
    // Without motion the bar stands still at a fixed share: it still says "busy".
    '&[data-state="loading"]': { transform: 'scaleX(0.6)' },
    '&[data-state="finished"], &[data-state="failed"]': { transform: 'scaleX(1)' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${vars.motion.normal} ease-out`,
      selectors: {
        '&[data-state="loading"]': { animation: `${creep} 8s cubic-bezier(0.1, 0.6, 0.3, 1) forwards` },
        '&[data-state="finished"]': { animation: `${fadeOut} ${vars.motion.slow} ease-in 200ms forwards` },
      },
    },
  },
});

/** SPEC §9: green by default; `brand` follows the shop colour. Failure is always danger red. */
export const tone = styleVariants({
  success: { backgroundColor: vars.color.success.solid },
  brand: { backgroundColor: vars.color.brand.solid },
});

export const failed = style({ backgroundColor: `${vars.color.danger.solid} !important` });
