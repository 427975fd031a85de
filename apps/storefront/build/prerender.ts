import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type AliasOptions, type Plugin, type PluginOption } from 'vite';
import { workspaceSources } from '../../../scripts/workspace-sources.ts';
import { SITE_NAME } from '../src/routes/documentHead.ts';
import { cookieNames, keysReadAfterFirstRender, storageKeys } from '../src/state/storageKeys.ts';
import { CATALOGUE_TEMPLATES, TEMPLATE_TOKENS, type CatalogueTemplates } from '../src/prerender/catalogueDocument.ts';
import {
  emittedAssets,
  guardScript,
  pageAssets,
  mergedAssets,
  pageChunkKey,
  prerenderedDocument,
  prerenderedFileName,
  type Manifest,
  type PrerenderedDocument,
} from './prerenderHtml.ts';

/** What the server reads to answer a prerendered path with its file (apps/server staticSite.ts). */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_INDEX = 'routes.json';
/** What the server answers an address no route matches with (apps/server staticSite.ts). */
export const UNKNOWN_PATHS_INDEX = 'unknown-paths.json';

interface PrerenderRoute {
  path: string;
  title: string;
  page: string;
}

/** What a prerendered page's guard tag says (prerenderHtml.ts `PrerenderedDocument`). */
type GuardMarks = Pick<PrerenderedDocument, 'staleWithQuery' | 'loginRedirect' | 'replaceAddress'>;

interface PrerenderModule {
  routeDescriptions: Readonly<Record<string, string>>;
  prerenderedRoutes(): {
    path: string;
    location: string;
    route: PrerenderRoute;
    staleWithQuery: boolean;
    loginRedirect: string | null;
  }[];
  renderRoute(route: PrerenderRoute, location: string): Promise<string>;
  unknownPathAnswer(): { route: PrerenderRoute; address: string; firstSegments: string[] | null };
  pageComponentName(page: string): string;
}

interface CatalogueRenderModule {
  cataloguePageComponents(): Promise<Record<string, string>>;
}

/** Where the server build goes: the request-time renderer stays there for the API server to load. */
export const SERVER_BUILD_DIR = 'ssr';
/** The module the API server loads to render catalogue pages on request (apps/server pageRenderer.ts). */
export const CATALOGUE_RENDERER = `${SERVER_BUILD_DIR}/renderCataloguePage.js`;

export interface PrerenderOptions {
  /** The storefront's folder (vite's root). */
  readonly root: string;
  /** The plugins the client build uses that also shape markup (React, vanilla-extract class names). */
  readonly plugins: () => PluginOption[];
  readonly alias?: AliasOptions;
  /** Font files the first paint uses (matched against the build's assets), preloaded by prerendered pages. */
  readonly preloadFonts?: RegExp;
}

/**
 * After the client build, renders the pages every first-time guest sees alike
 * (src/prerender/prerenderRoute.tsx) to HTML with a server build of the same sources and
 * writes them to dist/prerendered/, with an index of paths for the server. The same plugins
 * and sources give the same class names and asset paths as the client build.
 *
 * The same server build holds the catalogue pages' request-time renderer
 * (src/prerender/renderCataloguePage.tsx, kept in dist/ssr/ for the API server), and each
 * catalogue page gets a document template with its styles and code (dist/ssr/).
 */
export function prerenderPlugin(options: PrerenderOptions): Plugin {
  let outDir = '';
  let enabled = false;
  return {
    name: 'showroom:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      enabled = !config.build.ssr;
    },
    async closeBundle() {
      if (!enabled) return;
      await prerender(options, join(options.root, outDir));
    },
  };
}

