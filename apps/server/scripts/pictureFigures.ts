/**
 * Figures for the material pictures (issue 32), printed, not asserted: renderer time per family
 * and view, bytes per view × width × format, time to warm the demo catalogue's pictures, and the
 * cache hit rate of the picture route afterwards.
 *
 *   pnpm figures:pictures                # the whole demo catalogue (long: 12 studio products took 38 s; surfaces are slower)
 *   pnpm figures:pictures -- --limit 40  # the first 40 products, for a quicker look
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type PictureFormat, type PictureView, pictureFormats, pictureViews } from '@showroom/api';
import { encodeVariant } from '../src/media/pictureEncoding.ts';
import { loadPictureCatalog } from '../src/media/pictureCatalog.ts';
import { describeGallery } from '../src/media/pictureKeys.ts';
import { createPictureStore } from '../src/media/pictureStore.ts';
import { largestWidth, viewWidths } from '../src/media/pictureViews.ts';
import { familyFor, renderPicture } from '../src/media/renderPicture.ts';
import { toRgb8Image } from '../src/media/raster.ts';
import { createTestServer } from '../src/testing/testServer.ts';

const limitAt = process.argv.indexOf('--limit');
const limit = limitAt > 0 ? Number(process.argv[limitAt + 1]) : Infinity;

const quietLog = { info: () => undefined, error: (object: object, message: string) => console.error(message, object) };
const server = await createTestServer();
const catalog = await loadPictureCatalog(server.database.db);
const subjects = (await catalog.allSubjects()).slice(0, limit);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// 1. Painting time per family and view (one product per leaf category, largest width).
const byFamily = new Map<string, Record<PictureView, number[]>>();
const seenCategories = new Set<string>();
for (const subject of subjects) {
  if (seenCategories.has(subject.category)) continue;
  seenCategories.add(subject.category);
  const family = familyFor(subject);
  const times = byFamily.get(family) ?? { swatch: [], closeup: [], room: [] };
  for (const view of pictureViews) {
    const started = performance.now();
    renderPicture(subject, view, largestWidth(view));
    times[view].push(performance.now() - started);
  }
  byFamily.set(family, times);
}
console.log('\nPainting time, median ms per picture at the largest width (swatch 640, close-up and room 1200):');
console.table(
  Object.fromEntries(
    [...byFamily].map(([family, times]) => [
      family,
      Object.fromEntries(pictureViews.map((view) => [view, Math.round(median(times[view]))])),
    ]),
  ),
);

// 2. Bytes and encoding time per view, width and format (one product per family).
const samples = [...new Map(subjects.map((subject) => [familyFor(subject), subject])).values()];
const bytes = new Map<string, { sizes: number[]; ms: number[] }>();
for (const subject of samples) {
  for (const view of pictureViews) {
    const picture = toRgb8Image(renderPicture(subject, view, largestWidth(view)));
    for (const format of pictureFormats) {
      for (const width of viewWidths[view]) {
        const started = performance.now();
        const encoded = await encodeVariant(picture, width, format as PictureFormat);
        const entry = bytes.get(`${view} ${width} ${format}`) ?? { sizes: [], ms: [] };
        entry.sizes.push(encoded.length);
        entry.ms.push(performance.now() - started);
        bytes.set(`${view} ${width} ${format}`, entry);
      }
    }
  }
}
console.log(`\nEncoded size (median KB over ${samples.length} families) and encoding time (median ms):`);
console.table(
  Object.fromEntries(
    [...bytes].map(([variant, { sizes, ms }]) => [
      variant,
      { KB: Math.round(median(sizes) / 102.4) / 10, ms: Math.round(median(ms)) },
    ]),
  ),
);

// 3. Warming: every view of every product, as start-up does.
const dir = await mkdtemp(join(tmpdir(), 'showroom-picture-figures-'));
const store = createPictureStore(dir, quietLog);
const started = performance.now();
store.warm(subjects);
await store.idle();
const warmMs = performance.now() - started;
const made = store.stats();
console.log(
  `\nWarm-up: ${subjects.length} products, ${made.viewsMade} views, ${made.variantsWritten} files in ${(warmMs / 1000).toFixed(1)} s ` +
    `(${Math.round(warmMs / Math.max(1, subjects.length))} ms a product).`,
);

// 4. Hit rate: every advertised variant of every warmed product, through the picture route.
const reader = await createTestServer({ config: { picturesDir: dir, pictureWarmup: false } });
let hits = 0;
let total = 0;
for (const subject of subjects) {
  for (const picture of describeGallery(subject)) {
    for (const entry of picture.sources.flatMap((source) => source.srcset.split(', '))) {
      const url = entry.split(' ')[0] ?? '';
      const response = await reader.app.inject({ method: 'GET', url });
      total += 1;
      if (response.statusCode === 200 && response.headers['x-picture'] !== 'placeholder') hits += 1;
    }
  }
}
console.log(
  `Cache hit rate after warm-up: ${hits} of ${total} variants (${((hits / Math.max(1, total)) * 100).toFixed(1)} %).`,
);

await reader.close();
await server.close();
await store.close();
await rm(dir, { recursive: true, force: true });
