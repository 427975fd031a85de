import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  // A ring of page colour keeps the badge legible where it overlaps an icon.
  boxShadow: `0 0 0 2px ${vars.color.neutral.page}`,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.textOnSolid,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const danger = style({ backgroundColor: vars.color.danger.solid, color: vars.color.danger.textOnSolid });

/**
 * On the icon's top-right corner, overlapping it by a few pixels only and growing outwards
 * ('99+'): a small icon (a 16 px cart in a header button) stays recognisable under it.
 */
export const overlapping = style({
  position: 'absolute',
  bottom: 'calc(100% - 0.625rem)',
  left: 'calc(100% - 0.375rem)',
});