async function prerender(options: PrerenderOptions, dist: string): Promise<void> {
  // Kept in the build: the API server loads the catalogue renderer from there.
  const serverOut = join(dist, SERVER_BUILD_DIR);
  await build({
    configFile: false,
    root: options.root,
    mode: 'production',
    logLevel: 'warn',
    plugins: options.plugins(),
    resolve: { ...workspaceSources.resolve, ...(options.alias ? { alias: options.alias } : {}) },
    // Everything bundled, React's production builds included (the API server that loads the
    // renderer need not run with NODE_ENV=production), and nothing to resolve at run time.
    ssr: { ...workspaceSources.ssr, noExternal: true },
    environments: workspaceSources.environments,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: true,
      outDir: serverOut,
      emptyOutDir: true,
      // The client build already copied public/ to dist/.
      copyPublicDir: false,
      minify: false,
      sourcemap: false,
      target: 'node20',
      rolldownOptions: {
        input: {
          prerenderRoute: 'src/prerender/prerenderRoute.tsx',
          renderCataloguePage: 'src/prerender/renderCataloguePage.tsx',
        },
      },
    },
  });
  const module = (await import(pathToFileURL(join(serverOut, 'prerenderRoute.js')).href)) as PrerenderModule;
  const catalogue = (await import(pathToFileURL(join(dist, CATALOGUE_RENDERER)).href)) as CatalogueRenderModule;

  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const indexHtml = await readFile(join(dist, 'index.html'), 'utf8');
  const guard = guardScript(
    Object.values(storageKeys).filter((key) => !keysReadAfterFirstRender.includes(key)),
    Object.values(cookieNames),
  );
  const guardFile = `assets/prerender-guard-${createHash('sha256').update(guard).digest('base64url').slice(0, 10)}.js`;
  await writeFile(join(dist, guardFile), guard);

  const fonts = options.preloadFonts ? emittedAssets(manifest, options.preloadFonts) : [];
  await mkdir(join(dist, PRERENDERED_DIR), { recursive: true });
  // Login's markup serves every auth-required path too: each page is rendered once.
  const rendered = new Map<string, Promise<string>>();
  const renderOnce = async (route: PrerenderRoute, location: string) => {
    const render = rendered.get(location) ?? module.renderRoute(route, location);
    rendered.set(location, render);
    try {
      return await render;
    } catch (error) {
      throw new Error(
        `Rendering ${location} at build time failed. A page listed in src/prerender/prerenderRoute.tsx renders in Node: it may use browser APIs in effects and event handlers only (or leave that list).`,
        { cause: error },
      );
    }
  };
  /** Writes `file`: the page of `route` as rendered at `location`, with what its guard tag says. */
  const writePage = async (file: string, route: PrerenderRoute, location: string, guard: GuardMarks) => {
    await writeFile(
      join(dist, file),
      prerenderedDocument(indexHtml, {
        title: `${route.title} | ${SITE_NAME}`,
        description: module.routeDescriptions[route.path] ?? '',
        markup: await renderOnce(route, location),
        assets: pageAssets(manifest, pageChunkKey(manifest, module.pageComponentName(route.page))),
        fonts,
        guardSrc: `/${guardFile}`,
        ...guard,
      }),
    );
  };

  const index: Record<string, string> = {};
  for (const { path, location, route, staleWithQuery, loginRedirect } of module.prerenderedRoutes()) {
    const file = `${PRERENDERED_DIR}/${prerenderedFileName(path)}`;
    await writePage(file, route, location, { staleWithQuery, loginRedirect });
    index[path] = file;
  }
  await writeFile(join(dist, PRERENDERED_DIR, PRERENDERED_INDEX), `${JSON.stringify(index, null, 2)}\n`);

  // An address no route matches: Page Not Found, at /404 before the app starts.
  const unknown = module.unknownPathAnswer();
  if (unknown.firstSegments) {
    const file = `${PRERENDERED_DIR}/not-found.html`;
    await writePage(file, unknown.route, unknown.address, { replaceAddress: unknown.address });
    await writeFile(
      join(dist, PRERENDERED_DIR, UNKNOWN_PATHS_INDEX),
      `${JSON.stringify({ file, firstSegments: unknown.firstSegments }, null, 2)}\n`,
    );
  }

  // A catalogue page's first visit fetches its code, the API client and the machines at once
  // (src/prerender/catalogueFirstVisit.ts): all of it is preloaded beside the entry.
  const firstVisit = ['src/prerender/catalogueFirstVisit.ts', 'src/services/runtime.ts'].filter(
    (key) => key in manifest,
  );
  const templates: CatalogueTemplates = {};
  for (const [page, component] of Object.entries(await catalogue.cataloguePageComponents())) {
    const assets = mergedAssets(
      [pageChunkKey(manifest, component), ...firstVisit].map((key) => pageAssets(manifest, key)),
    );
    templates[page as keyof CatalogueTemplates] = prerenderedDocument(indexHtml, {
      title: TEMPLATE_TOKENS.title,
      description: TEMPLATE_TOKENS.description,
      markup: TEMPLATE_TOKENS.markup,
      assets,
      fonts,
      guardSrc: `/${guardFile}`,
    }).replace('</head>', () => `${TEMPLATE_TOKENS.head}</head>`);
  }
  await writeFile(join(dist, CATALOGUE_TEMPLATES), `${JSON.stringify(templates)}\n`);
}
