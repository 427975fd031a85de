import { style } from '@vanilla-extract/css';
import { vars } from '@showroom/ui/tokens';

const wide = 'screen and (min-width: 1025px)';
const narrow = 'screen and (max-width: 768px)';

export const home = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxxl });

export const hero = style({
  display: 'grid',
  // One column that may shrink below its content's widest line (an implicit track would not).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'center',
  // The hero fills the first screen on wide displays, so what follows it loads as it is scrolled to.
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)',
      gap: vars.space.xxxl,
      // A fixed height, not one from the window's: the page must not reflow when a window (or a
      // full-page screenshot) grows taller.
      minHeight: '36rem',
    },
  },
});

export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const eyebrow = style({
  margin: 0,
  color: vars.color.brand.text,
  fontWeight: vars.font.weightBold,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  color: vars.color.neutral.text,
  fontWeight: vars.font.weightBold,
  fontSize: '2.25rem',
  lineHeight: 1.15,
  letterSpacing: '-0.02em',
  maxWidth: '16ch',
  '@media': { [wide]: { fontSize: '3.25rem', lineHeight: 1.1 } },
});

export const lead = style({
  margin: 0,
  maxWidth: '36rem',
  color: vars.color.neutral.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
});

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const heroAside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  alignItems: 'stretch',
  '@media': { [wide]: { alignItems: 'center' } },
});

/** Shown only where the video may play (HERO_VIDEO_QUERY's width); 320 × 200 stays below the heading's area. */
export const videoFrame = style({
  display: 'none',
  '@media': {
    [wide]: {
      display: 'block',
      position: 'relative',
      width: '320px',
      height: '200px',
      borderRadius: vars.radius.lg,
      overflow: 'hidden',
      background: vars.color.brand.subtle,
      boxShadow: vars.shadow.md,
    },
  },
});

export const video = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** Over the video's lower-left corner (the video's own swatches sit in the right one). */
export const videoToggle = style({
  position: 'absolute',
  left: vars.space.sm,
  bottom: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 24 px at least (WCAG 2.5.8); 32 to be easy to hit with a mouse.
  width: '32px',
  height: '32px',
  padding: 0,
  border: `1px solid ${vars.color.neutral.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutral.surface,
  color: vars.color.neutral.text,
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
  ':hover': { background: vars.color.neutral.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.brand.focusRing}`, outlineOffset: '2px' },
});

export const belowTheFold = style({ minHeight: '1px' });

export const sectionsPlaceholder = style({
  // About the height the sections take, so loading them does not move the footer into view.
  minHeight: '2400px',
  '@media': { [narrow]: { minHeight: '3200px' } },
});

export const sectionsError = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.danger.border}`,
  background: vars.color.danger.subtle,
  color: vars.color.danger.text,
});
