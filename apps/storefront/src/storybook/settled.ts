import { expect, waitFor } from 'storybook/test';
import { currentStoryServices } from './storyServices.ts';

/**
 * Waits until the app is at rest (no request running, the progress bar gone, every toast the app
 * raised on screen), so the screenshot taken after the play function never catches the bar
 * mid-way or misses a toast whose code is still loading (the toaster loads with the first toast).
 */
export async function appSettled(canvasElement: HTMLElement): Promise<void> {
  const services = currentStoryServices();
  // The machines and the client load on demand, so the first requests may not have started yet.
  await services?.settled();
  await waitFor(
    () => {
      const bar = canvasElement.querySelector('[aria-label="Loading"][data-state]');
      const state = bar?.getAttribute('data-state') ?? 'idle';
      expect(state).toBe('idle');
      if (services) {
        const shown = canvasElement.ownerDocument.querySelectorAll('li[data-tone]').length;
        expect(shown).toBe(services.toasts.getSnapshot().length);
      }
    },
    { timeout: 5000 },
  );
}
