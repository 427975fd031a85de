import { type PictureView, pictureViewAspects, pictureViewWidths, pictureViews } from '@showroom/api';

/** The views, their shapes and widths are the contract's (`@showroom/api` pictures); re-exported for the renderer. */
export { pictureViews, type PictureView };
export const viewWidths = pictureViewWidths;

export function heightFor(view: PictureView, width: number): number {
  return Math.round(width * pictureViewAspects[view]);
}

export function largestWidth(view: PictureView): number {
  const widths = pictureViewWidths[view];
  return widths[widths.length - 1] ?? 0;
}
