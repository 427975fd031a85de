import { CART_NOT_FOUND_MESSAGE } from '@showroom/api';
import type { ApiClient, LiteApiClientOptions } from '@showroom/api/client';
import {
  createProgressStore,
  createToastStore,
  type ProgressStore,
  type ProgressStoreOptions,
  type ToastStore,
} from '@showroom/ui';
import { createCartStore, type CartStore } from '../state/cartStore.ts';
import { createCatalogStore, type CatalogStore } from '../state/catalogStore.ts';
import { createNotificationsStore, type NotificationsStore } from '../state/notificationsStore.ts';
import { createOverlayStore, type OverlayStore } from '../state/overlayStore.ts';
import { createPersistence, type CookieJar, type KeyValueStorage, type Persistence } from '../state/persistence.ts';
import { createSessionStore, type SessionStore } from '../state/sessionStore.ts';
import { createShowroomStore, type ShowroomStore } from '../state/showroomStore.ts';
import { createNotifier, withdrawNotice, type Notifier } from './notifier.ts';
import type { PageMeta } from './pageMeta.ts';
import { createRouterBridge, type RouterBridge } from './router.ts';

/** What differs between the browser, a story and a test: everything the app touches outside itself. */
export interface AppEnvironment {
  readonly storage: KeyValueStorage;
  readonly cookies: CookieJar;
  /** The tab's own storage (sessionStorage); in memory when absent (stories, tests). */
  readonly tabStorage?: KeyValueStorage;
  readonly meta: PageMeta;
  /** The browser's fetch by default; stories answer through the MSW demo handlers. */
  readonly fetch?: typeof fetch;
  /** Where the app is when no router is attached yet (the 401 redirect's target). */
  readonly initialPath: () => string;
  readonly scrollToTop: () => void;
  /** Response schemas to check answers against (development and stories; production skips zod). */
  readonly validateWith?: LiteApiClientOptions['validateWith'];
  /** How long the progress bar stays full after a request (stories: not at all, see storyServices). */
  readonly progressLingerMs?: ProgressStoreOptions['lingerMs'];
}

/** The stores and plain services: everything the shell renders from, with no machine and no client. */
export interface CoreServices {
  readonly meta: PageMeta;
  readonly persistence: Persistence;
  readonly router: RouterBridge;
  readonly toasts: ToastStore;
  readonly progress: ProgressStore;
  readonly notify: Notifier;
  readonly session: SessionStore;
  readonly showroom: ShowroomStore;
  readonly cart: CartStore;
  readonly catalog: CatalogStore;
  readonly notifications: NotificationsStore;
  readonly overlays: OverlayStore;
}

/** §8: the showroom whose menus the header shows: the active one, else the shop's own; null: none. */
export function menuShowroomOf(showroom: ShowroomStore, meta: PageMeta): string | null {
  return showroom.getState().active?.vsd_id ?? meta.shopId ?? null;
}

/** `api` resolves to the one API client, loading it on first use. */
export function createCoreServices(env: AppEnvironment, api: () => Promise<ApiClient>): CoreServices {
  const persistence = createPersistence(env.storage, env.cookies);
  const toasts = createToastStore();
  const showroom = createShowroomStore(persistence);
  return {
    meta: env.meta,
    persistence,
    router: createRouterBridge(env.initialPath),
    toasts,
    progress: createProgressStore({ lingerMs: env.progressLingerMs }),
    notify: createNotifier(toasts),
    session: createSessionStore(persistence),
    showroom,
    cart: createCartStore(persistence, {
      byCartId: async (cartId) => {
        try {
          return (await (await api()).getCart({ query: { cart_id: cartId } })).data;
        } catch (error) {
          // A stored cart id that opens nothing is forgotten quietly by the store: no toast says it.
          if ((error as { status?: unknown }).status === 404) withdrawNotice(toasts, 'error', CART_NOT_FOUND_MESSAGE);
          throw error;
        }
      },
      byProject: async (project) =>
        (await (await api()).getProjectCart({ query: project === null ? {} : { project } })).data,
    }),
    catalog: createCatalogStore(
      persistence,
      async (vsdId) => (await (await api()).getMenuCategories({ query: { vsd_id: vsdId } })).data,
      menuShowroomOf(showroom, env.meta),
    ),
    notifications: createNotificationsStore(
      async () => (await (await api()).listNotifications({ query: { pending: '1' } })).data.total,
    ),
    overlays: createOverlayStore(),
  };
}
