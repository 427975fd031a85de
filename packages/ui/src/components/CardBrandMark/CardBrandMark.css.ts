import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const base = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

/** Widths at the 38 × 24 aspect ratio of card marks. */
export const size = styleVariants({
  sm: { width: '32px', height: '20px' },
  md: { width: '38px', height: '24px' },
  lg: { width: '50px', height: '32px' },
});

export const genericCard = style({ fill: vars.color.neutral.surface, stroke: vars.color.neutral.borderStrong });
export const genericDetail = style({ fill: vars.color.neutral.textMuted });
