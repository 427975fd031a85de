import { loginPathWithRedirect } from '@showroom/machines';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../app/App.tsx';
import { loadedPage, preloadPage } from '../routes/pageModules.ts';
import { staticFirstSegments } from '../routes/routeIndex.ts';
import { NOT_FOUND_PATH, routeTable, type RouteDefinition, type RoutePage } from '../routes/routeTable.ts';
import { createAppServices } from '../services/createAppServices.ts';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { ServerMarkup } from './ServerMarkup.tsx';

/** The routes' descriptions, for each prerendered page's head (the browser loads them later). */
export { routeDescriptions } from '../routes/routeDescriptions.ts';

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
  'resetPassword',
  'passwordReset',
  // A first-time guest has no cart: a stored cart_id makes the markup stale.
  'cart',
  'notFound',
  'designAi',
  'designAiLogin',
  'designAiSignup',
  'designAiWelcome',
  // A first-time guest has no showroom: the page invites them to enter a Showroom ID.
  'showroom',
  // Signed out: how verification works (a link in the query is handed on to /verify/…).
  'accountVerify',
]);

/**
 * Prerendered pages whose first render reads the query (a reset link's token, an e-mail to fill
 * in): their markup, rendered without one, fits only a visit without a query.
 */
export const pagesReadingQuery: ReadonlySet<RoutePage> = new Set<RoutePage>([
  'resetPassword',
  'passwordReset',
  'accountVerify',
]);

/**
 * Pages on a path with parameters whose first render shows none of them (a verification link's
 * "Confirming your e-mail address…"): one file answers every path of the pattern.
 */
export const pagesWithUnshownParams: ReadonlySet<RoutePage> = new Set<RoutePage>(['verifyEmail']);

/** A path answered with prerendered HTML, and what the guard does with it in the browser. */
export interface PrerenderedRoute {
  /** The path whose request gets this HTML; `:name` segments match any one segment. */
  readonly path: string;
  /** Where the markup is rendered: the path, with any parameter given a stand-in value. */
  readonly location: string;
  /** The route whose page the markup shows: the path's own, or Login for an auth-required path. */
  readonly route: RouteDefinition;
  /** Any query makes the markup stale (`pagesReadingQuery`). */
  readonly staleWithQuery: boolean;
  /**
   * An auth-required path (§2 guards): a first-time guest has no token, so the app would send
   * them to Login with this path as the redirect. The guard does so before the app starts, and
   * the markup is Login's: the page is on screen at once instead of after the app's redirect.
   * The value is Login's address up to the redirect, which the guard appends, encoded.
   */
  readonly loginRedirect: string | null;
}

/** The paths whose HTML is rendered at build time: fixed paths, and the patterns of `pagesWithUnshownParams`. */
export function prerenderedRoutes(): PrerenderedRoute[] {
  const fixed = routeTable.filter((route) => !route.path.includes(':'));
  const login = fixed.find((route) => route.page === 'login');
  if (!login) throw new Error('The route table has no Login page.');
  const own = (route: RouteDefinition, location: string): PrerenderedRoute => ({
    path: route.path,
    location,
    route,
    staleWithQuery: pagesReadingQuery.has(route.page),
    loginRedirect: null,
  });
  const pages = fixed.filter((route) => prerenderedPages.has(route.page)).map((route) => own(route, route.path));
  const patterns = routeTable
    .filter((route) => pagesWithUnshownParams.has(route.page))
    .map((route) => {
      // The server matches `:name` as exactly one segment (apps/server staticSite.ts).
      if (/[?*]/.test(route.path)) throw new Error(`${route.path}: only required parameters can be prerendered.`);
      return own(route, route.path.replace(/:\w+/g, 'x'));
    });
  // Without a token the auth check comes first (guardNavigation), whatever the route's role.
  const signInFirst = fixed
    .filter((route) => route.auth)
    .map((route) => ({
      path: route.path,
      location: login.path,
      route: login,
      staleWithQuery: false,
      loginRedirect: loginPathWithRedirect(''),
    }));
  return [...pages, ...patterns, ...signInFirst];
}

/**
 * What answers an address no route can match (§2 sends it to /404): Page Not Found's markup,
 * whose guard moves a first-time guest to /404 before the app starts, and the first segments
 * the routes match, by which the server tells such addresses (null: it cannot).
 */
export function unknownPathAnswer(): { route: RouteDefinition; address: string; firstSegments: string[] | null } {
  const route = routeTable.find((candidate) => candidate.path === NOT_FOUND_PATH);
  if (!route) throw new Error(`The route table has no ${NOT_FOUND_PATH} page.`);
  return { route, address: NOT_FOUND_PATH, firstSegments: staticFirstSegments(routeTable.map(({ path }) => path)) };
}

/**
 * The app's markup at `route` as a first-time guest's browser first renders it: no stored
 * session or showroom, the default theme, nothing loaded from the server yet. The page's code is
 * loaded first, as main.tsx does in the browser, so it renders whole and not as a skeleton.
 */
export async function renderRoute(route: RouteDefinition, location: string = route.path): Promise<string> {
  await preloadPage(route.page);
  const services = createAppServices({
    storage: memoryStorage(),
    cookies: memoryCookieJar(),
    meta: { apiBaseUrl: '/api', shopId: null },
    initialPath: () => location,
    scrollToTop: () => undefined,
    fetch: () => Promise.reject(new Error('Nothing is fetched while pages are rendered at build time.')),
  });
  return renderToString(
    <ServerMarkup>
      <StrictMode>
        <StaticRouter location={location}>
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
