import { endpoints } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, type ScenarioName } from '@showroom/api/mocks';
import type { Decorator } from '@storybook/react-vite';
import { getResponse } from 'msw';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { App, ShopTheme } from '../app/App.tsx';
import { createAppServices, type AppServices } from '../services/createAppServices.ts';
import { ServicesProvider } from '../services/ServicesContext.tsx';
import { ToasterHost } from '../shell/ToasterHost.tsx';
import { activeShowroomOf } from '../state/showroomStore.ts';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { storageKeys } from '../state/storageKeys.ts';
import { rememberStoryServices } from '../storybook/storyServices.ts';

/**
 * The demo world of the showroom stories. Like `parameters.world` of `withAppAt`, plus one
 * endpoint at a time answering differently from the rest, which the machine's later states
 * need: the lookup succeeds but the profile fails (profileFailed), or the profile is still on
 * its way (loadingProfile). Requests still go through the real client (toasts, progress bar).
 */
export interface ShowroomStoryWorld {
  /** The active showroom's ID (DEMO0001 is branded; OAKS2026, TILE4YOU). */
  readonly showroom?: string;
  /** Re-colours the active showroom (custom add-on on). */
  readonly themeColor?: string;
  /** Scenarios for every endpoint ('serverError', 'slowNetwork', …). */
  readonly scenario?: ScenarioName | readonly ScenarioName[];
  /** Paths answered with a 500 without a message, as the 'serverError' scenario does. */
  readonly failing?: readonly string[];
  /** Paths whose answer never comes while the story is on screen. */
  readonly holding?: readonly string[];
  /** Paths answering an empty list (a showroom without menus or top products). */
  readonly empty?: readonly string[];
}

export const showroomPaths = {
  search: '/api/visualization/showrooms',
  profile: '/api/visualization/shop_profile',
  menus: '/api/menu_category',
  topProducts: '/api/top_products/',
} as const;

function createShowroomStoryServices(world: ShowroomStoryWorld): AppServices {
  const storage: Record<string, string> = {};
  if (world.showroom) {
    const profile = getDemoDataset().showrooms.find((showroom) => showroom.profile.vsd_id === world.showroom)?.profile;
    if (!profile) throw new Error(`No demo showroom ${world.showroom}.`);
    const active = activeShowroomOf(profile);
    storage[storageKeys.showroom] = JSON.stringify(
      world.themeColor
        ? { ...active, theme_color: world.themeColor, custom_addon: { subscription_status: 1 } }
        : active,
    );
  }
  const state = createMockState();
  const handlers = createDemoHandlers({
    state,
    slowNetworkDelayMs: 60_000,
    ...(world.scenario === undefined ? {} : { scenario: world.scenario as ScenarioName | ScenarioName[] }),
  });
  const failingHandlers = createDemoHandlers({ state, scenario: 'serverError' });
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), window.location.origin),
      init,
    );
    const path = new URL(request.url).pathname;
    if (world.holding?.includes(path)) return new Promise<Response>(() => undefined);
    if (world.empty?.includes(path)) return Response.json({ success: true, message: '', data: [] });
    const answering = world.failing?.includes(path) ? failingHandlers : handlers;
    return (await getResponse(answering, request)) ?? new Response(null, { status: 404 });
  };
  return createAppServices({
    storage: memoryStorage(storage),
    cookies: memoryCookieJar({}),
    meta: { apiBaseUrl: '', shopId: null },
    fetch: fetchThroughMocks,
    initialPath: () => '/',
    scrollToTop: () => undefined,
    validateWith: endpoints,
  });
}

/**
 * With `parameters.route`: the whole app at that address, like `withAppAt`. With `route: null`:
 * the story's own render (a card, a section with the modal's opener) in the app's services,
 * router, shop theme and toasts but without the shell, for a part whose page is built elsewhere.
 * The world comes from `parameters.showroomWorld`.
 */
export const withShowroomApp: Decorator = (Story, context) => {
  const path = context.parameters['route'] as string | null | undefined;
  const world = (context.parameters['showroomWorld'] as ShowroomStoryWorld | undefined) ?? {};
  if (path === null)
    return (
      <ShowroomStoryFrame world={world}>
        <Story />
      </ShowroomStoryFrame>
    );
  return <ShowroomStoryApp path={path ?? '/'} world={world} />;
};

function ShowroomStoryApp({ path, world }: { path: string; world: ShowroomStoryWorld }) {
  const [services] = useState(() => rememberStoryServices(createShowroomStoryServices(world)));
  return (
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>
  );
}

function ShowroomStoryFrame({ world, children }: { world: ShowroomStoryWorld; children: ReactNode }) {
  const [services] = useState(() => rememberStoryServices(createShowroomStoryServices(world)));
  useEffect(() => services.start(), [services]);
  return (
    <MemoryRouter initialEntries={['/']}>
      <ServicesProvider services={services}>
        <ShopTheme>
          <main style={{ padding: '24px', minHeight: '100vh', boxSizing: 'border-box' }}>{children}</main>
          <ToasterHost />
        </ShopTheme>
      </ServicesProvider>
    </MemoryRouter>
  );
}
