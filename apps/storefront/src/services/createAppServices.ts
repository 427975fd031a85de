import { createApiClient, type ApiClient, type ApiClientOptions } from '@showroom/api/client';
import { createProgressStore, createToastStore, type ProgressStore, type ToastStore } from '@showroom/ui';
import { createCartStore, type CartStore } from '../state/cartStore.ts';
import { createCatalogStore, type CatalogStore } from '../state/catalogStore.ts';
import { createNotificationsStore, type NotificationsStore } from '../state/notificationsStore.ts';
import { createOverlayStore, type OverlayStore } from '../state/overlayStore.ts';
import { createPersistence, type CookieJar, type KeyValueStorage, type Persistence } from '../state/persistence.ts';
import { createSessionStore, type SessionStore } from '../state/sessionStore.ts';
import { createShowroomStore, type ShowroomStore } from '../state/showroomStore.ts';
import { createNavigationActor, type NavigationActor } from './navigationService.ts';
import { createNotifier, type Notifier } from './notifier.ts';
import type { PageMeta } from './pageMeta.ts';
import { createRouterBridge, type RouterBridge } from './router.ts';
import { createSessionActor, type SessionActor } from './sessionService.ts';

/** What differs between the browser, a story and a test: everything the app touches outside itself. */
export interface AppEnvironment {
  readonly storage: KeyValueStorage;
  readonly cookies: CookieJar;
  readonly meta: PageMeta;
  /** The browser's fetch by default; stories answer through the MSW demo handlers. */
  readonly fetch?: typeof fetch;
  /** Where the app is when no router is attached yet (the 401 redirect's target). */
  readonly initialPath: () => string;
  readonly scrollToTop: () => void;
  /** Response schemas to check answers against (development and stories; production skips zod). */
  readonly validateWith?: ApiClientOptions['validateWith'];
}

/** The one instance of every service and store; React reaches it through `ServicesProvider`. */
export interface AppServices {
  readonly meta: PageMeta;
  readonly api: ApiClient;
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
  readonly sessionActor: SessionActor;
  readonly navigationActor: NavigationActor;
  /** Starts the machines and the first loads; call once. Returns a stop function. */
  start(): () => void;
}

export function createAppServices(env: AppEnvironment): AppServices {
  const persistence = createPersistence(env.storage, env.cookies);
  const router = createRouterBridge(env.initialPath);
  const toasts = createToastStore();
  const progress = createProgressStore();
  const notify = createNotifier(toasts);
  const session = createSessionStore(persistence);
  const overlays = createOverlayStore();
  // Late-bound: the API client's 401 hook hands the 401 to the session machine created below.
  let sessionActor: SessionActor | null = null;

  const api = createApiClient({
    baseUrl: env.meta.apiBaseUrl,
    getToken: () => session.getState().token || null,
    getAiToken: () => persistence.read('aiToken'),
    ...(env.fetch ? { fetch: env.fetch } : {}),
    ...(env.validateWith ? { validateWith: env.validateWith } : {}),
    hooks: {
      progress,
      toast: ({ kind, message }) => notify(kind, message),
      unauthorised: {
        // §8 401: the session machine clears the user, removes the token and goes to Login.
        clearUserData: () => undefined,
        removeToken: () => undefined,
        currentPath: () => router.currentPath(),
        redirect: () => sessionActor?.send({ type: 'UNAUTHORIZED', path: router.currentPath() }),
      },
      aiUnauthorised: {
        // §4, §8: an AI-token 401 ends only the AI session.
        clearAiUserData: () => sessionActor?.send({ type: 'AI.SIGNED_OUT' }),
        removeAiToken: () => persistence.remove('aiToken'),
      },
    },
  });

  const showroom = createShowroomStore(persistence);
  const cart = createCartStore(persistence, {
    byCartId: async (cartId) => (await api.getCart({ query: { cart_id: cartId } })).data,
    byProject: async (project) => (await api.getProjectCart({ query: { project } })).data,
  });
  const catalog = createCatalogStore(
    persistence,
    async (vsdId) => (await api.getMenuCategories({ query: { vsd_id: vsdId } })).data,
  );
  const notifications = createNotificationsStore(
    async () => (await api.listNotifications({ query: { pending: '1' } })).data.total,
  );
  sessionActor = createSessionActor({ api, persistence, session, cart, notifications, router, notify });
  const navigationActor = createNavigationActor({
    persistence,
    router,
    progress,
    overlays,
    scrollToTop: env.scrollToTop,
  });

  const actors = { sessionActor, navigationActor };
  return {
    meta: env.meta,
    api,
    persistence,
    router,
    toasts,
    progress,
    notify,
    session,
    showroom,
    cart,
    catalog,
    notifications,
    overlays,
    ...actors,
    start() {
      actors.sessionActor.start();
      actors.navigationActor.start();
      // §7: the cart is fetched at start-up when a cart id exists (a guest's cart).
      void cart.getState().load();
      // §8: the menus only load for a known showroom.
      const loadMenus = () =>
        void catalog.getState().loadMenus(showroom.getState().active?.vsd_id ?? env.meta.shopId ?? null);
      loadMenus();
      const unsubscribe = showroom.subscribe((state, previous) => {
        if (state.active?.vsd_id !== previous.active?.vsd_id) loadMenus();
      });
      return () => {
        unsubscribe();
        actors.sessionActor.stop();
        actors.navigationActor.stop();
      };
    },
  };
}
