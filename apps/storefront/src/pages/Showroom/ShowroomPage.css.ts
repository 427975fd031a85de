import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

export const noShowroom = style({
  maxWidth: '40rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontSize: '1.75rem',
  lineHeight: '2.25rem',
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted });
