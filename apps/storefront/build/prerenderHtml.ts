/**
 * The pure half of build-time rendering (build/prerender.ts): which files a prerendered page
 * needs from the build manifest, the HTML around its markup, and the tiny script that keeps
 * the prerendered markup away from visitors whose first render will differ from it.
 */

import { hoistLeadingLinks } from '../src/prerender/hoistedLinks.ts';
import { MARKUP_ATTRIBUTE, STALE_ATTRIBUTE } from '../src/prerender/ServerMarkup.tsx';

export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface PageAssets {
  /** Stylesheets the page's code brings, to link in the head (the browser would load them with the code). */
  readonly css: string[];
  /** The page's chunk and what it imports, to fetch beside the entry instead of after it. */
  readonly modules: string[];
}

/** The manifest key of the chunk whose source file is `<componentName>.tsx` under src/pages. */
export function pageChunkKey(manifest: Manifest, componentName: string): string {
  const keys = Object.keys(manifest).filter(
    (key) => /^src[\\/]pages[\\/]/.test(key) && key.endsWith(`/${componentName}.tsx`),
  );
  if (keys.length !== 1) {
    throw new Error(
      `Expected one page module named ${componentName}.tsx in the build manifest, found ${keys.length}: a page's export must be named after its file.`,
    );
  }
  return keys[0] as string;
}

/** The page chunk's own CSS and modules with everything it imports statically, less what the entry already has. */
export function pageAssets(manifest: Manifest, pageKey: string): PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const alreadyLoaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into);
  };
  if (entryKey) collect(entryKey, alreadyLoaded);
  const needed = new Set<string>();
  collect(pageKey, needed);
  const css: string[] = [];
  const modules: string[] = [];
  for (const key of needed) {
    if (alreadyLoaded.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    modules.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.push(`/${file}`);
  }
  return { css, modules };
}

/** Several chunks' assets as one list each, in order, without repeats. */
export function mergedAssets(all: readonly PageAssets[]): PageAssets {
  const unique = (lists: string[][]) => [...new Set(lists.flat())];
  return { css: unique(all.map((assets) => assets.css)), modules: unique(all.map((assets) => assets.modules)) };
}

/** Files the build emitted (fonts, images) whose path matches, as public paths. */
export function emittedAssets(manifest: Manifest, pattern: RegExp): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.assets ?? []) if (pattern.test(file)) files.add(`/${file}`);
  }
  return [...files];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PrerenderedDocument {
  readonly title: string;
  readonly description: string;
  readonly markup: string;
  readonly assets: PageAssets;
  /** Fonts the first paint uses, fetched at once instead of after the stylesheet is read. */
  readonly fonts: readonly string[];
  /** The guard script's public path (see `guardScript`). */
  readonly guardSrc: string;
  /** The markup was rendered without a query and fits no visit with one. */
  readonly staleWithQuery?: boolean;
  /**
   * Login's address up to its redirect, for an auth-required path whose markup is Login's: the
   * guard sends a first-time guest there, with the path as the redirect, before the app starts.
   */
  readonly loginRedirect?: string | null;
  /** The address the guard gives a first-time guest before the app starts (`/404` for an unknown one). */
  readonly replaceAddress?: string;
}

// The markup's wrapper attribute and the guard's mark, shared with the app (ServerMarkup.tsx).
export { MARKUP_ATTRIBUTE, STALE_ATTRIBUTE } from '../src/prerender/ServerMarkup.tsx';

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html with a page's markup in #root, its title and description, its styles
 * and fonts linked, and the guard (`guardScript`) in place of the entry's script tags: it hides
 * the markup from visitors it does not fit and starts the app's code.
 */
export function prerenderedDocument(indexHtml: string, page: PrerenderedDocument): string {
  const replaceOnce = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`The built index.html has no ${String(pattern)} to fill in.`);
    return html.replace(pattern, () => replacement);
  };
  const entry = entryScript.exec(indexHtml)?.[1];
  if (!entry) throw new Error('The built index.html has no module script for the entry.');
  const modules = [...indexHtml.matchAll(modulePreload)].map((match) => match[1] as string);
  for (const module of page.assets.modules) if (!modules.includes(module)) modules.push(module);
  let html = indexHtml.replace(entryScript, '').replace(modulePreload, '');

  const { links, markup } = hoistLeadingLinks(page.markup);
  const head = [
    `<script src="${page.guardSrc}" data-entry="${escapeHtml(entry)}" data-modules="${escapeHtml(modules.join(' '))}"${
      page.staleWithQuery ? ' data-stale-with-query' : ''
    }${page.loginRedirect ? ` data-login-redirect="${escapeHtml(page.loginRedirect)}"` : ''}${
      page.replaceAddress ? ` data-replace-address="${escapeHtml(page.replaceAddress)}"` : ''
    }></script>`,
    `<style>html[${STALE_ATTRIBUTE}] [${MARKUP_ATTRIBUTE}]{display:none!important}</style>`,
    ...page.fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`),
    ...page.assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...(links ? [links] : []),
  ].join('\n    ');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  html = replaceOnce(html, /<\/head>/, `  ${head}\n  </head>`);
  // The markup brings its own wrapper (ServerMarkup.tsx), which the app hydrates.
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${markup}</div>`);
}

