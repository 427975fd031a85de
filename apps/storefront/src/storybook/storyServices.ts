import { endpoints, type OrderItem } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import {
  createDemoHandlers,
  createMockState,
  mockTokenFor,
  type MockState,
  type ScenarioName,
} from '@showroom/api/mocks';
import {
  canCancelItem,
  canChangeStatus,
  canRequestReturn,
  cancellationRefund,
  checkPaymentCard,
  payoutSummary,
  returnRefund,
} from '@showroom/machines';
import { getResponse } from 'msw';
import { createAppServices, type AppServices } from '../services/createAppServices.ts';
import { activeShowroomOf } from '../state/showroomStore.ts';
import { memoryCookieJar, memoryStorage, type KeyValueStorage } from '../state/persistence.ts';
import { storageKeys } from '../state/storageKeys.ts';

/**
 * A call the story world answers differently from the demo: `'/api/path'` (any method) or
 * `'METHOD /api/path'` (that method only).
 */
export type StoryCall = string;

export interface StoryWorld {
  /** Signed in as this demo account (its mock token is stored). */
  readonly signedInAs?: string;
  /** The active showroom's ID (DEMO0001 is branded, OAKS2026 and TILE4YOU too). */
  readonly showroom?: string;
  /** MSW demo scenarios for every endpoint, e.g. 'serverError' or 'slowNetwork'. */
  readonly scenario?: ScenarioName | readonly ScenarioName[];
  /** Extra storage entries (a guest cart id, …). */
  readonly storage?: Readonly<Record<string, string>>;
  readonly cookies?: Readonly<Record<string, string>>;
  /** What the tab's sessionStorage holds as the story opens (e.g. an open one-time code). */
  readonly tabStorage?: Readonly<Record<string, string>>;
  readonly shopId?: string | null;
  /** Re-colours the active showroom (custom add-on on), to show the shell under any shop colour. */
  readonly themeColor?: string;
  /** How long the 'slowNetwork' scenario holds each answer (default: a minute, i.e. "still loading"). */
  readonly slowNetworkDelayMs?: number;

  // ── One call at a time answering differently (the states a page reaches past its first load) ──
  /** Calls whose answer never comes while the story is on screen. */
  readonly holding?: readonly StoryCall[];
  /** Calls answering 500 without a message, as the 'serverError' scenario does. */
  readonly failing?: readonly StoryCall[];
  /** Calls answering 422 with this message (also under errors.<field> when given as [message, field]). */
  readonly refusing?: Readonly<Record<StoryCall, string | readonly [message: string, field: string]>>;
  /** Calls answering an empty list as their data. */
  readonly empty?: readonly StoryCall[];
  /** Calls whose successful answer's `data` is changed by the function. */
  readonly change?: Readonly<Record<StoryCall, (data: never) => unknown>>;

  // ── The demo data changed before the story starts ──
  /** Changes the mocks' state (remove an order's items, replace notifications, …). */
  readonly prepare?: (state: MockState) => void;
  /** Product ids this browser viewed before (§3 recently viewed), latest first. */
  readonly recentlyViewed?: readonly number[];
  /** Every order-item status change is refused (422) with this reason, as a server with stricter rules would. */
  readonly statusRefusal?: string;
  /**
   * Just before the viewer's change of this item reaches the server (a pro's status change, a
   * customer's cancel or return), someone else moves it to this status.
   */
  readonly changedMeanwhile?: { readonly itemId: number; readonly status: OrderItem['status'] };
}

let current: AppServices | null = null;

/** The services of the story on screen, for `appSettled` (one story renders at a time). */
export function rememberStoryServices(services: AppServices): AppServices {
  current = services;
  return services;
}

export function currentStoryServices(): AppServices | null {
  return current;
}

function matches(calls: readonly StoryCall[] | undefined, request: Request): boolean {
  return calls?.some((call) => callMatches(call, request)) ?? false;
}

function callMatches(call: StoryCall, request: Request): boolean {
  const path = new URL(request.url).pathname;
  const [method, callPath] = call.includes(' ') ? call.split(' ', 2) : [undefined, call];
  return callPath === path && (method === undefined || method === request.method);
}

function entryFor<T>(entries: Readonly<Record<StoryCall, T>> | undefined, request: Request): T | undefined {
  if (!entries) return undefined;
  const call = Object.keys(entries).find((candidate) => callMatches(candidate, request));
  return call === undefined ? undefined : entries[call];
}

