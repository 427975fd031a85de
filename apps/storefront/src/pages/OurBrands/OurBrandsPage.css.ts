import { style } from '@vanilla-extract/css';
import { media } from '@showroom/ui';
import { vars } from '@showroom/ui/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '44rem' });

export { pageTitle as heading } from '../pageTitle.css.ts';

export const lead = style({ margin: 0, color: vars.color.neutral.textMuted, fontSize: vars.fontSize.lg });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.md } },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surface,
});

export const logo = style({
  display: 'block',
  width: '100%',
  maxWidth: '15rem',
  height: 'auto',
  aspectRatio: '3 / 1',
  borderRadius: vars.radius.md,
  background: vars.color.neutral.surfaceHover,
});

export const brandName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.neutral.text,
});

export const speciality = style({ margin: 0, color: vars.color.neutral.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.subtle,
  border: `1px solid ${vars.color.brand.border}`,
});

export const actionsText = style({ margin: 0, flex: '1 1 18rem', color: vars.color.neutral.text });
