import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  budgetHeadroom,
  builtFiles,
  entryKey,
  firstVisit,
  pageChunks,
  pageName,
  sizeRow,
  staticClosure,
  type Manifest,
  withoutHashes,
} from './manifest.ts';
import { charactersPerSource, decodeSegment, moduleLabel } from './sourcemap.ts';

/**
 * A manifest shaped like Vite's for a storefront with lazy pages: the entry preloads a vendor
 * chunk; Home and ProductList share a card chunk that imports the vendor chunk too; NotFound
 * has nothing of its own; a page-like file that breaks the naming convention is ignored.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/pages/Home/HomePage.tsx', 'src/pages/ProductList/ProductListPage.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_vendor.js'], css: ['assets/card.css'] },
  'src/pages/Home/HomePage.tsx': {
    file: 'assets/HomePage.js',
    src: 'src/pages/Home/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['_card.js', '_vendor.js'],
    css: ['assets/index.css'],
  },
  'src/pages/ProductList/ProductListPage.tsx': {
    file: 'assets/ProductListPage.js',
    isDynamicEntry: true,
    imports: ['_card.js'],
  },
  'src/pages/NotFound/NotFoundPage.tsx': { file: 'assets/NotFoundPage.js', isDynamicEntry: true },
  // A flow's folder holds several pages, each its own chunk; its other modules are not pages.
  'src/pages/Checkout/ThankYouPage.tsx': { file: 'assets/ThankYouPage.js', isDynamicEntry: true },
  'src/pages/Checkout/checkoutSteps.ts': { file: 'assets/checkoutSteps.js' },
  'src/pages/Home/HomeHero.tsx': { file: 'assets/HomeHero.js', isDynamicEntry: true },
  'node_modules/font.woff2': { file: 'assets/font.woff2' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 60_000,
  'assets/vendor.js': 40_000,
  'assets/card.js': 8_000,
  'assets/HomePage.js': 5_000,
  'assets/ProductListPage.js': 30_000,
  'assets/NotFoundPage.js': 1_000,
  'assets/ThankYouPage.js': 2_000,
  'assets/index.css': 3_000,
  'assets/card.css': 500,
};
const gzipSize = (file: string) => sizes[file] ?? Number.NaN;

describe('storefront size: manifest walking', () => {
  it('finds the entry and one chunk per page by the <Folder>/<Name>Page.tsx convention', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect([...pageChunks(manifest)]).toEqual([
      ['ThankYou', 'src/pages/Checkout/ThankYouPage.tsx'],
      ['Home', 'src/pages/Home/HomePage.tsx'],
      ['NotFound', 'src/pages/NotFound/NotFoundPage.tsx'],
      ['ProductList', 'src/pages/ProductList/ProductListPage.tsx'],
    ]);
    expect(pageName('notFound')).toBe('NotFound');
    expect(pageName('productList')).toBe('ProductList');
  });

  it('follows static imports transitively, once each, and not dynamic imports', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['index.html', '_vendor.js']);
    expect(staticClosure(manifest, ['src/pages/Home/HomePage.tsx'])).toEqual([
      'src/pages/Home/HomePage.tsx',
      '_card.js',
      '_vendor.js',
    ]);
    expect(() => staticClosure({ a: { file: 'a.js', imports: ['missing'] } }, ['a'])).toThrow(/missing/);
  });

  it('counts for a route the entry closure plus what its page adds, CSS once', () => {
    const home = firstVisit(manifest, 'Home');
    expect(home.entry).toEqual({ js: ['assets/index.js', 'assets/vendor.js'], css: ['assets/index.css'] });
    // The vendor chunk and index.css are already loaded by the entry.
    expect(home.route).toEqual({ js: ['assets/HomePage.js', 'assets/card.js'], css: ['assets/card.css'] });
    expect(home.pageKey).toBe('src/pages/Home/HomePage.tsx');
  });

  it('a page bundled into the entry (no chunk of its own) adds nothing', () => {
    const visit = firstVisit(manifest, 'UnderConstruction');
    expect(visit.pageKey).toBeUndefined();
    expect(visit.route).toEqual({ js: [], css: [] });
  });

  it('sums gzipped sizes per row', () => {
    expect(sizeRow('/', firstVisit(manifest, 'Home'), gzipSize)).toEqual({
      label: '/',
      pageKey: 'src/pages/Home/HomePage.tsx',
      entryJs: 100_000,
      routeJs: 13_000,
      totalJs: 113_000,
      totalCss: 3_500,
    });
  });
});

describe('storefront size: budget verdict', () => {
  const home = sizeRow('/', firstVisit(manifest, 'Home'), gzipSize);
  const list = sizeRow('/category/:category/product', firstVisit(manifest, 'ProductList'), gzipSize);

  it('passes when the first visit to / and every route stay within budget', () => {
    expect(budgetFailures(home, [home, list], { homeFirstVisitJs: 113_000, routeOwnJs: 38_000 })).toEqual([]);
  });

  it('names the home budget and each route over its own budget, once per page chunk', () => {
    const failures = budgetFailures(home, [home, list, list], { homeFirstVisitJs: 110_000, routeOwnJs: 35_000 });
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/first visit to \/ loads 113\.0 kB.*110\.0 kB budget by 3\.0 kB/);
    // ProductList adds its 30 kB page and the 8 kB card chunk.
    expect(failures[1]).toMatch(/\/category\/:category\/product adds 38\.0 kB.*ProductListPage\.tsx.*35\.0 kB budget/);
  });

  it("gives the headroom left on /'s budget and on the route with the most JS of its own", () => {
    const headroom = budgetHeadroom(home, [home, list], { homeFirstVisitJs: 113_000 / 0.9, routeOwnJs: 38_000 / 0.8 });
    expect(headroom.home).toBeCloseTo(0.1, 10);
    expect(headroom.largestRoute?.label).toBe(list.label);
    expect(headroom.largestRoute?.headroom).toBeCloseTo(0.2, 10);
    expect(budgetHeadroom(home, []).largestRoute).toBeNull();
  });
});

describe('storefront size: modules from a source map', () => {
  it('decodes Base64 VLQ segments', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('SAAQ')).toEqual([9, 0, 0, 8]);
    expect(decodeSegment('D')).toEqual([-1]);
    expect(decodeSegment('2HAAA')).toEqual([123, 0, 0, 0]);
  });

  it('gives each source the generated text up to the next segment', () => {
    // Line 1: "aaaabbbccc" with a.js at 0, b.js at 4, unmapped at 7; line 2: "dd" from a.js.
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA,G;ADAA' };
    expect(Object.fromEntries(charactersPerSource('aaaabbbccc\ndd', map))).toEqual({
      'a.js': 6,
      'b.js': 3,
      '(unmapped)': 3,
    });
  });

  it('names node_modules sources by package and workspace sources by path', () => {
    expect(moduleLabel('node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/x.js').group).toBe('react-dom');
    expect(moduleLabel('node_modules/.pnpm/a/node_modules/@radix-ui/react-dialog/dist/index.mjs').group).toBe(
      '@radix-ui/react-dialog',
    );
    expect(moduleLabel('packages/ui/src/components/Button/Button.tsx')).toEqual({
      module: 'packages/ui/src/components/Button/Button.tsx',
      group: 'packages/ui',
    });
  });
});

describe("storefront size: figures that do not move with other chunks' names", () => {
  const files = ['assets/index-CA48RQgD.js', 'assets/HomePage-a_b-9XyZ.js', 'assets/app-DICD1F5D.css'];

  it("makes the hashes of the build's own files alike, whatever they were", () => {
    const before = 'import("./HomePage-a_b-9XyZ.js");l(["assets/app-DICD1F5D.css"])';
    const after = 'import("./HomePage-QQQQQQQQ.js");l(["assets/app-ZZZZZZZZ.css"])';
    const renamed = ['assets/index-CA48RQgD.js', 'assets/HomePage-QQQQQQQQ.js', 'assets/app-ZZZZZZZZ.css'];
    expect(withoutHashes(before, files)).toBe('import("./HomePage-00000000.js");l(["assets/app-00000000.css"])');
    expect(withoutHashes(after, renamed)).toBe(withoutHashes(before, files));
  });

  it('leaves names the build did not write, and the code around them, as they are', () => {
    const code = 'const a="my-long-id.js",b="HomePage-a_b-9XyZ.json",c="x-CA48RQgD.js";';
    expect(withoutHashes(code, files)).toBe(code);
  });

  it('lists every file the manifest names: chunks, their CSS and their assets', () => {
    const built = builtFiles({
      'index.html': {
        file: 'assets/index-CA48RQgD.js',
        css: ['assets/app-DICD1F5D.css'],
        assets: ['assets/inter-AAAAAAAA.woff2'],
      },
    });
    expect(built.sort()).toEqual([
      'assets/app-DICD1F5D.css',
      'assets/index-CA48RQgD.js',
      'assets/inter-AAAAAAAA.woff2',
    ]);
  });
});
