/**
 * Figures for the visualizer (issue 33), printed, not asserted: on the built app and the real
 * server, in headless Chromium (software WebGL, SwiftShader), the time from opening a design's
 * address to its first rendered room, the time a material swap takes, and the JS heap over 50
 * swaps (textures must be disposed: the heap stays flat).
 *
 *   pnpm figures:visualizer
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { activeShowroomOf } from '../apps/storefront/src/state/showroomStore.ts';
import { storageKeys } from '../apps/storefront/src/state/storageKeys.ts';
import { assertChromium, chromiumArgs, chromiumPath } from './chromium.ts';
import { ensureBuilt } from './showroom-build.ts';
import { startShowroomServer } from './showroom-server.ts';

const PLAN = 'kitchen-island-14x16';
const TEMPLATE = 'warm-oak-farmhouse-kitchen';
const SWAPS = 50;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`;

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

interface PictureLike {
  readonly sources: readonly { readonly srcset: string }[];
}

/** Waits until every variant of the design's swatches is made (not the placeholder): the room then shows real textures. */
async function pictureMade(base: string, pictures: readonly PictureLike[]): Promise<void> {
  const addresses = pictures.flatMap((picture) =>
    picture.sources.flatMap((source) => source.srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '')),
  );
  for (let tries = 0; tries < 240; tries++) {
    const answers = await Promise.all(addresses.map((address) => fetch(base + address)));
    if (answers.every((answer) => answer.headers.get('x-picture') !== 'placeholder')) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The design’s pictures were not made within 4 minutes.');
}

async function heapMb(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  await session.detach();
  return usedSize / 1_000_000;
}

async function main(): Promise<void> {
  assertChromium();
  ensureBuilt(['storefront', 'server'], (line) => console.log(`figures: ${line}`));
  const scratch = mkdtempSync(join(tmpdir(), 'visualizer-figures-'));
  const server = await startShowroomServer({
    logFile: join(scratch, 'server.log'),
    env: { PICTURES_DIR: join(scratch, 'pictures'), PICTURE_WARMUP: '0' },
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--enable-precise-memory-info'],
  });
  try {
    const base = server.baseURL;
    const profile = (
      await json<{ data: { data: { profile: Parameters<typeof activeShowroomOf>[0] } } }>(
        `${base}/api/visualization/shop_profile?vsd_id=DEMO0001`,
      )
    ).data.data.profile;
    const template = (
      await json<{ data: { slots: { product: { picture?: PictureLike } | null }[] } }>(
        `${base}/api/visualizer/template/${TEMPLATE}?showroom=DEMO0001`,
      )
    ).data;
    await pictureMade(
      base,
      template.slots.flatMap((slot) => (slot.product?.picture ? [slot.product.picture] : [])),
    );

    const address = `${base}/visualize?plan=${PLAN}&template=${TEMPLATE}`;
    const openRoom = async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        storageKeys.showroom,
        JSON.stringify(activeShowroomOf(profile)),
      ] as const);
      await page.goto(address);
      await page.waitForSelector('[data-ready="true"]', { timeout: 60_000 });
      // From the navigation's start (performance's time origin) to the room drawn with its textures.
      const ready = await page.evaluate(() => performance.now());
      return { page, ready };
    };

    const firstRooms: number[] = [];
    for (let run = 0; run < 3; run++) {
      const { page, ready } = await openRoom();
      firstRooms.push(ready);
      await page.close();
    }

    const { page } = await openRoom();
    await page
      .getByRole('region', { name: 'Surfaces and fixtures' })
      .getByRole('button', { name: /^Floor/ })
      .click();
    const chooser = page.getByRole('group', { name: 'Choose the floor' });
    await chooser.getByRole('button').first().waitFor();
    const options = await chooser.getByRole('button', { pressed: false }).count();
    const heap: [number, number][] = [[0, await heapMb(page)]];
    const clickToRoom: number[] = [];
    const chooseToRoom: number[] = [];
    for (let swap = 1; swap <= SWAPS; swap++) {
      // Measured in the page: a click on the next product, then the canvas going not-ready (the
      // product chosen) and ready again (its texture loaded and a frame drawn).
      const timing = await page.evaluate(
        async (index) => {
          const group = document.querySelector('[role="group"][aria-label="Choose the floor"]');
          const buttons = [...(group?.querySelectorAll<HTMLButtonElement>('button[aria-pressed="false"]') ?? [])];
          const button = buttons[index % buttons.length];
          const canvas = document.querySelector('[data-ready]');
          if (!button || !canvas) throw new Error('No product to choose, or no room.');
          const clicked = performance.now();
          let chosen = 0;
          const done = new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              const state = canvas.getAttribute('data-ready');
              if (state === 'false' && chosen === 0) chosen = performance.now();
              if (state === 'true' && chosen !== 0) {
                observer.disconnect();
                resolve(performance.now());
              }
            });
            observer.observe(canvas, { attributes: true, attributeFilter: ['data-ready'] });
          });
          button.click();
          const ready = await done;
          return { clickToRoom: ready - clicked, chooseToRoom: ready - chosen };
        },
        swap % Math.max(1, options),
      );
      clickToRoom.push(timing.clickToRoom);
      chooseToRoom.push(timing.chooseToRoom);
      if (swap === SWAPS / 2 || swap === SWAPS) heap.push([swap, await heapMb(page)]);
    }

    console.log(`\nVisualizer figures (${PLAN} with ${TEMPLATE}, 1280 × 900, headless Chromium, software WebGL):`);
    console.table({
      'first rendered room, from opening the address (median of 3)': ms(median(firstRooms)),
      'first rendered room, the three runs': firstRooms.map(ms).join(', '),
      [`material swap, click to room drawn (median of ${SWAPS}; includes fetching the product)`]: ms(
        median(clickToRoom),
      ),
      [`material swap, product chosen to room drawn (median of ${SWAPS})`]: ms(median(chooseToRoom)),
      'material swap, product chosen to room drawn (slowest)': ms(Math.max(...chooseToRoom)),
    });
    console.log('JS heap after a garbage collection, by swaps made:');
    console.table(Object.fromEntries(heap.map(([swap, mb]) => [`after ${swap} swaps`, `${mb.toFixed(1)} MB`])));
  } finally {
    await browser.close();
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
