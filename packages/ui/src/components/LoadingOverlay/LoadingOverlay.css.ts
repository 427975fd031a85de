import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = style({ position: 'relative' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  borderRadius: 'inherit',
  // The page colour, mostly opaque: the content behind is dimmed, the message stays legible.
  backgroundColor: `color-mix(in srgb, ${vars.color.neutral.page} 78%, transparent)`,
  color: vars.color.neutral.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.font.weightMedium,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
