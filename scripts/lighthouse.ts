/**
 * `pnpm lighthouse`: Lighthouse (mobile preset, simulated throttling: its default config)
 * on the built storefront served by the real server on a fresh temporary database, for the
 * home page, a category's product list and a product page. Prints the four category scores
 * and LCP / TBT / CLS per page; the full reports go to test-results/lighthouse/.
 *
 *   pnpm lighthouse [--runs <n>] [--tasks] [--page <name>]
 *     --runs n     n runs per page; the run with the median performance score is shown
 *     --tasks      also list that run's long main-thread tasks (what total blocking time is made of)
 *     --page name  only the pages whose name contains it (e.g. `--page product`); repeatable
 *     --path path  measure this path of the storefront instead (e.g. `--path /cart`); repeatable
 *     --showroom   measure as a shopper whose active showroom is DEMO0001 (stored as the app
 *                  stores it, and kept: Lighthouse then leaves the origin's storage as it is),
 *                  e.g. the visualizer's design: `--showroom --path '/visualize?plan=…&template=…'`
 *
 * Product pictures are kept between runs in node_modules/.cache/showroom-pictures (their
 * addresses name their bytes), and the pictures a measured page's HTML names are made before it
 * is measured: a page is measured with its real pictures, not the placeholders a server answers
 * while one is being made (the first run makes them; it takes a few seconds a picture).
 *
 * Not part of `pnpm test`: scores move with the machine's load, so this is a measurement.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { activeShowroomOf } from '../apps/storefront/src/state/showroomStore.ts';
import { storageKeys } from '../apps/storefront/src/state/storageKeys.ts';
import { chromiumArgs, chromiumPath, assertChromium } from './chromium.ts';
import { ensureBuilt, repoRoot } from './showroom-build.ts';
import { apiRequest, startShowroomServer } from './showroom-server.ts';

const outDir = join(repoRoot, 'test-results/lighthouse');
const showroom = 'DEMO0001';
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag >= 0 ? Math.max(1, Number(process.argv[runsFlag + 1]) || 1) : 1;
const listTasks = process.argv.includes('--tasks');
const pageFilters = process.argv.flatMap((arg, index) =>
  process.argv[index - 1] === '--page' ? [arg.toLowerCase()] : [],
);
const extraPaths = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--path' ? [arg] : []));
const inShowroom = process.argv.includes('--showroom');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Menu {
  data: { categories: { slug_url: string }[] }[];
}
interface Products {
  data: { hash: string }[];
}

/** A real category slug and product hash from the seeded demo data, as a shopper would reach them. */
async function demoPaths(baseURL: string): Promise<{ name: string; path: string }[]> {
  const menu = await apiRequest<Menu>(baseURL, '/api/menu_category', { query: { vsd_id: showroom } });
  const slug = menu.body.data?.[0]?.categories[0]?.slug_url;
  const top = await apiRequest<Products>(baseURL, '/api/top_products/', { body: { showroom } });
  const hash = top.body.data?.[0]?.hash;
  if (menu.status !== 200 || !slug) throw new Error(`No category from GET /api/menu_category (${menu.status}).`);
  if (top.status !== 200 || !hash) throw new Error(`No product from POST /api/top_products/ (${top.status}).`);
  return [
    { name: 'home', path: '/' },
    { name: 'product list', path: `/category/${slug}/product` },
    { name: 'product page', path: `/product/${hash}` },
    // The longest content page (its text and contents list) and the one with tabs.
    { name: 'terms of service', path: '/terms_of_service' },
    { name: 'faq', path: '/faq' },
  ];
}

const picturesDir = join(repoRoot, 'node_modules/.cache/showroom-pictures');
const pictureAddress = /\/media\/pictures\/[a-z0-9-]+\/(?:swatch|closeup|room)-\d+\.(?:avif|webp|jpg)/g;

/** Asks for every picture the page's HTML names until none answers a placeholder (at most 10 minutes). */
async function makePictures(baseURL: string, path: string): Promise<number> {
  const html = await (await fetch(new URL(path, baseURL))).text();
  const addresses = [...new Set(html.match(pictureAddress) ?? [])];
  const until = Date.now() + 10 * 60_000;
  let waiting = addresses;
  while (waiting.length > 0) {
    if (Date.now() > until) throw new Error(`${path}: ${waiting.length} pictures were not made in 10 minutes.`);
    const answers = await Promise.all(
      waiting.map(async (address) => {
        const response = await fetch(new URL(address, baseURL));
        await response.arrayBuffer();
        return response.headers.get('x-picture') === 'placeholder' ? address : null;
      }),
    );
    waiting = answers.filter((address): address is string => address !== null);
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return addresses.length;
}

interface Measured {
  scores: Record<(typeof categories)[number], number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The main thread's long tasks as Lighthouse saw them (durations under its simulated throttling). */
  longTasks: { url: string; startMs: number; durationMs: number }[];
  html: string;
  version: string;
}

async function measure(url: string, port: number): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...categories],
    // With --showroom the stored active showroom must survive into the measured load.
    disableStorageReset: inShowroom,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    longTasks: longTasksOf(lhr.audits['long-tasks']?.details),
    html: Array.isArray(result.report) ? result.report.join('\n') : result.report,
    version: lhr.lighthouseVersion,
  };
}

