import type { NavigationEvent, SessionEvent } from '@showroom/machines';
import { createCoreServices, menuShowroomOf, type AppEnvironment, type CoreServices } from './coreServices.ts';
import type { AppRuntime } from './runtime.ts';

export type { AppEnvironment } from './coreServices.ts';

type NavigationRequest = Extract<NavigationEvent, { type: 'NAVIGATION.REQUESTED' }>;

/** What the router tells the navigation machine, whether or not the machine is loaded yet. */
export interface NavigationPort {
  /** The path the last completed navigation settled at (null before the first). */
  currentPath(): string | null;
  /** `refused`: the §2 guard (`guardNavigation`) already refuses it, so the machine is needed now. */
  request(event: NavigationRequest, refused: boolean): void;
  complete(): void;
  fail(): void;
}

/** The one instance of every service and store; React reaches it through `ServicesProvider`. */
export interface AppServices extends CoreServices {
  /** The API client and the machines, loaded once on first need (its own chunk). */
  runtime(): Promise<AppRuntime>;
  /** The runtime when it is loaded, else null. */
  loadedRuntime(): AppRuntime | null;
  /** Sends an event to the session machine; it is delivered once the machine is loaded. */
  sendSession(event: SessionEvent): void;
  readonly navigation: NavigationPort;
  /** The load of the runtime while it is on its way, else null (see servicesSettled). */
  runtimeLoading(): Promise<AppRuntime> | null;
  /** Starts the first loads (and the machines when there is a session); call once. Returns a stop function. */
  start(): () => void;
}

/**
 * The services, with the machines and the API client loaded only when something needs them:
 * a stored session (token or AI token), a cart or a showroom to load, a refused or a second
 * navigation, an intent to navigate (`PrefetchLink`), or a page that calls the server. A first
 * visitor reading the home page needs none of them: the first page's navigation only finishes
 * an unstarted progress bar and scrolls an unscrolled page, so it settles without the machine,
 * which starts from that path when it loads. Every other event waits in order for it.
 */
export function createAppServices(env: AppEnvironment): AppServices {
  const core = createCoreServices(env, async () => (await runtime()).api);
  const { session, cart, catalog, showroom, persistence, notify } = core;

  let loaded: AppRuntime | null = null;
  let loading: Promise<AppRuntime> | null = null;
  let generation = 0;
  let stopRuntime: ((runtime: AppRuntime) => void) | null = null;

  let requests = 0;
  /** The first page's request, allowed by the guard, settling without the machine. */
  let firstRequest: NavigationRequest | null = null;
  let settledPath: string | null = null;
  const navigationQueue: NavigationEvent[] = [];
  const sessionQueue: SessionEvent[] = [];

  function deliver(runtime: AppRuntime) {
    if (firstRequest) runtime.navigationActor.send(firstRequest);
    firstRequest = null;
    for (const event of navigationQueue.splice(0)) runtime.navigationActor.send(event);
    for (const event of sessionQueue.splice(0)) runtime.sessionActor.send(event);
  }

  function runtime(): Promise<AppRuntime> {
    if (loaded) return Promise.resolve(loaded);
    if (!loading) {
      const mine = ++generation;
      loading = import('./runtime.ts').then(
        (module) => {
          // Stopped while loading (React's strict-mode double start): the next start loads again.
          if (mine !== generation) return runtime();
          return module
            .startRuntime(core, env, () => ({ currentPath: settledPath }))
            .then((started) => {
              if (mine !== generation) {
                module.stopRuntime(started);
                return runtime();
              }
              stopRuntime = module.stopRuntime;
              loaded = started;
              deliver(loaded);
              return loaded;
            });
        },
        (error: unknown) => {
          loading = null;
          notify('error', 'Part of the page could not be loaded. Please check your connection and try again.');
          throw error;
        },
      );
    }
    return loading;
  }
  const load = () => void runtime().catch(() => undefined);

  const navigation: NavigationPort = {
    currentPath: () => (loaded ? loaded.navigationActor.getSnapshot().context.currentPath : settledPath),
    request(event, refused) {
      if (loaded) return loaded.navigationActor.send(event);
      requests += 1;
      if (requests === 1 && !refused && !loading) {
        firstRequest = event;
        return;
      }
      navigationQueue.push(event);
      load();
    },
    complete() {
      if (loaded) return loaded.navigationActor.send({ type: 'NAVIGATION.COMPLETED' });
      if (firstRequest && navigationQueue.length === 0) {
        settledPath = firstRequest.to;
        firstRequest = null;
        return;
      }
      navigationQueue.push({ type: 'NAVIGATION.COMPLETED' });
    },
    fail() {
      if (loaded) return loaded.navigationActor.send({ type: 'NAVIGATION.FAILED' });
      if (firstRequest && navigationQueue.length === 0) {
        firstRequest = null;
        return;
      }
      navigationQueue.push({ type: 'NAVIGATION.FAILED' });
    },
  };

  return {
    ...core,
    runtime,
    loadedRuntime: () => loaded,
    navigation,
    sendSession(event) {
      if (loaded) return loaded.sessionActor.send(event);
      if (event.type === 'NAVIGATED') {
        // Only the latest page matters to the user check; a guest's check needs no machine yet.
        const earlier = sessionQueue.findIndex((queued) => queued.type === 'NAVIGATED');
        if (earlier >= 0) sessionQueue.splice(earlier, 1);
        sessionQueue.push(event);
        return;
      }
      sessionQueue.push(event);
      load();
    },
    runtimeLoading: () => (loaded ? null : loading),
    start() {
      // §4: a stored session is checked at start (authuser, the AI user).
      if (session.getState().token || persistence.read('aiToken')) load();
      // §7: the cart is fetched at start-up when a cart id exists (a guest's cart).
      void cart.getState().load();
      // §8: the menus only load for a known showroom.
      const loadMenus = () => void catalog.getState().loadMenus(menuShowroomOf(showroom, env.meta));
      loadMenus();
      const unsubscribe = showroom.subscribe((state, previous) => {
        if (state.active?.vsd_id !== previous.active?.vsd_id) loadMenus();
      });
      return () => {
        unsubscribe();
        generation += 1;
        loading = null;
        if (loaded && stopRuntime) stopRuntime(loaded);
        loaded = null;
      };
    },
  };
}
