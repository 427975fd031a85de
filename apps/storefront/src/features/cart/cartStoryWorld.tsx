import { endpoints } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, mockTokenFor, type ScenarioName } from '@showroom/api/mocks';
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
 * The demo world of the cart stories: like `parameters.world` of `withAppAt`, plus cart
 * endpoints that hold their answer (an update on its way), refuse it (a 422 with the server's
 * message) or fail, so every state of the cart queue can be put on screen. Requests still go
 * through the real client (toasts, progress bar) and the real cart service.
 */
export interface CartStoryWorld {
  readonly signedInAs?: string;
  /** Storage entries: a guest's `cart_id`, a signed-in customer's `project`. */
  readonly storage?: Readonly<Record<string, string>>;
  readonly showroom?: string;
  /** Re-colours the active showroom (custom add-on on). */
  readonly themeColor?: string;
  readonly scenario?: ScenarioName | readonly ScenarioName[];
  /** Paths whose answer never comes while the story is on screen. */
  readonly holding?: readonly string[];
  /** Paths answering 422 with `refusal` (the server refusing a quantity). */
  readonly refusing?: readonly string[];
  /** Paths answering 500 without a message. */
  readonly failing?: readonly string[];
}

export const cartPaths = {
  cart: '/api/cart',
  projectCart: '/api/projectCart',
  update: '/api/projectCart/update_cart',
} as const;

/** What the server says when it refuses a quantity (the client shows it as its §8 toast). */
export const cartStoryRefusal = 'Only 8 are in stock.';

/** The demo's guest cart (one vendor) and the customer's project cart (several vendors). */
export const guestCart = { storage: { [storageKeys.cartId]: 'demo-guest-cart' } } as const;
export const customerCart = {
  signedInAs: 'customer@demo.test',
  storage: { [storageKeys.project]: '701' },
} as const;

function createCartStoryServices(world: CartStoryWorld): AppServices {
  const dataset = getDemoDataset();
  const storage: Record<string, string> = { ...world.storage };
  if (world.signedInAs) {
    const user = dataset.users.find((candidate) => candidate.email === world.signedInAs);
    if (!user) throw new Error(`No demo user ${world.signedInAs}.`);
    storage[storageKeys.authToken] = mockTokenFor(user);
  }
  if (world.showroom) {
    const profile = dataset.showrooms.find((showroom) => showroom.profile.vsd_id === world.showroom)?.profile;
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
    if (world.refusing?.includes(path)) {
      return Response.json(
        { success: false, message: cartStoryRefusal, errors: { quantity: [cartStoryRefusal] } },
        { status: 422 },
      );
    }
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

/** The whole app at `parameters.route` (default /cart) in the world of `parameters.cartWorld`. */
export const withCartApp: Decorator = (_Story, context) => {
  const path = (context.parameters['route'] as string | undefined) ?? '/cart';
  const world = (context.parameters['cartWorld'] as CartStoryWorld | undefined) ?? {};
  return <CartStoryApp path={path} world={world} />;
};

function CartStoryApp({ path, world }: { path: string; world: CartStoryWorld }) {
  const [services] = useState(() => rememberStoryServices(createCartStoryServices(world)));
  return (
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>
  );
}
