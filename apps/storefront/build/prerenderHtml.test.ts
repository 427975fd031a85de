import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  mergedAssets,
  emittedAssets,
  guardScript,
  PRELOADS_PER_TASK,
  MARKUP_ATTRIBUTE,
  pageAssets,
  pageChunkKey,
  prerenderedDocument,
  prerenderedFileName,
  STALE_ATTRIBUTE,
  type Manifest,
} from './prerenderHtml.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_app-A.js'] },
  '_app-A.js': {
    file: 'assets/app-A.js',
    css: ['assets/app-A.css'],
    assets: ['assets/inter-latin-wght-normal-F1.woff2', 'assets/inter-greek-wght-normal-F2.woff2'],
  },
  'src/pages/Home/HomePage.tsx': {
    file: 'assets/HomePage-H.js',
    src: 'src/pages/Home/HomePage.tsx',
    imports: ['_app-A.js', '_Card-C.js'],
    css: ['assets/HomePage-H.css'],
  },
  '_Card-C.js': { file: 'assets/Card-C.js', imports: ['_app-A.js'], css: ['assets/Card-C.css'] },
  'src/pages/content/AboutUsPage.tsx': { file: 'assets/AboutUsPage-U.js', imports: ['_app-A.js'] },
};

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Default description." />
    <title>Showroom</title>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-A.js">
    <link rel="stylesheet" crossorigin href="/assets/app-A.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the page chunk and what it brings', () => {
  it('finds a page chunk by its component (file) name, and refuses a name that is not one file', () => {
    expect(pageChunkKey(manifest, 'HomePage')).toBe('src/pages/Home/HomePage.tsx');
    expect(pageChunkKey(manifest, 'AboutUsPage')).toBe('src/pages/content/AboutUsPage.tsx');
    expect(() => pageChunkKey(manifest, 'Page')).toThrow(/found 0/);
  });

  it("links the page's own styles and modules, not what the entry already loads", () => {
    expect(pageAssets(manifest, 'src/pages/Home/HomePage.tsx')).toEqual({
      css: ['/assets/HomePage-H.css', '/assets/Card-C.css'],
      modules: ['/assets/HomePage-H.js', '/assets/Card-C.js'],
    });
    expect(pageAssets(manifest, 'src/pages/content/AboutUsPage.tsx')).toEqual({
      css: [],
      modules: ['/assets/AboutUsPage-U.js'],
    });
  });

  it('finds emitted fonts by pattern', () => {
    expect(emittedAssets(manifest, /inter-latin-wght/)).toEqual(['/assets/inter-latin-wght-normal-F1.woff2']);
  });
});

describe("several chunks' assets", () => {
  it('are one list of each, first seen first, without repeats', () => {
    expect(
      mergedAssets([
        { css: ['/a.css'], modules: ['/page.js', '/shared.js'] },
        { css: ['/a.css', '/b.css'], modules: ['/shared.js', '/runtime.js'] },
      ]),
    ).toEqual({ css: ['/a.css', '/b.css'], modules: ['/page.js', '/shared.js', '/runtime.js'] });
  });
});

describe('the prerendered document', () => {
  const html = prerenderedDocument(indexHtml, {
    title: 'Home & <Garden> | Showroom',
    description: 'Tiles "for" you',
    markup: '<h1>Remodel</h1>',
    assets: pageAssets(manifest, 'src/pages/Home/HomePage.tsx'),
    fonts: ['/assets/inter-latin-wght-normal-F1.woff2'],
    guardSrc: '/assets/prerender-guard-G.js',
  });

  it('puts the markup (its wrapper, which the guard can hide, included) in #root', () => {
    expect(html).toContain(`<div id="root"><h1>Remodel</h1></div>`);
    expect(html).toContain(`<style>html[${STALE_ATTRIBUTE}] [${MARKUP_ATTRIBUTE}]{display:none!important}</style>`);
  });

  it('gives the page its own title and description, escaped', () => {
    expect(html).toContain('<title>Home &amp; &lt;Garden&gt; | Showroom</title>');
    expect(html).toContain('<meta name="description" content="Tiles &quot;for&quot; you" />');
    expect(html).not.toContain('Default description.');
  });

  it('hands the entry and every module to the guard instead of loading them from the head', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script src="/assets/prerender-guard-G.js" data-entry="/assets/index-E.js" data-modules="/assets/app-A.js /assets/HomePage-H.js /assets/Card-C.js"></script>',
    );
  });

  it('links the styles and preloads the font the first paint needs', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-A.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-H.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Card-C.css">');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-F1.woff2">',
    );
  });

  /** A page with nothing of its own: what the document adds around it alone. */
  const page = {
    title: 't',
    description: 'd',
    markup: '',
    assets: { css: [], modules: [] },
    fonts: [],
    guardSrc: '/g.js',
  };

  it("names, on the guard's tag, what the page's markup depends on", () => {
    expect(prerenderedDocument(indexHtml, { ...page, staleWithQuery: true })).toContain(
      'data-modules="/assets/app-A.js" data-stale-with-query></script>',
    );
    expect(prerenderedDocument(indexHtml, { ...page, loginRedirect: '/login?redirect=' })).toContain(
      'data-modules="/assets/app-A.js" data-login-redirect="/login?redirect="></script>',
    );
    expect(prerenderedDocument(indexHtml, { ...page, replaceAddress: '/404' })).toContain(
      'data-modules="/assets/app-A.js" data-replace-address="/404"></script>',
    );
    expect(html).not.toMatch(/data-stale-with-query|data-login-redirect|data-replace-address/);
  });

  it('refuses an index.html it cannot fill in', () => {
    expect(() => prerenderedDocument(indexHtml.replace('<div id="root"></div>', ''), page)).toThrow(/root/);
    expect(() => prerenderedDocument(indexHtml.replace(/<script type="module"[^>]*><\/script>/, ''), page)).toThrow(
      /module script/,
    );
  });
});

