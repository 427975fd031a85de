import type { AppServices } from './createAppServices.ts';

/**
 * Resolves once the app is at rest: the machines loaded (when something asked for them) and no
 * request running. For tests and stories that must not catch the app mid-way; kept out of the
 * services themselves so a shopper's first visit does not carry it.
 */
export async function servicesSettled(services: AppServices): Promise<void> {
  const { progress } = services;
  for (;;) {
    await services.runtimeLoading()?.catch(() => undefined);
    // Loads waiting on the runtime start their requests a task after it resolves.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A load begun meanwhile is waited for first: it may end with no request, so the bar would
    // never move again for the wait below to see.
    if (services.runtimeLoading()) continue;
    if (progress.getSnapshot() === 'idle') return;
    await new Promise<void>((resolve) => {
      const unsubscribe = progress.subscribe(() => {
        if (progress.getSnapshot() !== 'idle') return;
        unsubscribe();
        resolve();
      });
    });
  }
}
