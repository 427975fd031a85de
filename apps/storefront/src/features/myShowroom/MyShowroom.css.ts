import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

/** The facts beside the QR code; stacked on a phone, the code under them. */
export const overview = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const showroomId = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.08em',
  color: vars.color.neutral.text,
});

export const linkRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const link = style({ color: vars.color.brand.text, overflowWrap: 'anywhere' });

export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const qrCode = style({
  width: '10rem',
  height: '10rem',
  display: 'block',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.neutral.border}`,
});

export const caption = style({
  maxWidth: '12rem',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.neutral.textMuted,
});

export const branding = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const swatch = style({
  width: '2rem',
  height: '2rem',
  flex: 'none',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.neutral.border}`,
});

export const logo = style({ height: '2rem', width: 'auto', maxWidth: '8rem', objectFit: 'contain' });

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const example = style({ margin: 0, color: vars.color.neutral.text });