/** Module preloads the guard adds in one task (see `guardScript`). */
export const PRELOADS_PER_TASK = 3;

/**
 * A classic script for the head of a prerendered page (the CSP allows no inline script).
 *
 * First it marks the markup stale, before anything paints, for a visitor whose app will render
 * something else first: anything stored by an earlier visit (a session, a showroom and its
 * colours, a cart, cached menus; a cookie, such as the e-mail Login remembers), a shop's own storefront (its branding), or a fragment that
 * picks a tab; a query, on a page whose first render reads it (`data-stale-with-query`). Such a
 * visitor sees the page when the app renders it, as without prerendering, and the app's code
 * starts at once.
 *
 * On an auth-required path (`data-login-redirect`, whose markup is Login's), a visitor with
 * nothing stored has no token: the guard does what the app's §2 guard would, and replaces the
 * address with Login's, the path as its redirect, before the app reads it. An address no route
 * matches (`data-replace-address`, the markup Page Not Found's) becomes /404 the same way.
 *
 * For everyone else the page is already on screen from the HTML, so the app's code (named by
 * the tag's data-entry and data-modules) starts once that first paint has reached the screen
 * (its paint timing entry; a frame later where the browser has none: the frame that runs a
 * requestAnimationFrame callback is presented only after it): on a slow connection it no longer
 * competes with the stylesheets and fonts the paint waits for. A timer starts it anyway where no
 * frame comes (a tab opened in the background).
 *
 * The entry goes first (everything else waits for it), then the preloads, a few per task: each
 * link costs the browser a request to its network service, and a product page's two dozen in
 * one task held a phone's main thread for over 100 ms.
 */
export function guardScript(storageKeys: readonly string[], cookieNames: readonly string[] = []): string {
  return `(function () {
  var root = document.documentElement, tag = document.currentScript, stale = false;
  try {
    var keys = ${JSON.stringify(storageKeys)}, storage = window.localStorage;
    var cookies = ${JSON.stringify(cookieNames)}, jar = '; ' + document.cookie;
    var shop = document.querySelector('meta[name="shop-id"]');
    stale = location.hash !== '' || !!(shop && shop.getAttribute('content')) ||
      (!!tag && tag.hasAttribute('data-stale-with-query') && location.search !== '') ||
      keys.some(function (key) { return storage.getItem(key) !== null; }) ||
      cookies.some(function (name) { return jar.indexOf('; ' + name + '=') >= 0; });
  } catch (error) {
    stale = true;
  }
  if (stale) root.setAttribute('${STALE_ATTRIBUTE}', '');
  var login = tag && tag.getAttribute('data-login-redirect');
  if (login && !stale) history.replaceState(null, '', login + encodeURIComponent(location.pathname + location.search));
  var address = tag && tag.getAttribute('data-replace-address');
  if (address && !stale) history.replaceState(null, '', address);
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var started = false;
  function add(element) { element.crossOrigin = ''; document.head.appendChild(element); }
  function preload(from) {
    modules.slice(from, from + ${PRELOADS_PER_TASK}).forEach(function (href) {
      var link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; add(link);
    });
    if (from + ${PRELOADS_PER_TASK} < modules.length) setTimeout(function () { preload(from + ${PRELOADS_PER_TASK}); }, 0);
  }
  function run() { var script = document.createElement('script'); script.type = 'module'; script.src = entry; add(script); }
  function whenParsed(then) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then); else then();
  }
  function start() { if (!started) { started = true; whenParsed(run); preload(0); } }
  if (stale) return start();
  whenParsed(function () {
    afterFirstPaint(function () { setTimeout(start, 0); });
    setTimeout(start, 1000);
  });
  function afterFirstPaint(then) {
    var Observer = window.PerformanceObserver;
    if (!Observer || (Observer.supportedEntryTypes || []).indexOf('paint') < 0) {
      return requestAnimationFrame(function () { requestAnimationFrame(then); });
    }
    var observer = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
})();
`;
}

/**
 * `/` → `index.html`, `/about_us` → `about_us.html`, `/register/contractor` →
 * `register__contractor.html`, the pattern `/verify/:hash` → `verify__hash.html`.
 */
export function prerenderedFileName(path: string): string {
  const name = path.replace(/^\//, '').replace(/\//g, '__').replace(/:/g, '');
  return `${name === '' ? 'index' : name}.html`;
}
