/**
 * What a first visit to a storefront route downloads, worked out from Vite's build manifest
 * (dist/.vite/manifest.json). Pure: file sizes come from the caller, so the unit test can
 * use a fixture manifest.
 *
 * A first visit loads the entry chunk and everything it imports statically (Vite preloads
 * those with <link rel=modulepreload>), then the route's lazy page chunk and whatever it
 * imports statically that the entry did not already bring.
 */

/** One record of Vite's manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The storefront's convention: one chunk per page, `src/pages/<Folder>/<Name>Page.tsx`; a folder
 * holds one page (`Home/HomePage.tsx`) or a flow's pages (`Checkout/ThankYouPage.tsx`).
 */
const pageChunkKey = /^src\/pages\/[^/]+\/([A-Za-z0-9]+)Page\.tsx$/;

/** Page name → manifest key of that page's own chunk, for every page chunk in the build. */
export function pageChunks(manifest: Manifest): Map<string, string> {
  const pages = new Map<string, string>();
  for (const key of Object.keys(manifest).sort()) {
    const name = pageChunkKey.exec(key)?.[1];
    if (name) pages.set(name, key);
  }
  return pages;
}

/** The route table's `page` value ('notFound') as a page folder name ('NotFound'). */
export function pageName(routePage: string): string {
  return routePage.charAt(0).toUpperCase() + routePage.slice(1);
}

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const key = entries.find((candidate) => candidate.endsWith('.html')) ?? entries[0];
  if (!key) throw new Error('The manifest has no entry chunk (isEntry).');
  return key;
}

/** `keys` and every chunk they import statically, transitively, in first-reached order. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}" (imported but missing).`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** Files a set of chunks puts on the wire: their JS files and the CSS they bring. */
export interface Files {
  js: string[];
  css: string[];
}

export function filesOf(manifest: Manifest, keys: readonly string[]): Files {
  const js: string[] = [];
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css: [...css] };
}

export interface FirstVisit {
  /** The entry and its static imports: loaded on every first visit. */
  entry: Files;
  /** The page chunk and its static imports the entry does not already load (empty when the page is in the entry). */
  route: Files;
  /** The page chunk's manifest key, or undefined when the page is bundled into the entry. */
  pageKey: string | undefined;
}

/** What a first visit to a route showing `page` loads (page = folder name, e.g. 'Home'). */
export function firstVisit(manifest: Manifest, page: string | undefined): FirstVisit {
  const entryKeys = staticClosure(manifest, [entryKey(manifest)]);
  const pageKey = page === undefined ? undefined : pageChunks(manifest).get(page);
  const routeKeys = pageKey ? staticClosure(manifest, [pageKey]).filter((key) => !entryKeys.includes(key)) : [];
  const entry = filesOf(manifest, entryKeys);
  const route = filesOf(manifest, routeKeys);
  // CSS the entry already loaded is not loaded twice.
  route.css = route.css.filter((file) => !entry.css.includes(file));
  return { entry, route, pageKey };
}

/** A printed row: bytes are gzipped sizes. */
export interface SizeRow {
  label: string;
  pageKey: string | undefined;
  entryJs: number;
  routeJs: number;
  totalJs: number;
  totalCss: number;
}

export function sizeRow(label: string, visit: FirstVisit, gzipSize: (file: string) => number): SizeRow {
  const sum = (files: readonly string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
  const entryJs = sum(visit.entry.js);
  const routeJs = sum(visit.route.js);
  return {
    label,
    pageKey: visit.pageKey,
    entryJs,
    routeJs,
    totalJs: entryJs + routeJs,
    totalCss: sum(visit.entry.css) + sum(visit.route.css),
  };
}

export interface Budgets {
  /** Gzipped JS of a first visit to `/` (entry + preloads + home page chunk). */
  homeFirstVisitJs: number;
  /** Gzipped JS a route adds to the entry (its page chunk and that chunk's own imports). */
  routeOwnJs: number;
}

/** 1 kB = 1000 bytes, as Vite prints sizes. */
// ADR 011: at least 8 % headroom over the first visit to / as a whole (entry and home page, 111.2 kB on
// 2026-12-07) and over the largest route's own JS (/register, 35.9 kB); were 116 kB and 39 kB (ADR 007).
export const defaultBudgets: Budgets = { homeFirstVisitJs: 121_000, routeOwnJs: 40_000 };

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** The budgets' verdict: one line per broken budget; empty when all hold. */
export function budgetFailures(home: SizeRow, rows: readonly SizeRow[], budgets: Budgets = defaultBudgets): string[] {
  const failures: string[] = [];
  if (home.totalJs > budgets.homeFirstVisitJs) {
    failures.push(
      `a first visit to / loads ${kB(home.totalJs)} of JS (gzip), over the ${kB(budgets.homeFirstVisitJs)} budget by ${kB(home.totalJs - budgets.homeFirstVisitJs)}`,
    );
  }
  const reported = new Set<string>();
  for (const row of rows) {
    if (row.routeJs <= budgets.routeOwnJs || reported.has(row.pageKey ?? row.label)) continue;
    reported.add(row.pageKey ?? row.label);
    failures.push(
      `${row.label} adds ${kB(row.routeJs)} of JS of its own (${row.pageKey} and its imports), over the ${kB(budgets.routeOwnJs)} budget`,
    );
  }
  return failures;
}

/** How much of each budget is still free: `/`'s, and the route with the most JS of its own. */
export function budgetHeadroom(
  home: SizeRow,
  rows: readonly SizeRow[],
  budgets: Budgets = defaultBudgets,
): { home: number; largestRoute: { label: string; headroom: number } | null } {
  const largest = rows.reduce<SizeRow | null>((top, row) => (top && top.routeJs >= row.routeJs ? top : row), null);
  return {
    home: 1 - home.totalJs / budgets.homeFirstVisitJs,
    largestRoute: largest && { label: largest.label, headroom: 1 - largest.routeJs / budgets.routeOwnJs },
  };
}

/** Vite's default output name, `assets/<name>-<8-character hash>.<ext>`. */
const hashedName = /^(.*-)([A-Za-z0-9_-]{8})(\.[a-z0-9]+)$/;

/**
 * `code` with every hash in the names of the build's own files (`files`, as the manifest
 * writes them) replaced by the same eight characters. A chunk that names another carries its
 * hash, so without this a change to one page moves the size of every chunk that imports or
 * lazily loads it (the entry names every page); with it, a figure moves only when its own code
 * does. Names the build did not write are left alone.
 */
export function withoutHashes(code: string, files: Iterable<string>): string {
  const byName = new Map<string, string>();
  for (const file of files) {
    const base = file.slice(file.lastIndexOf('/') + 1);
    const parts = hashedName.exec(base);
    if (parts) byName.set(base, `${parts[1]}00000000${parts[3]}`);
  }
  if (byName.size === 0) return code;
  return code.replace(/[\w.-]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+/g, (name) => byName.get(name) ?? name);
}

/** Every file the manifest says the build wrote: chunks, their CSS and their assets. */
export function builtFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const file of chunk.css ?? []) files.add(file);
    for (const file of chunk.assets ?? []) files.add(file);
  }
  return [...files];
}
