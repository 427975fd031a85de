import { endpoints } from '@showroom/api';
import { DEMO_NOW, getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, mockTokenFor, type ScenarioName } from '@showroom/api/mocks';
import { canChangeStatus, payoutSummary } from '@showroom/machines';
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
 * The demo world of the account stories (/account, /payout_setup, /notification): like
 * `parameters.world` of `withAppAt`, plus single calls that fail or hold their answer (so a
 * save can fail while the session stays signed in) and the signed-in account's notifications
 * replaced. Requests go through the real client (toasts, progress bar) and the real services.
 */
export interface AccountStoryWorld {
  readonly signedInAs: string;
  readonly showroom?: string;
  /** Re-colours the active showroom (custom add-on on). */
  readonly themeColor?: string;
  readonly scenario?: ScenarioName | readonly ScenarioName[];
  readonly cookies?: Readonly<Record<string, string>>;
  /** 'METHOD /path' of calls answering 500 without a message. */
  readonly failing?: readonly string[];
  /** 'METHOD /path' of calls whose answer never comes while the story is on screen. */
  readonly holding?: readonly string[];
  /** Replaces the account's notifications: `unread` unread ones (newest first), then `read` read ones. */
  readonly notifications?: { readonly unread: number; readonly read: number };
}

const titles = ['Order shipped', 'Item approved', 'New message', 'Order delivered', 'Return received'] as const;

function seededNotifications(userId: number, counts: { unread: number; read: number }) {
  const total = counts.unread + counts.read;
  return Array.from({ length: total }, (_, index) => {
    const title = titles[index % titles.length]!;
    // Before the demo's "now", which the mocks stamp a new read with.
    const created = new Date(DEMO_NOW - (index + 1) * 5 * 3_600_000);
    return {
      id: 7000 + index,
      user_id: userId,
      title,
      message: `${title}: order WV-2026-00${3100 + index} has news for you.`,
      link: index % 3 === 0 ? '/your_orders' : null,
      read_at: index < counts.unread ? null : new Date(created.getTime() + 3_600_000).toISOString(),
      created_at: created.toISOString(),
    };
  });
}

const matches = (list: readonly string[] | undefined, request: Request) =>
  list?.includes(`${request.method} ${new URL(request.url).pathname}`) ?? false;

function createAccountStoryServices(world: AccountStoryWorld): AppServices {
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
  const state = createMockState();
  if (world.notifications) {
    state.notifications = [
      ...state.notifications.filter((entry) => entry.user_id !== user.id),
      ...seededNotifications(user.id, world.notifications),
    ];
  }
  const handlers = createDemoHandlers({
    state,
    slowNetworkDelayMs: 60_000,
    ...(world.scenario === undefined ? {} : { scenario: world.scenario as ScenarioName | ScenarioName[] }),
    // The mocks enforce the very §4 and §9 rules the pages show, as the server does.
    orderItemStatusRule: canChangeStatus,
    payoutSummaryRule: payoutSummary,
  });
  const failingHandlers = createDemoHandlers({ state, scenario: 'serverError' });
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), window.location.origin),
      init,
    );
    if (matches(world.holding, request)) return new Promise<Response>(() => undefined);
    const answering = matches(world.failing, request) ? failingHandlers : handlers;
    return (await getResponse(answering, request)) ?? new Response(null, { status: 404 });
  };
  return createAppServices({
    storage: memoryStorage(storage),
    cookies: memoryCookieJar({ ...world.cookies }),
    meta: { apiBaseUrl: '', shopId: null },
    fetch: fetchThroughMocks,
    initialPath: () => '/',
    scrollToTop: () => undefined,
    validateWith: endpoints,
  });
}

/** The whole app at `parameters.route` in the world of `parameters.accountWorld`. */
export const withAccountApp: Decorator = (_Story, context) => {
  const path = (context.parameters['route'] as string | undefined) ?? '/account';
  const world = context.parameters['accountWorld'] as AccountStoryWorld | undefined;
  if (!world) throw new Error('Account stories need parameters.accountWorld (at least signedInAs).');
  return <AccountStoryApp path={path} world={world} />;
};

function AccountStoryApp({ path, world }: { path: string; world: AccountStoryWorld }) {
  const [services] = useState(() => rememberStoryServices(createAccountStoryServices(world)));
  return (
    <MemoryRouter initialEntries={[path]}>
      <App services={services} />
    </MemoryRouter>
  );
}
