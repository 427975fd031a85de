import { endpoints, type OrderItem } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, mockTokenFor, type MockState } from '@showroom/api/mocks';
import { canChangeStatus, payoutSummary } from '@showroom/machines';
import type { Decorator } from '@storybook/react-vite';
import { getResponse } from 'msw';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ShopTheme } from '../../app/App.tsx';
import { createAppServices, type AppServices } from '../../services/createAppServices.ts';
import { ServicesProvider } from '../../services/ServicesContext.tsx';
import { ToasterHost } from '../../shell/ToasterHost.tsx';
import { activeShowroomOf } from '../../state/showroomStore.ts';
import { memoryCookieJar, memoryStorage } from '../../state/persistence.ts';
import { cookieNames, storageKeys } from '../../state/storageKeys.ts';
import { rememberStoryServices } from '../../storybook/storyServices.ts';

/**
 * The demo world of the order stories: a demo account signed in, the mocks enforcing the §4
 * rule (the machines' `canChangeStatus`) and the §9 payout rule, plus what the unhappy paths
 * need: an order without items, answers that never come, a server that refuses every change,
 * and another person changing an item just before the viewer does (the 409 path).
 */
export interface OrdersStoryWorld {
  readonly signedInAs: string;
  /** The active showroom, re-coloured with `themeColor` (custom add-on on). */
  readonly showroom?: string;
  readonly themeColor?: string;
  /** The items of this order are removed from the demo data. */
  readonly withoutItemsOf?: number;
  /** Paths whose answer never comes while the story is on screen. */
  readonly holding?: readonly string[];
  /** Every status change is refused (422) with this reason, as a server with stricter rules would. */
  readonly refusal?: string;
  /** Just before the viewer's change reaches the server, someone else moves this item to this status. */
  readonly changedMeanwhile?: { readonly itemId: number; readonly status: OrderItem['status'] };
}

function createOrdersStoryServices(world: OrdersStoryWorld): AppServices {
  const dataset = getDemoDataset();
  const user = dataset.users.find((candidate) => candidate.email === world.signedInAs);
  if (!user) throw new Error(`No demo user ${world.signedInAs}.`);
  const storage: Record<string, string> = { [storageKeys.authToken]: mockTokenFor(user) };
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
  const state: MockState = createMockState();
  if (world.withoutItemsOf !== undefined) {
    state.orderItems = state.orderItems.filter((item) => item.order_id !== world.withoutItemsOf);
  }
  const { refusal } = world;
  const handlers = createDemoHandlers({
    state,
    slowNetworkDelayMs: 60_000,
    orderItemStatusRule:
      refusal === undefined ? canChangeStatus : () => ({ allowed: false as const, message: refusal }),
    payoutSummaryRule: payoutSummary,
  });
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), window.location.origin),
      init,
    );
    const path = new URL(request.url).pathname;
    if (world.holding?.includes(path)) return new Promise<Response>(() => undefined);
    const meanwhile = world.changedMeanwhile;
    if (meanwhile && request.method === 'PUT' && path === `/api/order_items/${meanwhile.itemId}/status`) {
      const item = state.orderItems.find((candidate) => candidate.id === meanwhile.itemId);
      if (item) item.status = meanwhile.status;
    }
    return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  };
  return createAppServices({
    storage: memoryStorage(storage),
    // An Admin stays signed in only with the one-time code checked (§4 user check).
    cookies: memoryCookieJar(user.type === 'Admin' ? { [cookieNames.otpVerify]: '1' } : {}),
    meta: { apiBaseUrl: '', shopId: null },
    fetch: fetchThroughMocks,
    initialPath: () => '/',
    scrollToTop: () => undefined,
    validateWith: endpoints,
  });
}

/** The story's own render in the app's services, router, shop theme and toasts, without the shell. */
export const withOrdersWorld: Decorator = (Story, context) => {
  const world = context.parameters['ordersWorld'] as OrdersStoryWorld | undefined;
  if (!world) throw new Error('An order story needs parameters.ordersWorld.');
  return (
    <OrdersStoryFrame world={world}>
      <Story />
    </OrdersStoryFrame>
  );
};

function OrdersStoryFrame({ world, children }: { world: OrdersStoryWorld; children: ReactNode }) {
  const [services] = useState(() => rememberStoryServices(createOrdersStoryServices(world)));
  useEffect(() => services.start(), [services]);
  return (
    <MemoryRouter initialEntries={['/account']}>
      <ServicesProvider services={services}>
        <ShopTheme>
          <main style={{ padding: '24px', minHeight: '100vh', boxSizing: 'border-box' }}>{children}</main>
          <ToasterHost />
        </ShopTheme>
      </ServicesProvider>
    </MemoryRouter>
  );
}
