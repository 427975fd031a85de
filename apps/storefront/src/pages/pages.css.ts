import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

export const page = style({
  maxWidth: '40rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontSize: '1.75rem',
  lineHeight: '2.25rem',
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted });

/** The first paragraph under a content page's heading. */
export const introLead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  color: vars.color.neutral.text,
});

export const list = style({ margin: 0, paddingLeft: vars.space.xl, color: vars.color.neutral.text });

export const link = style({ color: vars.color.brand.text });
