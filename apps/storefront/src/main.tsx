import { visitorThemeColor } from '@showroom/machines';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { browserEnvironment } from './app/browserEnvironment.ts';
import { loadPaletteMaths } from './app/shopPalette.ts';
import { cataloguePages } from './routes/cataloguePages.ts';
import { MARKUP_ATTRIBUTE, ServerMarkup, STALE_ATTRIBUTE } from './prerender/ServerMarkup.tsx';
import { preloadPage } from './routes/pageModules.ts';
import { routeForPath } from './routes/prefetch.ts';
import type { RoutePage } from './routes/routeTable.ts';
import { createAppServices, type AppServices } from './services/createAppServices.ts';
import { nextTask } from './services/nextTask.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the storefront into.');

/**
 * Not top-level awaits: the first page's chunk imports the shared chunk, which is in an import
 * cycle with this entry, so a dynamic import awaited at the top level here would wait for itself.
 */
async function start(root: HTMLElement): Promise<void> {
  // Development checks every answer against the contract's schemas; production leaves zod out.
  const validateWith = import.meta.env.DEV ? (await import('@showroom/api')).endpoints : undefined;
  const services = createAppServices({ ...browserEnvironment(), ...(validateWith ? { validateWith } : {}) });
  // The stores and the shell's modules are set up; the first page's lookup and loads go in the
  // next task, so neither holds a phone's main thread long enough to delay a tap.
  await nextTask();

  // The first page's code (fetched in parallel with the colour maths a returning visitor's
  // branded showroom needs) before the first render: the page then paints whole, in the shop's
  // colours, with no skeleton before it to shift the footer. A failed load renders anyway and
  // retries there.
  const firstPage = routeForPath(window.location.pathname);
  const catalogueStarted =
    firstPage && cataloguePages.has(firstPage.page) ? startCatalogueFirstVisit(services, firstPage.page) : undefined;
  await Promise.all([
    catalogueStarted,
    firstPage ? preloadPage(firstPage.page, { firstPage: true }).catch(() => undefined) : undefined,
    visitorThemeColor(services.showroom.getState().active) ? loadPaletteMaths().catch(() => undefined) : undefined,
  ]);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App services={services} />
      </BrowserRouter>
    </StrictMode>
  );
  // Markup rendered for a first-time guest (at build time or on request) is hydrated, so the
  // nodes on screen stay; a visitor the guard found it stale for gets the app's own render.
  const markup = root.firstElementChild?.hasAttribute(MARKUP_ATTRIBUTE);
  if (markup && !document.documentElement.hasAttribute(STALE_ATTRIBUTE)) {
    // In a transition, hydration is time-sliced: React yields to the browser every few
    // milliseconds instead of holding a phone's main thread for the whole page.
    startTransition(() => {
      hydrateRoot(root, <ServerMarkup>{app}</ServerMarkup>);
    });
  } else {
    // The same for a render from scratch: time-sliced, so a phone's main thread is never held
    // for the whole page (a shopper with a showroom gets this render on catalogue pages).
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
}

/**
 * A catalogue page's first visit: its data, all its code, the API client and the machines load
 * together, instead of a level of imports at a time and the data only once the page has rendered
 * and asked (round trips on a phone). Settles once the answers a server-rendered page carries are
 * kept, so the first render draws what the server drew (it needs the same code anyway).
 */
function startCatalogueFirstVisit(services: AppServices, page: RoutePage): Promise<void> {
  void services.runtime().catch(() => undefined);
  const to = `${window.location.pathname}${window.location.search}`;
  return import('./prerender/catalogueFirstVisit.ts').then(
    (module) => module.startCatalogueFirstVisit(services, page, to),
    // Its code did not arrive: the page loads and asks for its data itself.
    () => undefined,
  );
}

void start(container);
