import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type PictureFormat, pictureExtensions, pictureFormats, uploadPictureWidthsFor } from '@showroom/api';
import { decode as decodeBmp } from 'bmp-ts';
import sharp, { type Sharp } from 'sharp';
import { ENCODER_SETTINGS } from './pictureEncoding.ts';

/** The upload types made into pictures: every raster one §5 accepts. An SVG is shown as it is. */
export type RasterUploadType = 'png' | 'jpeg' | 'gif' | 'bmp';

export function isRasterUpload(type: string): type is RasterUploadType {
  return type === 'png' || type === 'jpeg' || type === 'gif' || type === 'bmp';
}

/** An upload as the pipeline reads it: its key (the random part of its address), type and bytes. */
export interface UploadSource {
  readonly key: string;
  readonly type: RasterUploadType;
  readonly bytes: Uint8Array;
}

/** What the pipeline learns of an upload when it arrives: its upright size and average colour. */
export interface UploadLook {
  readonly width: number;
  readonly height: number;
  /** `#rrggbb`: the colour its box shows while a variant loads. */
  readonly colour: string;
}

/** The same bound as the §5 check's (header dimensions): libvips refuses to decode past it. */
const MAX_INPUT_PIXELS = 8000 * 8000;
const white = { r: 255, g: 255, b: 255 };

/**
 * The upload decoded, upright (EXIF orientation applied) and on white where it was transparent.
 * libvips reads PNG, JPEG and GIF (the first frame); it has no BMP loader, so a BMP is decoded by
 * `bmp-ts` (the decoder Jimp uses) into pixels first. Metadata never reaches an output: sharp
 * writes none unless asked, so a phone photo's location is not passed on.
 */
function decoded(source: Pick<UploadSource, 'type' | 'bytes'>): Sharp {
  if (source.type === 'bmp') {
    const bmp = decodeBmp(Buffer.from(source.bytes), { toRGBA: true });
    // Its fourth channel is not alpha for most BMPs (bmp-ts leaves it 0), and sharp would
    // premultiply by it before resizing: only the colours are passed on.
    const pixels = Buffer.alloc(bmp.width * bmp.height * 3);
    for (let from = 0, to = 0; to < pixels.length; from += 4, to += 3) bmp.data.copy(pixels, to, from, from + 3);
    return sharp(pixels, { raw: { width: bmp.width, height: bmp.height, channels: 3 } });
  }
  return sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
    .autoOrient()
    .flatten({ background: white });
}

const hex2 = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * Reads an upload through: its upright size and average colour. Throws when the bytes do not
 * decode (a file whose header looks right but whose picture is broken): the caller refuses it.
 */
export async function lookOfUpload(source: Pick<UploadSource, 'type' | 'bytes'>): Promise<UploadLook> {
  const { data, info } = await decoded(source).raw().toBuffer({ resolveWithObject: true });
  // Every pixel is read (not a shrink to one pixel, whose filter weighs the centre more), so a
  // truncated file fails here instead of at its first thumbnail.
  const channels = info.channels;
  let red = 0;
  let green = 0;
  let blue = 0;
  for (let i = 0; i < data.length; i += channels) {
    red += data[i] ?? 0;
    green += data[i + 1] ?? 0;
    blue += data[i + 2] ?? 0;
  }
  const pixels = Math.max(1, info.width * info.height);
  const colour = `#${[red, green, blue].map((sum) => hex2(sum / pixels)).join('')}`;
  return { width: info.width, height: info.height, colour };
}

/** One variant of an upload: resized with Lanczos to `width` (never enlarged) and encoded as the catalogue's pictures are. */
export async function encodeUploadVariant(
  source: Pick<UploadSource, 'type' | 'bytes'>,
  width: number,
  format: PictureFormat,
): Promise<Buffer> {
  const resized = decoded(source).resize({ width, withoutEnlargement: true });
  if (format === 'avif') return resized.avif(ENCODER_SETTINGS.avif).toBuffer();
  if (format === 'webp') return resized.webp(ENCODER_SETTINGS.webp).toBuffer();
  return resized.jpeg(ENCODER_SETTINGS.jpeg).toBuffer();
}

interface Logger {
  error(object: object, message: string): void;
}

/**
 * Uploaded pictures, made on disk once per width and format (`{dir}/{key}/{width}.{ext}`) from
 * the original kept in the database, so any process can make them again. An arrival queues all
 * its variants behind each other (one at a time: a core stays free for requests); a request for
 * a variant not made yet makes that one at once and waits for it. Unlike the catalogue's, an
 * upload has few viewers, and its thumbnail takes a few tens of milliseconds.
 */
export interface UploadPictureStore {
  /** The variant's bytes, made now if they are not on disk yet. */
  variant(source: UploadSource, width: number, format: PictureFormat): Promise<Buffer>;
  /** Queues every variant of an upload that just arrived. */
  prepare(source: UploadSource, width: number): void;
  close(): Promise<void>;
}

export function createUploadPictureStore(dir: string, log: Logger): UploadPictureStore {
  const making = new Map<string, Promise<Buffer>>();
  let queue: Promise<void> = Promise.resolve();
  let closed = false;

  const pathOf = (key: string, width: number, format: PictureFormat) =>
    join(dir, key, `${width}.${pictureExtensions[format]}`);

  async function make(source: UploadSource, width: number, format: PictureFormat, path: string): Promise<Buffer> {
    const bytes = await encodeUploadVariant(source, width, format);
    await mkdir(join(dir, source.key), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${path}.${process.pid}.part`;
    await writeFile(partial, bytes);
    await rename(partial, path);
    return bytes;
  }

  function variant(source: UploadSource, width: number, format: PictureFormat): Promise<Buffer> {
    const path = pathOf(source.key, width, format);
    const pending = making.get(path);
    if (pending) return pending;
    // Read, or made when not on disk yet: once, however many requests ask for it meanwhile.
    const found = readFile(path)
      .catch(() => make(source, width, format, path))
      .finally(() => making.delete(path));
    making.set(path, found);
    return found;
  }

  return {
    variant,
    prepare(source, width) {
      queue = queue.then(async () => {
        // Smallest first: the chat shows the thumbnail before anyone opens the picture whole.
        for (const size of uploadPictureWidthsFor(width)) {
          for (const format of pictureFormats) {
            if (closed) return;
            try {
              await variant(source, size, format);
            } catch (error) {
              log.error({ err: error, upload: source.key, width: size, format }, 'upload picture could not be made');
            }
          }
        }
      });
    },
    async close() {
      closed = true;
      await queue;
    },
  };
}
