import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space.xxs,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  selectors: {
    // A chevron between levels, not read out (it is drawn, not written).
    '& + &::before': {
      content: '""',
      width: '0.4em',
      height: '0.4em',
      margin: `0 ${vars.space.sm}`,
      borderTop: `1.5px solid ${vars.color.neutral.textMuted}`,
      borderRight: `1.5px solid ${vars.color.neutral.textMuted}`,
      transform: 'rotate(45deg)',
      flex: 'none',
    },
  },
});

export const link = style({
  color: vars.color.brand.text,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
  },
});

export const current = style({
  color: vars.color.neutral.text,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});
