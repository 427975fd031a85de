import { style } from '@vanilla-extract/css';

/** The scene's background: the page's room panel, so the canvas has no seam before it draws. */
export const sceneBackground = '#f4f1ec';

/** Fills the box the page gives it; the canvas takes every touch gesture (orbit, pinch) for itself. */
export const scene = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  minHeight: '12rem',
  overflow: 'hidden',
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  background: sceneBackground,
  borderRadius: 'inherit',
  selectors: {
    '&[data-hover="true"]': { cursor: 'pointer' },
  },
});