/** A change of the item: a pro's PUT …/status, a customer's POST …/cancel or …/return (§9). */
function itemChangeOf(itemId: number, request: Request): boolean {
  const path = new URL(request.url).pathname;
  if (request.method === 'PUT') return path === `/api/order_items/${itemId}/status`;
  return (
    request.method === 'POST' &&
    (path === `/api/order_items/${itemId}/cancel` || path === `/api/order_items/${itemId}/return`)
  );
}

function refusalResponse(refusal: string | readonly [string, string]): Response {
  const [message, field] = typeof refusal === 'string' ? [refusal, undefined] : refusal;
  return Response.json(
    { success: false, message, ...(field === undefined ? {} : { errors: { [field]: [message] } }) },
    { status: 422 },
  );
}

/**
 * The storefront's services in a story: the real stores and machines, answering through the
 * @showroom/api MSW demo handlers in memory (no service worker), on in-memory storage. The
 * mocks enforce the very §4 and §9 rules the pages show, as the server does.
 */
const tabStorages = new WeakMap<AppServices, KeyValueStorage>();

/** What the current story's tab storage holds now. */
export function tabStoredNow(key: string): string | null {
  const services = currentStoryServices();
  return services ? (tabStorages.get(services)?.getItem(key) ?? null) : null;
}

export function createStoryServices(world: StoryWorld = {}): AppServices {
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
  if (world.recentlyViewed) storage[storageKeys.recentlyViewed] = JSON.stringify(world.recentlyViewed);
  const state = createMockState();
  world.prepare?.(state);
  const { statusRefusal } = world;
  const handlers = createDemoHandlers({
    state,
    slowNetworkDelayMs: world.slowNetworkDelayMs ?? 60_000,
    ...(world.scenario === undefined ? {} : { scenario: world.scenario as ScenarioName | ScenarioName[] }),
    orderItemStatusRule:
      statusRefusal === undefined ? canChangeStatus : () => ({ allowed: false as const, message: statusRefusal }),
    customerItemRules: { canCancelItem, canRequestReturn, cancellationRefund, returnRefund },
    payoutSummaryRule: payoutSummary,
    paymentCardRule: checkPaymentCard,
  });
  const failingHandlers = createDemoHandlers({ state, scenario: 'serverError' });
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), window.location.origin),
      init,
    );
    if (matches(world.holding, request)) return new Promise<Response>(() => undefined);
    const refusal = entryFor(world.refusing, request);
    if (refusal !== undefined) return refusalResponse(refusal);
    if (matches(world.empty, request)) return Response.json({ success: true, message: '', data: [] });
    const meanwhile = world.changedMeanwhile;
    if (meanwhile && itemChangeOf(meanwhile.itemId, request)) {
      const item = state.orderItems.find((candidate) => candidate.id === meanwhile.itemId);
      if (item) item.status = meanwhile.status;
    }
    try {
      const answering = matches(world.failing, request) ? failingHandlers : handlers;
      const response = (await getResponse(answering, request)) ?? new Response(null, { status: 404 });
      const change = entryFor(world.change, request);
      if (!change || !response.ok) return response;
      const body = (await response.json()) as { data: never };
      return Response.json({ ...body, data: change(body.data) }, { status: response.status });
    } catch (error) {
      // The 'offline' scenario answers with a network error, which fetch reports as a TypeError.
      throw error instanceof TypeError ? error : new TypeError('Failed to fetch');
    }
  };
  const tabStorage = memoryStorage({ ...world.tabStorage });
  const services = createAppServices({
    storage: memoryStorage(storage),
    cookies: memoryCookieJar({ ...world.cookies }),
    tabStorage,
    // A fixed public address: links given out of a page (a showroom's) must not carry the test server's port.
    meta: { apiBaseUrl: '', shopId: world.shopId ?? null, siteOrigin: 'https://shop.example.com' },
    fetch: fetchThroughMocks,
    initialPath: () => '/',
    scrollToTop: () => undefined,
    validateWith: endpoints,
    // appSettled waits for the bar to hide before a story goes on or is pictured; the bar's own
    // linger is shown by the ui package's TopProgressBar stories, not by every page story.
    progressLingerMs: { finished: 0, failed: 0 },
  });
  tabStorages.set(services, tabStorage);
  return services;
}
