/**
 * `pnpm size:storefront`: what a first visit to each storefront route downloads (gzipped JS
 * and CSS), checked against the budgets, with the entry's biggest modules so people see what
 * to cut. Builds the storefront when its build is missing or stale.
 *
 *   pnpm size:storefront [--no-build] [--json <file>]
 *
 * Exit 1 when a budget is broken. Fonts and images are not counted (they are not JS or CSS).
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { ensureBuilt, repoRoot } from './showroom-build.ts';
import {
  budgetFailures,
  budgetHeadroom,
  builtFiles,
  defaultBudgets,
  firstVisit,
  kB,
  pageChunks,
  pageName,
  sizeRow,
  type Manifest,
  type SizeRow,
  withoutHashes,
} from './storefront-size/manifest.ts';
import { charactersPerSource, moduleLabel, type SourceMap } from './storefront-size/sourcemap.ts';

const distDir = join(repoRoot, 'apps/storefront/dist');
const manifestFile = join(distDir, '.vite/manifest.json');
const args = process.argv.slice(2);
const jsonFlag = args.indexOf('--json');
const jsonOut = jsonFlag >= 0 ? args[jsonFlag + 1] : undefined;

/** The routes whose first visit matters most, by their route-table paths. */
const keyRoutes = [
  { label: 'home', path: '/' },
  { label: 'category product list', path: '/category/:category/product' },
  { label: 'product page', path: '/product/:hash/:vsd_id?' },
];

interface RouteLike {
  path: string;
  page: unknown;
}

async function loadRouteTable(): Promise<readonly RouteLike[]> {
  // The route table is plain data (no React), so it can be read here as the app reads it.
  const module = (await import('../apps/storefront/src/routes/routeTable.ts')) as { routeTable?: unknown };
  if (!Array.isArray(module.routeTable))
    throw new Error('apps/storefront/src/routes/routeTable.ts exports no routeTable.');
  return module.routeTable as RouteLike[];
}

/**
 * Route page → its component's name as pageModules.ts loads it ('thankyou' → 'ThankYou'), where
 * it is not simply the capitalised page ('projectChecklist' shows ChecklistPage). Read as text:
 * the module imports React, which this script does not load.
 */
function loadPageComponentNames(): Map<string, string> {
  const source = readFileSync(join(repoRoot, 'apps/storefront/src/routes/pageModules.ts'), 'utf8');
  const names = new Map<string, string>();
  for (const match of source.matchAll(/^\s*(\w+): pageModule\(.*'(\w+)Page'\),?$/gm)) {
    if (match[1] && match[2]) names.set(match[1], match[2]);
  }
  if (names.size === 0) throw new Error('apps/storefront/src/routes/pageModules.ts lists no pageModule(…) entries.');
  return names;
}

// zlib level 9 (best compression), as the common size tools measure.
const gzipLevel = constants.Z_BEST_COMPRESSION;
const gzipCache = new Map<string, number>();
/** Gzipped size with the hashes in file names made alike, so a figure moves only with its own code. */
function gzipSizeIn(files: readonly string[]): (file: string) => number {
  return (file) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      const code = withoutHashes(readFileSync(join(distDir, file), 'utf8'), files);
      size = gzipSync(code, { level: gzipLevel }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
}

function biggestModules(files: readonly string[], top = 12): string[] {
  const perModule = new Map<string, number>();
  const perGroup = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const mapFile = join(distDir, `${file}.map`);
    if (!existsSync(mapFile)) {
      // The bundler's own runtime chunk has no sources to map: count it as one unmapped lump.
      const characters = readFileSync(join(distDir, file), 'utf8').length;
      perModule.set(`(no source map: ${file})`, characters);
      perGroup.set('(unmapped)', (perGroup.get('(unmapped)') ?? 0) + characters);
      total += characters;
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap & { sourceRoot?: string };
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const [source, characters] of charactersPerSource(code, map)) {
      const fromRoot = source.startsWith('(')
        ? source
        : relative(repoRoot, resolve(dirname(mapFile), map.sourceRoot ?? '', source));
      const { module, group } = moduleLabel(fromRoot);
      perModule.set(module, (perModule.get(module) ?? 0) + characters);
      perGroup.set(group, (perGroup.get(group) ?? 0) + characters);
      total += characters;
    }
  }
  const ranked = (entries: Map<string, number>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, size]) => `  ${kB(size).padStart(9)}  ${((100 * size) / total).toFixed(1).padStart(5)} %  ${name}`);
  return [
    `By package (minified characters before gzip, ${kB(total)} in all):`,
    ...ranked(perGroup),
    'Biggest modules:',
    ...ranked(perModule),
  ];
}

