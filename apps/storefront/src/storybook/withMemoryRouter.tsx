import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { App, ShopTheme } from '../app/App.tsx';
import { ServicesProvider } from '../services/ServicesContext.tsx';
import { ToasterHost } from '../shell/ToasterHost.tsx';
import { createStoryServices, rememberStoryServices, type StoryWorld } from './storyServices.ts';

/**
 * Renders the whole storefront in memory at `parameters.route` (default '/'), with the demo
 * world of `parameters.world` (signed-in account, active showroom, scenarios, calls answering
 * differently). Stories then see exactly what the app shows at that address, redirects and
 * guards included.
 *
 * With `route: null`, the story's own render (a section, a dialog's opener) in the app's
 * services, router (at `parameters.frameAt`, default '/'), shop theme and toasts but without
 * the shell: for a part shown on a page built elsewhere.
 */
export const withAppAt: Decorator = (Story, context) => {
  const path = context.parameters['route'] as string | null | undefined;
  const world = (context.parameters['world'] as StoryWorld | undefined) ?? {};
  if (path === null) {
    const frameAt = (context.parameters['frameAt'] as string | undefined) ?? '/';
    return (
      <StoryFrame path={frameAt} world={world}>
        <Story />
      </StoryFrame>
    );
  }
  return <StoryApp path={path ?? '/'} world={world} />;
};

function StoryApp({ path, world }: { path: string; world: StoryWorld }) {
  const [services] = useState(() => rememberStoryServices(createStoryServices(world)));
  return (
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>
  );
}

function StoryFrame({ path, world, children }: { path: string; world: StoryWorld; children: ReactNode }) {
  const [services] = useState(() => rememberStoryServices(createStoryServices(world)));
  useEffect(() => services.start(), [services]);
  return (
    <MemoryRouter initialEntries={[path]}>
      <ServicesProvider services={services}>
        <ShopTheme>
          <main style={{ padding: '24px', minHeight: '100vh', boxSizing: 'border-box' }}>{children}</main>
          <ToasterHost />
        </ShopTheme>
      </ServicesProvider>
    </MemoryRouter>
  );
}
