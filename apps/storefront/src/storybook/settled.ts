import { expect, waitFor } from 'storybook/test';
import { currentStoryServices } from './storyServices.ts';

/**
 * Waits until the app is at rest (no request running, the progress bar gone), so the screenshot
 * taken after the play function never catches the bar mid-way.
 */
export async function appSettled(canvasElement: HTMLElement): Promise<void> {
  // The machines and the client load on demand, so the first requests may not have started yet.
  await currentStoryServices()?.settled();
  await waitFor(
    () => {
      const bar = canvasElement.querySelector('[aria-label="Loading"][data-state]');
      const state = bar?.getAttribute('data-state') ?? 'idle';
      expect(state).toBe('idle');
    },
    { timeout: 5000 },
  );
}
