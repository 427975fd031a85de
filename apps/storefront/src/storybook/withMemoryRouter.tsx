import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { App } from '../app/App.tsx';
import { createStoryServices, rememberStoryServices, type StoryWorld } from './storyServices.ts';

/**
 * Renders the whole storefront in memory at `parameters.route` (default '/'), with the demo
 * world of `parameters.world` (signed-in account, active showroom, MSW scenario). Stories then
 * see exactly what the app shows at that address, redirects and guards included.
 */
export const withAppAt: Decorator = (_Story, context) => {
  const path = (context.parameters['route'] as string | undefined) ?? '/';
  const world = (context.parameters['world'] as StoryWorld | undefined) ?? {};
  return <StoryApp path={path} world={world} />;
};

function StoryApp({ path, world }: { path: string; world: StoryWorld }) {
  const [services] = useState(() => rememberStoryServices(createStoryServices(world)));
  return (
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>
  );
}
