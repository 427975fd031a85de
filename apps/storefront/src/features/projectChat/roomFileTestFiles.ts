/**
 * Room files for tests and stories, made from bytes: the §5 check reads a file's header, so a
 * PNG or GIF header of the right size is all an image needs to be judged.
 */

/** A PNG's signature and IHDR chunk saying `width` × `height` (what the size check reads). */
export function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** A GIF's header saying `width` × `height`. */
export function gifBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(13);
  bytes.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
  const view = new DataView(bytes.buffer);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
  return bytes;
}

export const fileOf = (bytes: BlobPart, name: string, type: string) => new File([bytes], name, { type });
