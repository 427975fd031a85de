import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../app/App.tsx';
import { loadedPage, preloadPage } from '../routes/pageModules.ts';
import { routeTable, type RouteDefinition, type RoutePage } from '../routes/routeTable.ts';
import { createAppServices } from '../services/createAppServices.ts';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { ServerMarkup } from './ServerMarkup.tsx';

/**
 * Pages a first-time guest sees the same for everyone: no server data, no session, no showroom.
 * Their HTML is rendered at build time (build/prerender.ts), so the heading and text paint as
 * soon as the HTML and CSS arrive instead of after the JavaScript has run.
 */
export const prerenderedPages: ReadonlySet<RoutePage> = new Set<RoutePage>([
  'home',
  'aboutUs',
  'contact',
  'faq',
  'returnPolicy',
  'yourOrders',
  'cookiesPolicy',
  'termsOfService',
  'privacyPolicy',
  'proAccount',
  'ourBrands',
  'contractorApplication',
  'login',
  'register',
  'visualize',
]);

/** The routes whose HTML is rendered at build time (fixed paths only). */
export function prerenderedRoutes(): RouteDefinition[] {
  return routeTable.filter((route) => prerenderedPages.has(route.page) && !route.path.includes(':'));
}

/**
 * The app's markup at `route` as a first-time guest's browser first renders it: no stored
 * session or showroom, the default theme, nothing loaded from the server yet. The page's code is
 * loaded first, as main.tsx does in the browser, so it renders whole and not as a skeleton.
 */
export async function renderRoute(route: RouteDefinition): Promise<string> {
  await preloadPage(route.page);
  const services = createAppServices({
    storage: memoryStorage(),
    cookies: memoryCookieJar(),
    meta: { apiBaseUrl: '/api', shopId: null },
    initialPath: () => route.path,
    scrollToTop: () => undefined,
    fetch: () => Promise.reject(new Error('Nothing is fetched while pages are rendered at build time.')),
  });
  return renderToString(
    <ServerMarkup>
      <StrictMode>
        <StaticRouter location={route.path}>
          <App services={services} />
        </StaticRouter>
      </StrictMode>
    </ServerMarkup>,
  );
}

/** The page's component name, which is its module's file name (the build looks its chunk up by it). */
export function pageComponentName(page: RoutePage): string {
  const component = loadedPage(page);
  if (!component) throw new Error(`The ${page} page has not been rendered yet.`);
  return component.name;
}
