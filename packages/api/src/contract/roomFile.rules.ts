import { projectToolMessages, roomFileExtensions, roomFileRule } from './projects.rules.ts';

/**
 * The §5 image rule for room files, checked on the bytes (the server and the mocks use this
 * one function, so they refuse the same files with the same message). A browser measures an
 * image by decoding it; here the dimensions are read from the file's header, which needs no
 * DOM and no image library: PNG, GIF, BMP and JPEG keep them at known places, an SVG in its
 * root element's width/height (or viewBox).
 */

export type RoomFileType = 'png' | 'jpeg' | 'gif' | 'bmp' | 'svg';

export const roomFileContentTypes: Readonly<Record<RoomFileType, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

/** The type a file name promises, by its extension (§5: jpg, jpeg, png, svg, bmp, gif), else null. */
export function roomFileTypeOfName(name: string): RoomFileType | null {
  const dot = name.lastIndexOf('.');
  if (dot === -1) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  if (!(roomFileExtensions as readonly string[]).includes(extension)) return null;
  return extension === 'jpg' ? 'jpeg' : (extension as RoomFileType);
}

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;
const dataUrlPrefix = /^data:[a-z0-9.+/-]*(;[a-z0-9=.+-]+)*;base64,/i;

/** The bytes of an upload's base64 text or pieces of it (a `data:…;base64,` prefix allowed), or null when it is not base64. */
export function decodeRoomFileData(data: string | readonly string[]): Uint8Array | null {
  const text = (typeof data === 'string' ? data : data.join('')).replace(dataUrlPrefix, '');
  if (text.length === 0 || text.length % 4 !== 0 || !base64Pattern.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface ImageHeader {
  type: RoomFileType;
  /** Null when the file does not say (an SVG without width, height or viewBox). */
  width: number | null;
  height: number | null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const i32le = (b: Uint8Array, i: number) =>
  (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16) | ((b[i + 3] ?? 0) << 24);

function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 3 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan data before any frame header
    const length = u16be(bytes, i + 2);
    if (length < 2) return null;
    // SOF0–SOF15 carry the frame size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > bytes.length) return null;
      return { height: u16be(bytes, i + 5), width: u16be(bytes, i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** An SVG length in user units (px or none), else null (%, em, … cannot be known without a page). */
function svgLength(value: string | undefined): number | null {
  const match = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(value ?? '');
  return match ? Number(match[1]) : null;
}

function svgSize(bytes: Uint8Array): { width: number | null; height: number | null } | null {
  // Only the start matters: the root element comes before any content.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  const root = /<svg\b([^>]*)>/i.exec(text);
  if (!root) return null;
  const before = text.slice(0, root.index);
  // Only a prolog (XML declaration, comments, doctype) may come before the root element.
  if (/<(?!\?xml|!--|!doctype)/i.test(before.replace(/<!--[\s\S]*?-->/g, ''))) return null;
  const attributes = new Map<string, string>();
  for (const [, name, , quoted, bare] of (root[1] ?? '').matchAll(/([a-zA-Z:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    if (name) attributes.set(name.toLowerCase(), quoted ?? bare ?? '');
  }
  let width = svgLength(attributes.get('width'));
  let height = svgLength(attributes.get('height'));
  const viewBox = (attributes.get('viewbox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox.length === 4 && viewBox.every(Number.isFinite)) {
    width ??= viewBox[2] ?? null;
    height ??= viewBox[3] ?? null;
  }
  return { width, height };
}

/** What the bytes are (by their signature, not their name) and how large the image is, or null. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    // IHDR is the first chunk: width and height at 16 and 20.
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return { type: 'png', width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    if (bytes.length < 10) return null;
    return { type: 'gif', width: u16le(bytes, 6), height: u16le(bytes, 8) };
  }
  if (startsWith(bytes, [0x42, 0x4d])) {
    if (bytes.length < 26) return null;
    const headerSize = i32le(bytes, 14);
    // The old OS/2 header keeps 16-bit sizes; the others 32-bit, the height negative for top-down rows.
    if (headerSize === 12) return { type: 'bmp', width: u16le(bytes, 18), height: u16le(bytes, 20) };
    if (headerSize < 40) return null;
    return { type: 'bmp', width: Math.abs(i32le(bytes, 18)), height: Math.abs(i32le(bytes, 22)) };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(bytes);
    return size ? { type: 'jpeg', ...size } : null;
  }
  const svg = svgSize(bytes);
  return svg ? { type: 'svg', ...svg } : null;
}

export type RoomFileVerdict =
  | {
      readonly ok: true;
      readonly type: RoomFileType;
      readonly bytes: Uint8Array;
      readonly width: number;
      readonly height: number;
    }
  | { readonly ok: false; readonly message: string };

/**
 * §5 for a room file: a name ending in an accepted extension, at most `roomFileRule.maxBytes`,
 * bytes that are that kind of image, at least `roomFileRule.width` × `height` pixels. The first
 * rule broken gives the message.
 */
export function checkRoomFile(upload: { name: string; data: string | readonly string[] }): RoomFileVerdict {
  const promised = roomFileTypeOfName(upload.name.trim());
  if (promised === null) return { ok: false, message: projectToolMessages.roomFileType };
  const bytes = decodeRoomFileData(upload.data);
  if (bytes === null || bytes.length === 0) return { ok: false, message: projectToolMessages.roomFileNotImage };
  if (bytes.length > roomFileRule.maxBytes) return { ok: false, message: projectToolMessages.roomFileTooLarge };
  const header = readImageHeader(bytes);
  if (header === null || header.type !== promised) return { ok: false, message: projectToolMessages.roomFileNotImage };
  const { width, height } = header;
  if (width === null || height === null || width < roomFileRule.width || height < roomFileRule.height) {
    return { ok: false, message: projectToolMessages.roomFileDimensions };
  }
  if (header.type !== 'svg' && (width > roomFileRule.maxSide || height > roomFileRule.maxSide)) {
    return { ok: false, message: projectToolMessages.roomFileTooLargeInPixels };
  }
  return { ok: true, type: header.type, bytes, width, height };
}
