import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

/**
 * One grey shape. The fill is mixed from the border and page colours so it shows on the page
 * and on `surface` panels alike; it carries no information, so no contrast rule applies.
 */
export const shape = style({
  display: 'block',
  flexShrink: 0,
  maxWidth: '100%',
  boxSizing: 'border-box',
  backgroundColor: `color-mix(in srgb, ${vars.color.neutral.border} 60%, ${vars.color.neutral.page})`,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': {
    // A still grey block says "not here yet" just as well.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const radius = styleVariants({
  sm: { borderRadius: vars.radius.sm },
  md: { borderRadius: vars.radius.md },
  full: { borderRadius: vars.radius.full },
});

export const variant = styleVariants({
  block: { height: '1rem' },
  circle: { width: '2.5rem', height: '2.5rem' },
  // A line of text: a bar of 0.8em in a 1.5em line box, so it scales with the font it stands in for.
  text: { width: '100%', height: '0.8em', marginBlock: '0.35em' },
});

/**
 * The lines of a text skeleton. A flex column, so the lines' margins add up instead of
 * collapsing: n lines are as tall as n lines of text.
 */
export const lines = style({ display: 'flex', flexDirection: 'column', maxWidth: '100%' });

export const lastLine = style({ width: '60%' });
