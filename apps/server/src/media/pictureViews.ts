/**
 * The pictures each product has, and their shapes. The swatch is square (cards, swatch
 * pickers); the close-up and the in-room view are 4:3 (the product page's gallery).
 */
export const pictureViews = ['swatch', 'closeup', 'room'] as const;
export type PictureView = (typeof pictureViews)[number];

/** Height over width of each view. */
export const viewAspect: Readonly<Record<PictureView, number>> = { swatch: 1, closeup: 3 / 4, room: 3 / 4 };

/**
 * The widths each view is encoded at, smallest first: the swatch for cards from a phone's
 * two-column grid (2× of 160 CSS px) to a desktop's; the gallery views up to a 2× 600 px
 * column. The largest is also the size the renderer paints at.
 */
export const viewWidths: Readonly<Record<PictureView, readonly number[]>> = {
  swatch: [160, 320, 640],
  closeup: [400, 800, 1200],
  room: [400, 800, 1200],
};

export function heightFor(view: PictureView, width: number): number {
  return Math.round(width * viewAspect[view]);
}
