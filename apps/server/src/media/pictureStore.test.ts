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
function recordingPainter(): PicturePainter & { painted: string[]; whenPainted(count: number): Promise<void> } {
  const painted: string[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  return {
    painted,
    async paint(subject, view, width) {
      painted.push(`${subject.id}/${view}`);
      for (const waiter of waiters) if (painted.length >= waiter.count) waiter.resolve();
      const height = Math.round((width * (view === 'swatch' ? 4 : 3)) / 4);
      return { width, height, pixels: new Uint8Array(width * height * 3).fill(128) };
    },
    whenPainted: (count) =>
      painted.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve })),
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
  // Each view written is nine encodings (AVIF among them): the tests make as few as they can.
  it('warming makes every view at every width and format, swatches first, and never twice', async () => {
    const painter = recordingPainter();
    store = createPictureStore(dir, silent, painter);
    const [a] = subjects();
    store.warm([a]);
    await store.idle();
    expect(painter.painted).toEqual(pictureViews.map((view) => `${a.id}/${view}`));
    const files = await readdir(join(dir, pictureKey(a)));
    expect(files.sort()).toEqual(pictureViews.flatMap(variantFiles).sort());
    expect(store.stats()).toMatchObject({
      viewsMade: pictureViews.length,
      variantsWritten: pictureViews.flatMap(variantFiles).length,
      queued: 0,
    });
    const swatch = await store.read(pictureKey(a), 'swatch', 160, 'webp');
    expect(await sharp(swatch ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format: 'webp',
      width: 160,
      height: 160,
    });

    // A new store on the same folder (the server started again) finds them made.
    await store.close();
    const again = recordingPainter();
    store = createPictureStore(dir, silent, again);
    store.warm([a]);
    await store.idle();
    expect(again.painted).toEqual([]);
  });

  it('a picture a browser asks for is made before the rest of the warm-up', async () => {
    const painter = recordingPainter();
    store = createPictureStore(dir, silent, painter);
    const [a, b] = subjects();
    store.warm([a, b]);
    store.request(b, 'room');
    await painter.whenPainted(2);
    // The first job had started before the request; the requested view comes right after it.
    expect(painter.painted).toEqual([`${a.id}/swatch`, `${b.id}/room`]);
    expect(store.stats().queued).toBe(2 * pictureViews.length - 2);
  });
});
