import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { createRouteIndex } from './routeIndex.ts';
import type { RouteDefinition } from './routeTable.ts';

export interface RouteTreeParts {
  /** The layout every page renders in (the shell, with its outlet). */
  readonly layout: ReactNode;
  readonly pages: readonly RouteDefinition[];
  readonly pageElement: (route: RouteDefinition) => ReactNode;
  /** What any other path renders. */
  readonly otherwise: ReactNode;
}

/**
 * The §2 route table as react-router routes, built once: every page a child of the layout, '/'
 * its index, then a catch-all. `routesFor(pathname)` gives react-router only the pages that can
 * match the path (see routeIndex.ts), so it does not flatten and rank the whole table at every
 * render of the routes.
 */
export function createRouteTree({ layout, pages, pageElement, otherwise }: RouteTreeParts) {
  const pageRoutes: RouteObject[] = pages.map((route) =>
    route.path === '/'
      ? { id: route.path, index: true, element: pageElement(route) }
      : { id: route.path, path: route.path.slice(1), element: pageElement(route) },
  );
  const catchAll: RouteObject = { id: '*', path: '*', element: otherwise };
  const index = createRouteIndex(pageRoutes, (route) => route.path ?? '/');
  const tree = (children: RouteObject[]): RouteObject[] => [{ id: 'layout', path: '/', element: layout, children }];
  return {
    /** Every route: what react-router would match against without the index. */
    all: tree([...pageRoutes, catchAll]),
    routesFor: (pathname: string): RouteObject[] => tree([...index.candidates(pathname), catchAll]),
  };
}
