// The root package does not depend on the workspace packages, so the modules are imported by path.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pictureMimeTypes, type PictureFormat, type PictureView } from '../packages/api/src/contract/index.ts';
import { encodeVariant } from '../apps/server/src/media/pictureEncoding.ts';
import { toRgb8Image } from '../apps/server/src/media/raster.ts';
import { RENDERER_VERSION, renderPicture } from '../apps/server/src/media/renderPicture.ts';
import { demoSubjects } from '../apps/server/src/media/testSubjects.ts';

/** The mocks' picture addresses: `/media/pictures/demo-{product id}/{view}-{width}.{ext}`. */
const mockPicturePath = /^\/media\/pictures\/demo-(\d{1,7})\/(swatch|closeup|room)-(\d{2,4})\.(avif|webp|jpg)$/;

const subjects = new Map(demoSubjects().map((subject) => [subject.id, subject]));
/** Made once per address and run, and kept between runs (git-ignored, keyed by the renderer's version). */
const cacheDir = join(import.meta.dirname, '../node_modules/.cache/showroom-story-pictures');
const made = new Map<string, Promise<Buffer>>();

async function make(id: number, view: PictureView, width: number, format: PictureFormat): Promise<Buffer> {
  const subject = subjects.get(id);
  if (!subject) throw new Error(`no demo product ${id}`);
  const name = createHash('sha256')
    .update(JSON.stringify([RENDERER_VERSION, subject, view, width, format]))
    .digest('hex')
    .slice(0, 24);
  const file = join(cacheDir, `${name}.${format}`);
  try {
    return await readFile(file);
  } catch {
    // Painted at the width asked for (the server paints the largest once and scales down: the
    // same look, a little softer), encoded with the server's settings.
    const bytes = await encodeVariant(toRgb8Image(renderPicture(subject, view, width)), width, format);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(file, bytes);
    return bytes;
  }
}

/**
 * The bytes for a mock picture address: the server's own renderer painting the demo product the
 * address names, so stories show the materials a shopper sees. Null for any other address, or
 * a product the demo catalogue does not have (a story's own made-up product: its picture fails
 * and shows its placeholder colour, as a missing picture does in the store).
 */
export function storyPicture(path: string): { type: string; bytes: Promise<Buffer> } | null {
  const match = mockPicturePath.exec(path);
  if (!match) return null;
  const id = Number(match[1]);
  if (!subjects.has(id)) return null;
  const view = match[2] as PictureView;
  const width = Number(match[3]);
  const format: PictureFormat = match[4] === 'jpg' ? 'jpeg' : (match[4] as PictureFormat);
  let bytes = made.get(path);
  if (!bytes) {
    bytes = make(id, view, width, format);
    made.set(path, bytes);
  }
  return { type: pictureMimeTypes[format], bytes };
}
