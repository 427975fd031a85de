import { type PictureFormat, pictureFormats } from '@showroom/api';
import sharp from 'sharp';
import type { Rgb8Image } from './raster.ts';

/**
 * Encoder settings, part of every picture's address (pictureKeys.ts): changing them changes the
 * bytes, so it must change the address too. AVIF at effort 2 is about five times faster than
 * libvips' default (4) for a few percent more bytes; the whole catalogue is encoded at start-up
 * on 2 cores, so speed wins.
 */
export const ENCODER_SETTINGS = {
  avif: { quality: 52, effort: 2, chromaSubsampling: '4:2:0' },
  webp: { quality: 80, effort: 4, smartSubsample: true },
  jpeg: { quality: 82, mozjpeg: true, progressive: true },
} as const;

// One libvips thread per operation: the server shares two cores with its requests, and jobs run one at a time.
sharp.concurrency(1);
// libvips' operation cache keeps recent images in memory for reuse we never make.
sharp.cache(false);

/** One variant of a picture, resized with Lanczos (libvips' default) and encoded. */
export async function encodeVariant(picture: Rgb8Image, width: number, format: PictureFormat): Promise<Buffer> {
  const image = sharp(picture.pixels, { raw: { width: picture.width, height: picture.height, channels: 3 } });
  const resized = width === picture.width ? image : image.resize({ width });
  if (format === 'avif') return resized.avif(ENCODER_SETTINGS.avif).toBuffer();
  if (format === 'webp') return resized.webp(ENCODER_SETTINGS.webp).toBuffer();
  return resized.jpeg(ENCODER_SETTINGS.jpeg).toBuffer();
}

/** A flat colour image of the variant's exact size, sent while the real one is being made. */
export async function encodePlaceholder(
  colour: string,
  width: number,
  height: number,
  format: PictureFormat,
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  if (format === 'avif') return image.avif({ quality: 30, effort: 0 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 50, effort: 0 }).toBuffer();
  return image.jpeg({ quality: 60 }).toBuffer();
}

export { pictureFormats };
