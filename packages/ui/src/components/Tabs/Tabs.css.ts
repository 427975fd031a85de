import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  // Many tabs (the FAQ has up to seven) scroll sideways on a phone instead of wrapping.
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const listVariant = styleVariants({
  line: { borderBottom: `1px solid ${vars.color.neutral.border}` },
  pill: { padding: vars.space.xs, backgroundColor: vars.color.neutral.surface, borderRadius: vars.radius.md },
});

export const trigger = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  border: 'none',
  background: 'transparent',
  fontFamily: vars.font.body,
  fontWeight: vars.font.weightMedium,
  color: vars.color.neutral.textMuted,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'color, background-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.neutral.text },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.brand.focusRing}` },
    '&[data-disabled]': { color: vars.color.neutral.disabledText, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const triggerSize = styleVariants({
  sm: { height: '2rem', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
  md: { height: '2.5rem', paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
});

export const triggerVariant = styleVariants({
  line: {
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    selectors: {
      '&:hover:not([data-disabled])': { backgroundColor: vars.color.neutral.surface },
      '&:active:not([data-disabled])': { backgroundColor: vars.color.neutral.surfaceHover },
      '&[data-state="active"]': { color: vars.color.brand.text },
      // The selected marker is a 3 px brand bar: brand parts keep 3:1 against the page.
      '&[data-state="active"]::after': {
        content: '""',
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: '-1px',
        height: '3px',
        borderRadius: '3px 3px 0 0',
        backgroundColor: vars.color.brand.solid,
      },
    },
  },
  pill: {
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover:not([data-disabled])': { backgroundColor: vars.color.neutral.surfaceHover },
      '&:active:not([data-disabled])': { backgroundColor: vars.color.neutral.border },
      '&[data-state="active"]': {
        backgroundColor: vars.color.brand.solid,
        color: vars.color.brand.textOnSolid,
      },
      '&[data-state="active"]:hover': {
        backgroundColor: vars.color.brand.solidHover,
        color: vars.color.brand.textOnSolid,
      },
    },
  },
});

export const panel = style({
  paddingTop: vars.space.lg,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.brand.focusRing}`, borderRadius: vars.radius.sm },
  },
});
