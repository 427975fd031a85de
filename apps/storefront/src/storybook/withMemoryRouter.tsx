import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../routes/router.tsx';

/**
 * Renders the whole storefront route tree in memory at `parameters.route` (default '/').
 * Stories then see exactly what the app shows at that address, redirects included.
 */
export const withAppAt: Decorator = (_Story, context) => {
  const path = (context.parameters['route'] as string | undefined) ?? '/';
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return <RouterProvider router={router} />;
};
