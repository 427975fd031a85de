import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  verticalAlign: 'middle',
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    // A still three-quarter ring still says "busy" to those who asked for no motion.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
  md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
  lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
});

export const tone = styleVariants({
  inherit: { color: 'inherit' },
  brand: { color: vars.color.brand.solid },
  muted: { color: vars.color.neutral.borderStrong },
});
