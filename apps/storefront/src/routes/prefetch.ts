import { matchPath } from 'react-router';
import { preloadPage } from './pageModules.ts';
import { createRouteIndex } from './routeIndex.ts';
import { routeTable, type RouteDefinition } from './routeTable.ts';

const index = createRouteIndex(routeTable, (route) => route.path);

/** The route a link's target lands on, or undefined when only the catch-all (/404) matches. */
export function routeForPath(pathname: string): RouteDefinition | undefined {
  return index.candidates(pathname).find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** Prefetch on intent: a link's page code starts loading on hover, focus or touch start. */
export function prefetchPath(to: string): void {
  const pathname = to.split(/[?#]/)[0] ?? to;
  const route = routeForPath(pathname);
  if (route) void preloadPage(route.page).catch(() => undefined);
}
