import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../app/App.tsx';
import { catalogueQueriesFor } from '../features/product/cataloguePrefetch.ts';
import { keepAnswers, keptAnswers, runQuery } from '../features/product/catalogueQueries.ts';
import { PageHeadCollector, type PageHead } from '../features/product/usePageHead.ts';
import { cataloguePages } from '../routes/cataloguePages.ts';
import { loadedPage, preloadPage } from '../routes/pageModules.ts';
import { RequestedUrl } from '../routes/pageUrl.ts';
import { routeDescriptions } from '../routes/routeDescriptions.ts';
import { routeForPath } from '../routes/prefetch.ts';
import type { RoutePage } from '../routes/routeTable.ts';
import { createAppServices } from '../services/createAppServices.ts';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { ServerMarkup } from './ServerMarkup.tsx';
import { CATALOGUE_TEMPLATES, fillCatalogueTemplate, type CatalogueTemplates } from './catalogueDocument.ts';

/**
 * Catalogue pages (product lists, products) rendered on request, for a server that runs this
 * module beside the API (apps/server loads it from the build). Their data is the server's, so
 * unlike the pages rendered at build time (prerenderRoute.tsx) they cannot be written out once;
 * a phone would otherwise wait for the app's code, then for the data, then for the pictures
 * before it painted a product (Lighthouse mobile: largest paint 3.2 s).
 *
 * The render is a first-time guest's first render with the data already here: the app's own
 * render in the browser, given the same answers (embedded in the page), draws the same page.
 */
export interface CataloguePageRenderer {
  /**
   * The page's HTML for `url` (absolute: structured data names it), or null when it is not a catalogue page or its
   * data could not be had (the browser's app then loads and shows the error itself).
   * `fetch` reaches the API (the server passes one that answers in-process).
   */
  render(url: string, fetch: typeof globalThis.fetch): Promise<string | null>;
}

/** Reads the templates the build wrote (build/prerender.ts) beside this module. */
export function createCataloguePageRenderer(siteRoot: string): CataloguePageRenderer {
  const templates = JSON.parse(readFileSync(join(siteRoot, CATALOGUE_TEMPLATES), 'utf8')) as CatalogueTemplates;
  return {
    async render(url, fetch) {
      const rendered = await renderCataloguePage(url, fetch);
      if (!rendered) return null;
      const template = templates[rendered.page];
      return template ? fillCatalogueTemplate(template, rendered) : null;
    },
  };
}

export interface RenderedCataloguePage {
  readonly page: RoutePage;
  readonly markup: string;
  /** The page's own head (usePageHead), else the route's. */
  readonly head: PageHead;
  /** The query answers the render used, keyed as the browser's cache keys them. */
  readonly answers: readonly (readonly [string, unknown])[];
}

export async function renderCataloguePage(
  url: string,
  fetch: typeof globalThis.fetch,
): Promise<RenderedCataloguePage | null> {
  const { pathname, search } = new URL(url);
  const route = routeForPath(pathname);
  if (!route || !cataloguePages.has(route.page)) return null;
  const guest = () =>
    createAppServices({
      storage: memoryStorage(),
      cookies: memoryCookieJar(),
      meta: { apiBaseUrl: '/api', shopId: null },
      initialPath: () => pathname,
      scrollToTop: () => undefined,
      fetch,
    });
  const to = `${pathname}${search}`;
  const asking = guest();
  const [settled] = await Promise.all([
    Promise.all(catalogueQueriesFor(asking, to).map((query) => runQuery(asking, query))),
    preloadPage(route.page),
  ]);
  if (settled.some((answer) => !answer.ok)) return null;
  // Rendered as the browser will hydrate it: services that asked nothing (no request in progress
  // or finished: the progress bar shows it) and hold the answers the page carries.
  const answers = keptAnswers(asking);
  const services = guest();
  keepAnswers(services, answers);

  let collected: PageHead | null = null;
  // The providers render no element: the browser's tree (main.tsx) hydrates this markup.
  const markup = renderToString(
    <ServerMarkup>
      <StrictMode>
        <RequestedUrl.Provider value={url}>
          <PageHeadCollector.Provider value={(head) => (collected = head)}>
            <StaticRouter location={to}>
              <App services={services} />
            </StaticRouter>
          </PageHeadCollector.Provider>
        </RequestedUrl.Provider>
      </StrictMode>
    </ServerMarkup>,
  );
  const head = collected ?? { title: route.title, description: routeDescriptions[route.path] ?? '' };
  return { page: route.page, markup, head, answers };
}

/** Each catalogue page's component name (its module's file name), for the build to find its chunk. */
export async function cataloguePageComponents(): Promise<Partial<Record<RoutePage, string>>> {
  const names: Partial<Record<RoutePage, string>> = {};
  for (const page of cataloguePages) {
    await preloadPage(page);
    const component = loadedPage(page);
    if (!component) throw new Error(`The ${page} page did not load.`);
    names[page] = component.name;
  }
  return names;
}
