import { useEffect, type ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage.tsx';
import { UnderConstructionPage } from '../pages/UnderConstruction/UnderConstructionPage.tsx';
import { Shell } from '../shell/Shell.tsx';
import { NOT_FOUND_PATH, routeTable, type RouteDefinition } from './routeTable.ts';

const SITE_NAME = 'Showroom';

function TitledPage({ route, children }: { route: RouteDefinition; children: ReactElement }) {
  useEffect(() => {
    document.title = `${route.title} | ${SITE_NAME}`;
  }, [route.title]);
  return children;
}

function pageFor(route: RouteDefinition): ReactElement {
  switch (route.page) {
    case 'notFound':
      return <NotFoundPage />;
    case 'underConstruction':
      return <UnderConstructionPage title={route.title} />;
  }
}

/** The route table turned into react-router routes, all children of the Home shell. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      ...routeTable.map((route): RouteObject => {
        const element = <TitledPage route={route}>{pageFor(route)}</TitledPage>;
        return route.path === '/' ? { index: true, element } : { path: route.path.slice(1), element };
      }),
      // §2: any other path redirects to /404.
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];
