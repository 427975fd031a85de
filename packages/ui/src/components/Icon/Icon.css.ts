import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const base = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
});

/** Icon colours; `inherit` follows the surrounding text, the rest come from the theme. */
export const tone = styleVariants({
  inherit: { color: 'currentColor' },
  muted: { color: vars.color.neutral.textMuted },
  brand: { color: vars.color.brand.text },
  danger: { color: vars.color.danger.text },
  warning: { color: vars.color.warning.text },
  success: { color: vars.color.success.text },
  info: { color: vars.color.info.text },
});