describe('the guard script', () => {
  interface Run {
    stale: boolean;
    appended: { tag: string; href?: string; src?: string; type?: string }[];
    /** The addresses history.replaceState was given. */
    replaced: string[];
    frames: (() => void)[];
    timers: (() => void)[];
  }

  function runGuard(options: {
    stored?: Record<string, string>;
    hash?: string;
    search?: string;
    pathname?: string;
    /** The tag's data-stale-with-query. */
    staleWithQuery?: boolean;
    /** The tag's data-login-redirect. */
    loginRedirect?: string;
    /** The tag's data-replace-address. */
    replaceAddress?: string;
    shopId?: string;
    noStorage?: boolean;
    /** document.cookie. */
    cookie?: string;
    /** The tag's data-modules (two by default). */
    modules?: string;
    /** A browser with paint timing: the observer's callback, to call with the entries' names. */
    paintObserver?: { notify?: (names: string[]) => void; disconnected?: boolean };
  }): Run {
    const run: Run = { stale: false, appended: [], replaced: [], frames: [], timers: [] };
    const paint = options.paintObserver;
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
        if (paint) {
          paint.notify = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
        }
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        if (paint) paint.disconnected = true;
      }
    }
    const element = (tag: string) => ({ tag }) as Run['appended'][number];
    const context = {
      location: { hash: options.hash ?? '', search: options.search ?? '', pathname: options.pathname ?? '/' },
      history: {
        replaceState: (_state: unknown, _title: string, url: string) => run.replaced.push(url),
      },
      requestAnimationFrame: (callback: () => void) => run.frames.push(callback),
      setTimeout: (callback: () => void) => run.timers.push(callback),
      window: {
        ...(paint ? { PerformanceObserver } : {}),
        get localStorage() {
          if (options.noStorage) throw new Error('SecurityError');
          return { getItem: (key: string) => options.stored?.[key] ?? null };
        },
      },
      document: {
        cookie: options.cookie ?? '',
        readyState: 'interactive',
        documentElement: {
          setAttribute: (name: string) => {
            if (name === STALE_ATTRIBUTE) run.stale = true;
          },
        },
        currentScript: {
          getAttribute: (name: string) =>
            ({
              'data-entry': '/assets/index-E.js',
              'data-modules': options.modules ?? '/assets/app-A.js /assets/HomePage-H.js',
              ...(options.loginRedirect === undefined ? {} : { 'data-login-redirect': options.loginRedirect }),
              ...(options.replaceAddress === undefined ? {} : { 'data-replace-address': options.replaceAddress }),
            })[name] ?? null,
          hasAttribute: (name: string) => name === 'data-stale-with-query' && options.staleWithQuery === true,
        },
        querySelector: () => ({ getAttribute: () => options.shopId ?? '' }),
        createElement: element,
        addEventListener: () => undefined,
        head: { appendChild: (child: Run['appended'][number]) => run.appended.push(child) },
      },
    };
    runInNewContext(guardScript(['authToken', 'showroom'], ['remember_email', 'user_type']), context);
    return run;
  }

  const started = (run: Run) => run.appended.filter((element) => element.tag === 'script').map((script) => script.src);

  it('leaves the markup to a first-time guest and starts the app only after the first frame', () => {
    const run = runGuard({});
    expect(run.stale).toBe(false);
    expect(run.appended).toEqual([]);
    run.frames.forEach((frame) => frame());
    run.timers[0]?.();
    expect(run.appended.map((element) => element.href ?? element.src)).toEqual([
      '/assets/index-E.js',
      '/assets/app-A.js',
      '/assets/HomePage-H.js',
    ]);
    expect(run.appended[0]?.type).toBe('module');
    // The fallback timer finds the app started and does not start it twice.
    run.timers.forEach((timer) => timer());
    expect(started(run)).toEqual(['/assets/index-E.js']);
  });

  it("ignores other sites' cookies and names that only end like ours", () => {
    const run = runGuard({ cookie: 'analytics=1; xremember_email=1; remember_emails=2' });
    expect(run.stale).toBe(false);
  });

  it('starts the entry, then preloads the modules a few per task, each once and in order', () => {
    const modules = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, index) => `/assets/m${index}.js`);
    const run = runGuard({ modules: modules.join(' ') });
    // Two frames: the one that paints, then the one after it.
    run.frames.shift()?.();
    run.frames.shift()?.();
    const [fallback, afterPaint] = run.timers.splice(0);
    afterPaint?.();
    const appended = () => run.appended.map((element) => element.src ?? element.href);
    expect(appended()).toEqual(['/assets/index-E.js', ...modules.slice(0, PRELOADS_PER_TASK)]);
    // Each later task adds the next few, and asks for one more while any are left.
    run.timers.shift()?.();
    expect(appended()).toEqual(['/assets/index-E.js', ...modules.slice(0, PRELOADS_PER_TASK * 2)]);
    run.timers.shift()?.();
    expect(appended()).toEqual(['/assets/index-E.js', ...modules]);
    expect(run.timers).toEqual([]);
    fallback?.();
    expect(appended()).toHaveLength(modules.length + 1);
  });

  it('starts the app once the first contentful paint has reached the screen', () => {
    const paint: { notify?: (names: string[]) => void; disconnected?: boolean } = {};
    const run = runGuard({ paintObserver: paint });
    expect(run.frames).toEqual([]);
    paint.notify?.(['first-paint']);
    expect(run.timers).toHaveLength(1);
    paint.notify?.(['first-contentful-paint']);
    expect(paint.disconnected).toBe(true);
    expect(started(run)).toEqual([]);
    // The second timer is the paint's (the first is the fallback).
    run.timers[1]?.();
    expect(started(run)).toEqual(['/assets/index-E.js']);
  });

  it('without paint timing, waits a frame more than the first: that frame is presented only after it', () => {
    const run = runGuard({});
    run.frames.shift()?.();
    expect(run.timers).toHaveLength(1);
    run.frames.shift()?.();
    run.timers[1]?.();
    expect(started(run)).toEqual(['/assets/index-E.js']);
  });

  it('starts the app from the fallback timer when no frame comes (a background tab)', () => {
    const run = runGuard({});
    run.timers.forEach((timer) => timer());
    expect(started(run)).toEqual(['/assets/index-E.js']);
  });

  it.each([
    ['a stored session', { stored: { authToken: 'x'.repeat(20) } }],
    ['a stored showroom', { stored: { showroom: '{}' } }],
    ['a fragment', { hash: '#my-order' }],
    ["a shop's own storefront", { shopId: 'DEMO0001' }],
    ['a remembered e-mail (a cookie)', { cookie: 'theme=dark; remember_email=ada%40example.com' }],
    ['a cookie first in the jar', { cookie: 'user_type=User' }],
    ['storage that cannot be read', { noStorage: true }],
    ['a query, on a page whose first render reads it', { staleWithQuery: true, search: '?token=t&email=a%40b.c' }],
  ])('hides the markup and starts the app at once for %s', (_, options) => {
    const run = runGuard(options);
    expect(run.stale).toBe(true);
    expect(started(run)).toEqual(['/assets/index-E.js']);
  });

  it('keeps the markup for a query on a page whose first render does not read it', () => {
    expect(runGuard({ search: '?redirect=%2Fcart' }).stale).toBe(false);
    expect(runGuard({ staleWithQuery: true, search: '' }).stale).toBe(false);
  });

  it("sends a first-time guest on an auth-required path to Login's address, the path and query as its redirect", () => {
    const run = runGuard({ loginRedirect: '/login?redirect=', pathname: '/checkout', search: '?step=2' });
    expect(run.stale).toBe(false);
    expect(run.replaced).toEqual(['/login?redirect=%2Fcheckout%3Fstep%3D2']);
  });

  it('leaves the address of an auth-required path to the app for a visitor with anything stored', () => {
    const run = runGuard({
      loginRedirect: '/login?redirect=',
      pathname: '/checkout',
      stored: { authToken: 'x'.repeat(20) },
    });
    expect(run.stale).toBe(true);
    expect(run.replaced).toEqual([]);
  });

  it('gives a first-time guest on an unknown address /404 before the app starts, and leaves others to the app', () => {
    expect(runGuard({ replaceAddress: '/404', pathname: '/no-such-page', search: '?a=1' }).replaced).toEqual(['/404']);
    expect(runGuard({ replaceAddress: '/404', pathname: '/no-such-page', hash: '#x' }).replaced).toEqual([]);
  });

  it('changes no address on a page without a login redirect', () => {
    expect(runGuard({ pathname: '/checkout' }).replaced).toEqual([]);
  });
});

describe('file names', () => {
  it('names a file after its path', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/about_us')).toBe('about_us.html');
    expect(prerenderedFileName('/register/contractor')).toBe('register__contractor.html');
    expect(prerenderedFileName('/verify/:hash')).toBe('verify__hash.html');
  });
});
