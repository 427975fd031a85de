import { createLiteApiClient, type ApiClient } from '@showroom/api/client';
import type { AppEnvironment, CoreServices } from './coreServices.ts';
import { nextTask } from './nextTask.ts';
import { createNavigationActor, type NavigationActor } from './navigationService.ts';
import { createSessionActor, type SessionActor } from './sessionService.ts';
import { createPersistence, memoryStorage, noCookies } from '../state/persistence.ts';
import type { TabStorageKey } from '../state/storageKeys.ts';

/**
 * The half of the services that talks to the server and runs the machines: the API client
 * (with the §8 hooks) and the session and navigation actors. It is its own chunk, loaded when
 * something needs it (see `createAppServices`), so a first visit that needs neither keeps
 * xstate and the client out of its download.
 */
export interface AppRuntime {
  readonly api: ApiClient;
  readonly sessionActor: SessionActor;
  readonly navigationActor: NavigationActor;
  /**
   * A client that speaks for one token the app has not stored (yet, or ever): a sign-in checks
   * the user of a new social token, and ends a session the rules refuse, before anything is kept.
   */
  clientFor(token: string): ApiClient;
}

export interface RuntimeStart {
  /** Where the first page settled before the machines were loaded (null: it has not). */
  readonly currentPath: string | null;
}

/**
 * Builds the runtime over three tasks (the client, the session machine, the navigation machine),
 * each short enough for a phone to paint and answer a tap in between: in one task, they held a
 * first visit's main thread for a tenth of a second, while its page was hydrating. Nothing can
 * ask the server before the runtime is whole, so the 401 hook always finds the session machine.
 * `start` is read at the end, when the machines start, so it gives where the page is then.
 */
export async function startRuntime(
  core: CoreServices,
  env: AppEnvironment,
  start: () => RuntimeStart,
): Promise<AppRuntime> {
  const { persistence, router, progress, notify, session, cart, notifications, overlays, toasts } = core;
  // Late-bound: the API client's 401 hook hands the 401 to the session machine created below.
  let sessionActor: SessionActor | null = null;
  const api = createLiteApiClient({
    baseUrl: core.meta.apiBaseUrl,
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
  await nextTask();
  const tab = createPersistence<TabStorageKey>(env.tabStorage ?? memoryStorage(), noCookies);
  sessionActor = createSessionActor({ api, persistence, tab, session, cart, notifications, router, notify, toasts });
  await nextTask();
  const navigationActor = createNavigationActor({
    persistence,
    router,
    progress,
    overlays,
    scrollToTop: env.scrollToTop,
    currentPath: start().currentPath,
  });
  sessionActor.start();
  navigationActor.start();
  const clientFor = (token: string) =>
    createLiteApiClient({
      baseUrl: core.meta.apiBaseUrl,
      getToken: () => token,
      ...(env.fetch ? { fetch: env.fetch } : {}),
      ...(env.validateWith ? { validateWith: env.validateWith } : {}),
      hooks: { progress },
    });
  return { api, sessionActor, navigationActor, clientFor };
}

export function stopRuntime(runtime: AppRuntime): void {
  runtime.sessionActor.stop();
  runtime.navigationActor.stop();
}
