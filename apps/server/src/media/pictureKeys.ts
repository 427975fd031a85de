import { createHash } from 'node:crypto';
import { type Picture, describePicture, pictureViews, type PictureView } from '@showroom/api';
import { type Rgb, hex, mix, toHex } from './colour.ts';
import { finishOf } from './finishes.ts';
import { isSurfaceFamily } from './materialFamilies.ts';
import { ENCODER_SETTINGS } from './pictureEncoding.ts';
import type { PictureSubject } from './pictureSubject.ts';
import { RENDERER_VERSION, familyFor, pictureSeed } from './renderPicture.ts';
import { surfaceFor } from './surfaces/surfaces.ts';

/**
 * A picture's address key: the product id and a digest of everything its bytes depend on (the
 * subject's attributes, the renderer's version, the encoder settings). Rendering is
 * deterministic, so the key names the bytes as a content hash would, and it is known before the
 * picture is made: API answers carry addresses at once, and an address is cacheable forever.
 */
export function pictureKey(subject: PictureSubject): string {
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        RENDERER_VERSION,
        ENCODER_SETTINGS,
        subject.id,
        subject.hash,
        subject.name,
        subject.brand,
        subject.category,
        subject.topCategory,
        subject.widthSize,
        subject.lengthSize,
        subject.heightSize,
        subject.pattern,
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  return `p${subject.id}-${digest}`;
}

/** The product id a key names, or null for a malformed key. */
export function productIdOfKey(key: string): number | null {
  const match = /^p(\d{1,9})-[0-9a-f]{16}$/.exec(key);
  return match ? Number(match[1]) : null;
}

const studioGrey: Rgb = hex('#e6e5e1');

/**
 * The colour a picture shows on average, known without painting it: a surface's is its finish;
 * a studio picture is mostly the studio's pale grey with the object's colour in it.
 */
export function placeholderColour(subject: PictureSubject): string {
  const look = finishOf(subject);
  return toHex(isSurfaceFamily(familyFor(subject)) ? look.base : mix(studioGrey, look.base, 0.22));
}

const viewNames: Readonly<Record<PictureView, string>> = {
  swatch: 'swatch',
  closeup: 'close-up',
  room: 'in a room',
};

/**
 * Inches of material a surface's swatch or close-up shows across (the renderer's own span), so a
 * 3D scene repeats it at true scale; none for objects and in-room views.
 */
export function pictureSpan(subject: PictureSubject, view: PictureView): number | null {
  const family = familyFor(subject);
  if (view === 'room' || !isSurfaceFamily(family)) return null;
  const surface = surfaceFor(family, subject, finishOf(subject), pictureSeed(subject));
  return Math.round((view === 'swatch' ? surface.swatchSpan : surface.closeupSpan) * 100) / 100;
}

export function describeProductPicture(subject: PictureSubject, view: PictureView, key = pictureKey(subject)): Picture {
  const picture = describePicture(key, view, `${subject.name}, ${viewNames[view]}`, placeholderColour(subject));
  const span = pictureSpan(subject, view);
  return span === null ? picture : { ...picture, span_in: span };
}

/** The product page's gallery: swatch, close-up, in-room view. */
export function describeGallery(subject: PictureSubject): Picture[] {
  const key = pictureKey(subject);
  return pictureViews.map((view) => describeProductPicture(subject, view, key));
}