/**
 * Stores DEMO0001 as the active showroom in the measuring browser's storage for the server's
 * origin, as the app does when a shopper enters its ID (Playwright over the same DevTools port).
 */
async function storeActiveShowroom(baseURL: string, port: number): Promise<void> {
  const answer = await apiRequest<{ data: { data: { profile: Parameters<typeof activeShowroomOf>[0] } } }>(
    baseURL,
    '/api/visualization/shop_profile',
    { query: { vsd_id: showroom } },
  );
  const profile = answer.body.data?.data.profile;
  if (answer.status !== 200 || !profile) throw new Error(`No showroom profile for ${showroom} (${answer.status}).`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    await page.goto(`${baseURL}/404`);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      storageKeys.showroom,
      JSON.stringify(activeShowroomOf(profile)),
    ] as const);
    await page.close();
  } finally {
    await browser.close();
  }
}

function longTasksOf(details: unknown): Measured['longTasks'] {
  const items = (details as { items?: { url?: unknown; startTime?: unknown; duration?: unknown }[] } | undefined)
    ?.items;
  return (items ?? []).map((item) => ({
    url: typeof item.url === 'string' ? item.url : '',
    startMs: Number(item.startTime),
    durationMs: Number(item.duration),
  }));
}

/**
 * Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a
 * run measured nothing, so it is made again (twice at most) instead of ending the whole report.
 */
async function measureWithRetry(url: string, port: number): Promise<Measured> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, port);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/\((NO_NAVSTART|NO_FCP|NO_LCP)\)/.test(message)) throw error;
      console.log(`lighthouse: ${url}: no trace recorded (${message.slice(-13, -1)}), measuring again`);
    }
  }
}

function printTable(rows: { name: string; path: string; measured: Measured }[]): void {
  const header = ['page', 'path', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS'];
  const cells = rows.map(({ name, path, measured }) => [
    name,
    path,
    ...categories.map((id) => String(measured.scores[id] ?? '–')),
    `${(measured.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(measured.tbtMs)} ms`,
    measured.cls.toFixed(3),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) =>
    cell.map((text, column) => (column < 2 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!))).join('  ');
  console.log(['', line(header), ...cells.map(line)].join('\n'));
}

async function main(): Promise<void> {
  const started = Date.now();
  assertChromium();
  ensureBuilt(['storefront', 'server'], (line) => console.log(`lighthouse: ${line}`));
  mkdirSync(outDir, { recursive: true });
  const server = await startShowroomServer({
    logFile: join(outDir, 'server.log'),
    // No background warm-up of the whole catalogue: its encoding would share the cores with the
    // page being measured. The measured pages' pictures are made before each is measured.
    env: { PICTURES_DIR: picturesDir, PICTURE_WARMUP: '0' },
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const pages =
      extraPaths.length > 0
        ? extraPaths.map((path) => ({ name: path, path }))
        : (await demoPaths(server.baseURL)).filter(
            (page) => pageFilters.length === 0 || pageFilters.some((filter) => page.name.includes(filter)),
          );
    if (pages.length === 0) throw new Error(`No page's name contains ${pageFilters.join(' or ')}.`);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      // The shared flags (no sandbox, no background networking, …) plus headless.
      chromeFlags: [...chromiumArgs, '--headless=new'],
      logLevel: 'error',
    });
    if (inShowroom) await storeActiveShowroom(server.baseURL, chrome.port);
    const rows = [];
    for (const page of pages) {
      const url = `${server.baseURL}${page.path}`;
      const pictures = await makePictures(server.baseURL, page.path);
      if (pictures > 0) console.log(`lighthouse: ${page.name}: its ${pictures} picture addresses are made`);
      const measured: Measured[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await measureWithRetry(url, chrome.port));
      measured.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
      const median = measured[Math.floor(measured.length / 2)]!;
      writeFileSync(
        join(outDir, `${page.name.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'root'}.report.html`),
        median.html,
      );
      rows.push({ ...page, measured: median });
      console.log(`lighthouse: ${page.name} measured (${runs} run${runs > 1 ? 's' : ''})`);
    }
    console.log(
      `\nLighthouse ${rows[0]?.measured.version ?? ''}, mobile preset (simulated throttling), ${runs} run(s) per page`,
    );
    printTable(rows);
    if (listTasks) {
      for (const { name, measured } of rows) {
        console.log(`\nLong tasks, ${name}:`);
        for (const task of measured.longTasks) {
          const where = task.url.replace(server.baseURL, '') || '(unattributed)';
          console.log(`  at ${Math.round(task.startMs)} ms  ${Math.round(task.durationMs)} ms  ${where}`);
        }
      }
    }
    console.log(`\nReports: ${outDir}/*.report.html (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
