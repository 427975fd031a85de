import { endpoints } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, mockTokenFor, type ScenarioName } from '@showroom/api/mocks';
import { canChangeStatus, payoutSummary } from '@showroom/machines';
import { getResponse } from 'msw';
import { createAppServices, type AppServices } from '../services/createAppServices.ts';
import { activeShowroomOf } from '../state/showroomStore.ts';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { storageKeys } from '../state/storageKeys.ts';

export interface StoryWorld {
  /** Signed in as this demo account (its mock token is stored). */
  readonly signedInAs?: string;
  /** The active showroom's ID (DEMO0001 is branded, OAKS2026 and TILE4YOU too). */
  readonly showroom?: string;
  /** MSW demo scenarios, e.g. 'serverError' or 'slowNetwork'. */
  readonly scenario?: ScenarioName | readonly ScenarioName[];
  /** Extra storage entries (a guest cart id, …). */
  readonly storage?: Readonly<Record<string, string>>;
  readonly cookies?: Readonly<Record<string, string>>;
  readonly shopId?: string | null;
  /** Re-colours the active showroom (custom add-on on), to show the shell under any shop colour. */
  readonly themeColor?: string;
  /** How long the 'slowNetwork' scenario holds each answer (default: a minute, i.e. "still loading"). */
  readonly slowNetworkDelayMs?: number;
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

/**
 * The storefront's services in a story: the real stores and machines, answering through the
 * @showroom/api MSW demo handlers in memory (no service worker), on in-memory storage.
 */
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
  const handlers = createDemoHandlers({
    state: createMockState(),
    slowNetworkDelayMs: world.slowNetworkDelayMs ?? 60_000,
    ...(world.scenario === undefined ? {} : { scenario: world.scenario as ScenarioName | ScenarioName[] }),
    // The mocks enforce the very §4 and §9 rules the pages show, as the server does.
    orderItemStatusRule: canChangeStatus,
    payoutSummaryRule: payoutSummary,
  });
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), window.location.origin),
      init,
    );
    try {
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
    } catch (error) {
      // The 'offline' scenario answers with a network error, which fetch reports as a TypeError.
      throw error instanceof TypeError ? error : new TypeError('Failed to fetch');
    }
  };
  return createAppServices({
    storage: memoryStorage(storage),
    cookies: memoryCookieJar({ ...world.cookies }),
    meta: { apiBaseUrl: '', shopId: world.shopId ?? null },
    fetch: fetchThroughMocks,
    initialPath: () => '/',
    scrollToTop: () => undefined,
    validateWith: endpoints,
  });
}
