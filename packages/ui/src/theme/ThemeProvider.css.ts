import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

export const themeRoot = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.neutral.text,
  WebkitFontSmoothing: 'antialiased',
});
