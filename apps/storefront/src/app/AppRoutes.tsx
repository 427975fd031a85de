import { useMemo } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { RoutePage } from '../routes/RoutePage.tsx';
import { createRouteTree } from '../routes/routeTree.ts';
import { NOT_FOUND_PATH, routeTable } from '../routes/routeTable.ts';
import { Shell } from '../shell/Shell.tsx';

const routeTree = createRouteTree({
  layout: <Shell />,
  pages: routeTable,
  pageElement: (route) => <RoutePage route={route} />,
  // §2: any other path redirects to /404.
  otherwise: <Navigate to={NOT_FOUND_PATH} replace />,
});

/** The §2 route table as react-router routes, all children of the Home shell. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const routes = useMemo(() => routeTree.routesFor(pathname), [pathname]);
  return useRoutes(routes);
}
