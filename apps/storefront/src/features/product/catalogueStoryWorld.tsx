import { endpoints } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, type ScenarioName } from '@showroom/api/mocks';
import type { Decorator } from '@storybook/react-vite';
import { getResponse } from 'msw';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { App } from '../../app/App.tsx';
import { createAppServices, type AppServices } from '../../services/createAppServices.ts';
import { activeShowroomOf } from '../../state/showroomStore.ts';
import { memoryCookieJar, memoryStorage } from '../../state/persistence.ts';
import { storageKeys } from '../../state/storageKeys.ts';
import { rememberStoryServices } from '../../storybook/storyServices.ts';

/**
 * The demo world of the catalogue stories (`parameters.catalogueWorld`): the whole app at
 * `parameters.route` on the MSW demo handlers, like `withAppAt`, plus per-endpoint answers the
 * catalogue's states need: a path still on its way, failing, or answered with the demo data
 * changed (a product without sizes, an empty row).
 */
export interface CatalogueStoryWorld {
  /** The active showroom's ID (DEMO0001 is branded; OAKS2026, TILE4YOU). */
  readonly showroom?: string;
  /** Re-colours the active showroom (custom add-on on). */
  readonly themeColor?: string;
  readonly scenario?: ScenarioName | readonly ScenarioName[];
  /** Paths whose answer never comes while the story is on screen. */
  readonly holding?: readonly string[];
  /** Paths answered with a 500 without a message, as the 'serverError' scenario does. */
  readonly failing?: readonly string[];
  /** Paths whose successful answer's `data` is changed by the function. */
  readonly change?: Readonly<Record<string, (data: never) => unknown>>;
  /** Product ids this browser viewed before (§3 recently viewed), latest first. */
  readonly recentlyViewed?: readonly number[];
}

export const cataloguePaths = {
  menus: '/api/menu_category',
  profile: '/api/visualization/shop_profile',
  products: '/api/visualization/products',
  product: '/api/public',
  topProducts: '/api/top_products/',
  alsoViewed: '/api/customer_also_viewed/',
  recentlyViewed: '/api/recently_viewed/',
  cart: '/api/projectCart/sync_to_cart',
} as const;

function createCatalogueStoryServices(world: CatalogueStoryWorld): AppServices {
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
  if (world.recentlyViewed) storage[storageKeys.recentlyViewed] = JSON.stringify(world.recentlyViewed);
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
    const answering = world.failing?.includes(path) ? failingHandlers : handlers;
    const response = (await getResponse(answering, request)) ?? new Response(null, { status: 404 });
    const change = world.change?.[path];
    if (!change || !response.ok) return response;
    const body = (await response.json()) as { data: never };
    return Response.json({ ...body, data: change(body.data) }, { status: response.status });
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

export const withCatalogueApp: Decorator = (_Story, context) => {
  const path = (context.parameters['route'] as string | undefined) ?? '/';
  const world = (context.parameters['catalogueWorld'] as CatalogueStoryWorld | undefined) ?? {};
  return <CatalogueStoryApp path={path} world={world} />;
};

function CatalogueStoryApp({ path, world }: { path: string; world: CatalogueStoryWorld }) {
  const [services] = useState(() => rememberStoryServices(createCatalogueStoryServices(world)));
  return (
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>
  );
}
