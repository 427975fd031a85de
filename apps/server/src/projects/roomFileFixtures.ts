import { toRoomFileChunks } from '@showroom/api';
import { crc32, deflateSync } from 'node:zlib';
import { encode as encodeBmp } from 'bmp-ts';
import sharp from 'sharp';

/** Test images built in code, so no binary fixtures live in the repository. */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (one grey, 8-bit greyscale) of the given size: browsers and decoders open it. */
export function pngImage(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter method, no interlace
  const row = Buffer.alloc(width + 1, 0x99);
  row[0] = 0; // filter: none
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a GIF of the given size (the header is all the size check reads). */
export function gifHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(13);
  bytes.write('GIF89a', 0, 'latin1');
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return bytes;
}

/** A baseline JPEG's start: SOI, an APP0 segment, then SOF0 with the size. */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A BMP's file and info headers (BITMAPINFOHEADER); a negative height means rows top-down. */
export function bmpHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(54);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(54, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  return bytes;
}

export function svgImage(attributes: string): Buffer {
  return Buffer.from(
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="10" height="10"/></svg>`,
  );
}

/** An upload's `data`: the bytes in base64, in pieces. */
export const base64Of = (bytes: Uint8Array) => toRoomFileChunks(Buffer.from(bytes).toString('base64'));

/**
 * A real picture encoded by libvips: a warm-to-cool gradient, so a resize has something to
 * keep and an average colour to find. `orientation` writes an EXIF orientation (6: the camera
 * was turned a quarter, so the picture stands upright `height` wide).
 */
export async function rasterImage(
  format: 'png' | 'jpeg' | 'gif',
  width: number,
  height: number,
  options: { orientation?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round(200 - (x / width) * 120);
      pixels[at + 1] = 120;
      pixels[at + 2] = Math.round(60 + (y / height) * 120);
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'gif') return image.gif().toBuffer();
  return image.jpeg({ quality: 80 }).toBuffer();
}

/** A real 24-bit BMP of one colour, encoded by `bmp-ts` (libvips writes no BMP). */
export function bmpImage(width: number, height: number, colour: { r: number; g: number; b: number }): Buffer {
  // bmp-ts takes pixels as ABGR.
  const data = Buffer.alloc(width * height * 4);
  for (let at = 0; at < data.length; at += 4) {
    data[at] = 0xff;
    data[at + 1] = colour.b;
    data[at + 2] = colour.g;
    data[at + 3] = colour.r;
  }
  return encodeBmp({ width, height, data, bitPP: 24 }).data;
}
