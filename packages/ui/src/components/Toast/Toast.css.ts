import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateX(calc(100% + 16px))' },
  to: { opacity: 1, transform: 'translateX(0)' },
});

export const viewport = style({
  position: 'fixed',
  top: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '380px',
  maxWidth: '100%',
  boxSizing: 'border-box',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  '@media': { [media.mobile]: { width: '100%' } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderWidth: '1px 1px 1px 4px',
  borderStyle: 'solid',
  backgroundColor: vars.color.neutral.page,
  color: vars.color.neutral.text,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `${vars.shadow.md}, 0 0 0 2px ${vars.color.brand.focusRing}` },
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ease-out` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

const toneColours = {
  error: vars.color.danger,
  warning: vars.color.warning,
  success: vars.color.success,
  info: vars.color.info,
};

export const tone = styleVariants(toneColours, (colour) => ({
  borderColor: colour.border,
  backgroundColor: colour.subtle,
}));

export const toneIcon = styleVariants(toneColours, (colour) => ({ color: colour.text, marginTop: '2px' }));

export const text = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xxs, paddingTop: '2px' });

export const title = style({ fontWeight: vars.font.weightBold });

export const message = style({ overflowWrap: 'anywhere' });

export const close = style({ marginTop: '-4px' });
