import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PictureView, pictureExtensions, pictureFormats, pictureViews } from '@showroom/api';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pictureKey } from './pictureKeys.ts';
import type { PicturePainter } from './picturePainter.ts';
import { type PictureStore, createPictureStore } from './pictureStore.ts';
import type { PictureSubject } from './pictureSubject.ts';
import { viewWidths } from './pictureViews.ts';
import { demoSubjects } from './testSubjects.ts';

/**
 * A painter that paints flat grey at the asked size and notes what it was asked, so the store's
 * queueing, skipping and writing are tested without the renderer's seconds per view.
 */
function recordingPainter(): PicturePainter & { painted: string[] } {
  const painted: string[] = [];
  return {
    painted,
    async paint(subject, view, width) {
      painted.push(`${subject.id}/${view}`);
      const height = Math.round((width * (view === 'swatch' ? 4 : 3)) / 4);
      return { width, height, pixels: new Uint8Array(width * height * 3).fill(128) };
    },
    async close() {},
  };
}

const silent = { info() {}, error() {} };
const [first, second] = demoSubjects();
const subjects = (): [PictureSubject, PictureSubject] => {
  if (!first || !second) throw new Error('no demo products');
  return [first, second];
};

let dir: string;
let store: PictureStore | null = null;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'picture-store-'));
});
afterEach(async () => {
  await store?.close();
  store = null;
  await rm(dir, { recursive: true, force: true });
});

const variantFiles = (view: PictureView) =>
  viewWidths[view].flatMap((width) => pictureFormats.map((format) => `${view}-${width}.${pictureExtensions[format]}`));

describe('the picture store', () => {
  it('warming makes every view of every product at every width and format, swatches first', async () => {
    const painter = recordingPainter();
    store = createPictureStore(dir, silent, painter);
    const [a, b] = subjects();
    store.warm([a, b]);
    await store.idle();
    expect(painter.painted).toEqual(pictureViews.flatMap((view) => [`${a.id}/${view}`, `${b.id}/${view}`]));
    for (const subject of [a, b]) {
      const files = await readdir(join(dir, pictureKey(subject)));
      expect(files.sort()).toEqual(pictureViews.flatMap(variantFiles).sort());
    }
    expect(store.stats()).toMatchObject({
      viewsMade: 2 * pictureViews.length,
      variantsWritten: 2 * pictureViews.flatMap(variantFiles).length,
      queued: 0,
    });
    const swatch = await store.read(pictureKey(a), 'swatch', 160, 'webp');
    expect(await sharp(swatch ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format: 'webp',
      width: 160,
      height: 160,
    });
  });

  it('makes nothing twice: a second warm-up, even by a new store on the same folder, paints nothing', async () => {
    const [a] = subjects();
    store = createPictureStore(dir, silent, recordingPainter());
    store.warm([a]);
    await store.idle();
    await store.close();
    const painter = recordingPainter();
    store = createPictureStore(dir, silent, painter);
    store.warm([a]);
    await store.idle();
    expect(painter.painted).toEqual([]);
  });

  it('a picture a browser asks for is made before the rest of the warm-up', async () => {
    const painter = recordingPainter();
    store = createPictureStore(dir, silent, painter);
    const [a, b] = subjects();
    store.warm([a, b]);
    store.request(b, 'room');
    await store.idle();
    // The first job had started before the request; the requested view comes right after it.
    expect(painter.painted.slice(0, 2)).toEqual([`${a.id}/swatch`, `${b.id}/room`]);
    expect(painter.painted).toHaveLength(2 * pictureViews.length);
  });
});
