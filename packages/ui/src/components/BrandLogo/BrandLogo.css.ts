import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', verticalAlign: 'middle' });

export const size = styleVariants({
  sm: { height: '1.5rem', fontSize: vars.fontSize.md },
  md: { height: '2rem', fontSize: vars.fontSize.xl },
  lg: { height: '3rem', fontSize: vars.fontSize.xxl },
});

export const image = style({
  display: 'block',
  height: '100%',
  width: 'auto',
  maxWidth: '12rem',
  objectFit: 'contain',
});

export const wordmark = style({
  fontFamily: vars.font.body,
  fontWeight: vars.font.weightBold,
  letterSpacing: '-0.02em',
  color: vars.color.brand.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
