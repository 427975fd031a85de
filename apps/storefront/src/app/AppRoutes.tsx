import { Navigate, Route, Routes } from 'react-router';
import { RoutePage } from '../routes/RoutePage.tsx';
import { NOT_FOUND_PATH, routeTable } from '../routes/routeTable.ts';
import { Shell } from '../shell/Shell.tsx';

/** The §2 route table as react-router routes, all children of the Home shell. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Shell />}>
        {routeTable.map((route) =>
          route.path === '/' ? (
            <Route key={route.path} index element={<RoutePage route={route} />} />
          ) : (
            <Route key={route.path} path={route.path.slice(1)} element={<RoutePage route={route} />} />
          ),
        )}
        {/* §2: any other path redirects to /404. */}
        <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
      </Route>
    </Routes>
  );
}
