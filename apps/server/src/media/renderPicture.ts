import { finishOf } from './finishes.ts';
import { fallbackFamily, isSurfaceFamily, materialFamilyOf, type MaterialFamily } from './materialFamilies.ts';
import { seedOf } from './noise.ts';
import { type PictureSubject } from './pictureSubject.ts';
import { type PictureView, heightFor } from './pictureViews.ts';
import { type Raster } from './raster.ts';
import { objectView } from './studio/objectViews.ts';
import { flatView, roomView } from './surfaceViews.ts';
import { surfaceFor } from './surfaces/surfaces.ts';

/**
 * Bump when a change to the renderer changes pictures: it is part of every picture's address,
 * so browsers and the disk cache never keep an old picture under a new look.
 */
export const RENDERER_VERSION = 2;

/** The seed of a product's pictures: its identity, so the same product always paints the same. */
export function pictureSeed(subject: PictureSubject): number {
  return seedOf(`${subject.id}:${subject.hash}`);
}

export function familyFor(subject: PictureSubject): MaterialFamily {
  return materialFamilyOf(subject) ?? fallbackFamily;
}

/** Paints one view of a product at `width` pixels (height from the view's shape). */
export function renderPicture(subject: PictureSubject, view: PictureView, width: number): Raster {
  const height = heightFor(view, width);
  const family = familyFor(subject);
  const look = finishOf(subject);
  const seed = pictureSeed(subject);
  if (isSurfaceFamily(family)) {
    const surface = surfaceFor(family, subject, look, seed);
    if (view === 'room') return roomView(surface, width, height);
    return flatView(surface, width, height, view === 'swatch' ? surface.swatchSpan : surface.closeupSpan, seed);
  }
  return objectView(family, subject, look, view, width, height, seed);
}
