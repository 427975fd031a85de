import type { ProgressStore } from '@showroom/ui';
import { navigationMachine } from '@showroom/machines';
import { createActor } from 'xstate';
import type { OverlayStore } from '../state/overlayStore.ts';
import type { Persistence } from '../state/persistence.ts';
import { storageKeys } from '../state/storageKeys.ts';
import type { RouterBridge } from './router.ts';

export interface NavigationDependencies {
  readonly persistence: Persistence;
  readonly router: RouterBridge;
  readonly progress: ProgressStore;
  readonly overlays: OverlayStore;
  readonly scrollToTop: () => void;
  /** Where the first page settled before the machine was loaded. */
  readonly currentPath: string | null;
}

/** The navigation machine of @showroom/machines with the storefront's real effects. */
export function createNavigationActor(deps: NavigationDependencies) {
  const { persistence, router, progress, overlays, scrollToTop, currentPath } = deps;
  // §2 clears the modals open when a navigation starts; one the shopper opens while a slow page
  // is still loading is theirs, and stays.
  let openAtStart: string | null = null;
  // The progress store counts starts (requests share it); a navigation requested while another
  // is under way is one more navigation for the machine but still one bar, finished once.
  let progressRunning = false;
  const machine = navigationMachine.provide({
    actions: {
      redirect: (_, params) => router.navigate(params.to, { replace: true }),
      storeRedirectTarget: (_, params) => {
        if (params.path === null) persistence.remove(storageKeys.redirectTo);
        else persistence.write(storageKeys.redirectTo, params.path);
      },
      startProgress: () => {
        openAtStart = overlays.getState().open;
        if (progressRunning) return;
        progressRunning = true;
        progress.start();
      },
      finishProgress: () => {
        if (progressRunning) progress.finish();
        progressRunning = false;
      },
      failProgress: () => {
        if (progressRunning) progress.fail();
        progressRunning = false;
      },
      scrollToTop: () => scrollToTop(),
      clearOverlays: () => {
        if (overlays.getState().open === openAtStart) overlays.getState().closeAll();
      },
    },
  });
  return createActor(machine, { input: { currentPath, redirectTarget: persistence.read(storageKeys.redirectTo) } });
}

export type NavigationActor = ReturnType<typeof createNavigationActor>;