function table(rows: readonly SizeRow[]): string[] {
  const header = ['route', 'page chunk', 'entry JS', 'route JS', 'total JS', 'CSS'];
  const cells = rows.map((row) => [
    row.label,
    row.pageKey ? row.pageKey.replace(/^src\/pages\//, '') : '(in entry)',
    kB(row.entryJs),
    kB(row.routeJs),
    kB(row.totalJs),
    kB(row.totalCss),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) =>
    cell.map((text, column) => (column < 2 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!))).join('  ');
  return [line(header), ...cells.map(line)];
}

async function main(): Promise<number> {
  const started = Date.now();
  if (args.includes('--no-build')) {
    if (!existsSync(manifestFile)) throw new Error(`${relative(repoRoot, manifestFile)} is missing: build first.`);
  } else {
    ensureBuilt(['storefront'], (line) => console.log(`size: ${line}`));
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipSize = gzipSizeIn(builtFiles(manifest));
  const routes = await loadRouteTable();
  const componentNames = loadPageComponentNames();
  const pageOf = (route: RouteLike | undefined) =>
    typeof route?.page === 'string' ? (componentNames.get(route.page) ?? pageName(route.page)) : undefined;

  const rows: SizeRow[] = [];
  let home: SizeRow | undefined;
  for (const key of keyRoutes) {
    const route = routes.find((candidate) => candidate.path === key.path);
    if (!route) {
      console.log(`(${key.path} is not in the route table; its row is left out)`);
      continue;
    }
    const row = sizeRow(`${key.path} (${key.label})`, firstVisit(manifest, pageOf(route)), gzipSize);
    rows.push(row);
    if (key.path === '/') home = row;
  }
  if (!home) throw new Error('The route table has no "/" route, so the home budget cannot be checked.');

  // Every page chunk in the build, with the routes that show it.
  for (const name of pageChunks(manifest).keys()) {
    const paths = routes.filter((route) => pageOf(route) === name).map((route) => route.path);
    const shown = paths.length === 0 ? 'no route' : paths.length <= 2 ? paths.join(', ') : `${paths.length} routes`;
    rows.push(sizeRow(`page ${name} (${shown})`, firstVisit(manifest, name), gzipSize));
  }

  const entryFiles = firstVisit(manifest, undefined).entry;
  console.log(
    `\nStorefront first-visit size: gzip (zlib level ${gzipLevel}, file-name hashes made alike), 1 kB = 1000 bytes, from ${relative(repoRoot, manifestFile)}`,
  );
  console.log(
    'entry JS = entry chunk + its static imports (modulepreload); route JS = the page chunk + its own imports\n',
  );
  for (const line of table(rows)) console.log(line);
  console.log('\nEntry and its preloads (gzip):');
  for (const file of [...entryFiles.js, ...entryFiles.css]) console.log(`  ${kB(gzipSize(file)).padStart(9)}  ${file}`);
  console.log(`\nWhat the entry is made of (${entryFiles.js.length} file(s), from the source maps):`);
  for (const line of biggestModules(entryFiles.js)) console.log(line);

  const failures = budgetFailures(home, rows, defaultBudgets);
  console.log(
    `\nBudgets: first visit to / ≤ ${kB(defaultBudgets.homeFirstVisitJs)} JS; a route's own JS ≤ ${kB(defaultBudgets.routeOwnJs)} (gzip)`,
  );
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  if (failures.length === 0) console.log('  ✓ all budgets hold');
  const headroom = budgetHeadroom(home, rows, defaultBudgets);
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  console.log(
    `Headroom (ADR 011 asks for at least 8 %): / ${percent(headroom.home)}` +
      (headroom.largestRoute
        ? `; largest route, ${headroom.largestRoute.label}, ${percent(headroom.largestRoute.headroom)}`
        : ''),
  );
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ rows, failures, budgets: defaultBudgets }, null, 2)}\n`);
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
