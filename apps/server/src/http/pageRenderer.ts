import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * The storefront build's request-time renderer for catalogue pages (product lists, products:
 * apps/storefront/src/prerender/renderCataloguePage.tsx, built to `ssr/` in its dist). The
 * page's HTML then carries the products and their pictures, so a phone paints them without
 * waiting for the app's code and a round trip for the data. Optional: without it (an older
 * build, a static host) those pages get index.html and the app loads them as before.
 */
export const CATALOGUE_RENDERER = join('ssr', 'renderCataloguePage.js');

/** How long a page may take to render before the visitor gets index.html instead. */
const RENDER_BUDGET_MS = 2_000;

interface RendererModule {
  createCataloguePageRenderer(siteRoot: string): {
    render(url: string, fetch: typeof globalThis.fetch): Promise<string | null>;
  };
}

export type PageRenderer = (url: string) => Promise<string | null>;

function headerRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

/**
 * The API answered in-process (Fastify's inject): the render's requests reach the same routes,
 * checks and database as a browser's, without a socket or a port.
 */
function injectedFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(
      new URL(input instanceof Request ? input.url : String(input), 'http://storefront.local'),
      init,
    );
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      // Uncompressed: the render reads the body as it is.
      headers: { ...headerRecord(request.headers), 'accept-encoding': 'identity' },
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers,
    });
  };
}

/**
 * Loads the renderer from the built storefront at `siteRoot`, or null when the build has none.
 * A render that fails or is slow answers null: the page is then served as before, never an error.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  siteRoot: string,
  log: FastifyBaseLogger,
  budgetMs = RENDER_BUDGET_MS,
): Promise<PageRenderer | null> {
  const file = join(siteRoot, CATALOGUE_RENDERER);
  if (!existsSync(file)) return null;
  let renderer: ReturnType<RendererModule['createCataloguePageRenderer']>;
  try {
    const module = (await import(pathToFileURL(file).href)) as RendererModule;
    renderer = module.createCataloguePageRenderer(siteRoot);
  } catch (error) {
    log.warn(
      { err: error },
      'The storefront build has a catalogue page renderer that did not load; pages get index.html.',
    );
    return null;
  }
  const fetch = injectedFetch(app);
  return async (url) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), budgetMs);
    });
    try {
      return await Promise.race([renderer.render(url, fetch), late]);
    } catch (error) {
      log.warn({ err: error, url }, 'A catalogue page failed to render; it gets index.html.');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
