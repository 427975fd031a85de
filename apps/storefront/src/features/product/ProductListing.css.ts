import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

export const listing = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '4px' } },
});

export const count = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.sm });

export const pagination = style({ alignSelf: 'center' });
