import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: '1.75rem',
  lineHeight: '2.25rem',
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
  overflowWrap: 'anywhere',
});

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted });
