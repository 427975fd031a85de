import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});
