import { z } from 'zod';
import { named } from '../registry.ts';
import { hexColorSchema, mediaPathSchema } from '../vocabulary.ts';

/**
 * Raster pictures of products, made by the server from each product's own attributes. One
 * picture is one view (a square swatch, a 4:3 close-up, a 4:3 in-room view) encoded in three
 * formats at a few widths, each at a content-hashed address that never changes its bytes
 * (cache it forever). Shaped for `<picture>`: one `<source type srcset>` per entry of
 * `sources`, `src` for the `<img>`, `width` × `height` for its size before it loads and
 * `placeholder` as its background meanwhile.
 */
export const pictureViews = ['swatch', 'closeup', 'room'] as const;
export type PictureView = (typeof pictureViews)[number];

/** Best first: a browser takes the first `<source>` it can show. */
export const pictureFormats = ['avif', 'webp', 'jpeg'] as const;
export type PictureFormat = (typeof pictureFormats)[number];

export const pictureMimeTypes = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
} as const satisfies Record<PictureFormat, string>;

/** The file extension of each format in a picture's address. */
export const pictureExtensions = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const satisfies Record<
  PictureFormat,
  string
>;

/** Height over width of each view. */
export const pictureViewAspects: Readonly<Record<PictureView, number>> = { swatch: 1, closeup: 3 / 4, room: 3 / 4 };

/**
 * The widths each view is made at, smallest first: swatches for cards (a phone's two-column
 * grid at 2× up to a desktop card at 2×), the gallery views up to a 600 px column at 2×.
 */
export const pictureViewWidths: Readonly<Record<PictureView, readonly number[]>> = {
  swatch: [160, 320, 640],
  closeup: [400, 800, 1200],
  room: [400, 800, 1200],
};

export const pictureSourceSchema = named(
  'PictureSource',
  z.object({
    type: z.enum([pictureMimeTypes.avif, pictureMimeTypes.webp, pictureMimeTypes.jpeg]),
    /** `srcset` syntax: `/media/pictures/…/swatch-160.avif 160w, …`, every width of `widths`. */
    srcset: z.string().min(1),
  }),
);
export type PictureSource = z.infer<typeof pictureSourceSchema>;

export const pictureSchema = named(
  'Picture',
  z.object({
    view: z.enum(pictureViews),
    /** Describes the picture for people who cannot see it: the product and what is shown. */
    alt: z.string(),
    /** The largest variant's size; every variant has this aspect ratio. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** The picture's average colour, for the space it fills while loading. */
    placeholder: hexColorSchema,
    /** The JPEG at the middle width, for an `<img>` without `<source>`s. */
    src: mediaPathSchema,
    widths: z.array(z.number().int().positive()).min(1),
    /** One entry per format, best first (AVIF, WebP, JPEG). */
    sources: z.array(pictureSourceSchema).length(pictureFormats.length),
    /**
     * Inches of material the picture shows across, for a surface's swatch and close-up (a tile,
     * plank or slab seen from above): a 3D scene repeats it at true scale. Absent for objects,
     * in-room views and servers that predate it.
     */
    span_in: z.number().positive().optional(),
  }),
);
export type Picture = z.infer<typeof pictureSchema>;

/** The address of one variant: `/media/pictures/{key}/{view}-{width}.{ext}`. */
export function picturePath(key: string, view: PictureView, width: number, format: PictureFormat): string {
  return `/media/pictures/${key}/${view}-${width}.${pictureExtensions[format]}`;
}

/** Keys are lower-case letters, digits and dashes, so they fit `mediaPathSchema`. */
export const pictureKeyPattern = /^[a-z0-9-]{1,80}$/;

/**
 * The picture record of one view, from its key: what the server and the mocks both answer,
 * so their addresses have one shape.
 */
export function describePicture(key: string, view: PictureView, alt: string, placeholder: string): Picture {
  const widths = pictureViewWidths[view];
  const largest = widths[widths.length - 1] ?? 0;
  const middle = widths[Math.floor(widths.length / 2)] ?? largest;
  return {
    view,
    alt,
    width: largest,
    height: Math.round(largest * pictureViewAspects[view]),
    placeholder,
    src: picturePath(key, view, middle, 'jpeg'),
    widths: [...widths],
    sources: pictureFormats.map((format) => ({
      type: pictureMimeTypes[format],
      srcset: widths.map((width) => `${picturePath(key, view, width, format)} ${width}w`).join(', '),
    })),
  };
}

/**
 * An uploaded picture (a room file) is made at these widths, each at most the upload's own
 * width: a chat thumbnail at 1× and 2× (192 px wide on screen) and the picture opened whole.
 * Its aspect ratio is its own, never cropped.
 */
export const uploadPictureWidths = [192, 384, 768, 1536] as const;

/** The widths an upload `width` pixels wide is made at: the listed ones below it, and its own width capped at the largest. */
export function uploadPictureWidthsFor(width: number): number[] {
  const largest = uploadPictureWidths[uploadPictureWidths.length - 1] ?? width;
  const top = Math.min(Math.max(1, Math.floor(width)), largest);
  return [...uploadPictureWidths.filter((candidate) => candidate < top), top];
}

/** The address of one variant of an upload: `/media/room-files/{key}/{width}.{ext}`; the key is the upload's own random one. */
export function uploadPicturePath(key: string, width: number, format: PictureFormat): string {
  return `/media/room-files/${key}/${width}.${pictureExtensions[format]}`;
}

/**
 * The picture record of an upload `width` × `height` pixels (upright): what the server answers
 * for a raster room file. Labelled the `room` view: it is a picture of the customer's room.
 */
export function describeUploadPicture(
  key: string,
  size: { width: number; height: number },
  alt: string,
  placeholder: string,
): Picture {
  const widths = uploadPictureWidthsFor(size.width);
  const largest = widths[widths.length - 1] ?? size.width;
  const middle = widths[Math.floor(widths.length / 2)] ?? largest;
  return {
    view: 'room',
    alt,
    width: largest,
    height: Math.max(1, Math.round((largest * size.height) / size.width)),
    placeholder,
    src: uploadPicturePath(key, middle, 'jpeg'),
    widths,
    sources: pictureFormats.map((format) => ({
      type: pictureMimeTypes[format],
      srcset: widths.map((width) => `${uploadPicturePath(key, width, format)} ${width}w`).join(', '),
    })),
  };
}

/** The address of a picture's largest variant in a format (JPEG: every browser and mail client opens it). */
export function largestPictureAddress(picture: Picture, format: PictureFormat = 'jpeg'): string {
  const srcset = picture.sources.find((source) => source.type === pictureMimeTypes[format])?.srcset ?? '';
  return srcset.split(', ').at(-1)?.split(' ')[0] || picture.src;
}
