import { expect, waitFor } from 'storybook/test';
import { currentStoryServices } from './storyServices.ts';
import { servicesSettled } from '../services/servicesSettled.ts';

/** Far beyond any story's requests (the demo handlers answer at once), well within a test's 30 s. */
const SETTLE_LIMIT_MS = 10_000;

/**
 * Waits until the app is at rest (no request running, the progress bar gone, no region still
 * busy, every toast the app raised on screen), so the screenshot taken after the play function never catches the bar
 * mid-way or misses a toast whose code is still loading (the toaster loads with the first toast).
 */
export async function appSettled(canvasElement: HTMLElement): Promise<void> {
  const services = currentStoryServices();
  // The machines and the client load on demand, so the first requests may not have started yet.
  if (services) {
    // Bounded, so a story that never settles says how it stands instead of timing out in silence.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const runtime = services.loadedRuntime() ? 'loaded' : 'not loaded';
        reject(
          new Error(
            `The app did not settle within ${SETTLE_LIMIT_MS} ms: the progress bar is ` +
              `'${services.progress.getSnapshot()}', the runtime (machines and client) is ${runtime}, ` +
              `the path is ${services.router.currentPath()}.`,
          ),
        );
      }, SETTLE_LIMIT_MS);
    });
    try {
      await Promise.race([servicesSettled(services), stuck]);
    } finally {
      clearTimeout(timer);
    }
  }
  await waitFor(
    () => {
      const bar = canvasElement.querySelector('[aria-label="Loading"][data-state]');
      const state = bar?.getAttribute('data-state') ?? 'idle';
      expect(state).toBe('idle');
      // An answer that has arrived is drawn in a transition, so the skeleton it replaces can
      // outlive the request by a few frames; at rest, no region is still marked busy.
      const busy = canvasElement.ownerDocument.querySelector('[aria-busy="true"]');
      expect(busy, 'a region still marked aria-busy').toBeNull();
      if (services) {
        const shown = canvasElement.ownerDocument.querySelectorAll('li[data-tone]').length;
        expect(shown).toBe(services.toasts.getSnapshot().length);
      }
    },
    { timeout: 5000 },
  );
}
