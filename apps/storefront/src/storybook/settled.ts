import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the app is at rest (no request running, the progress bar gone), so the screenshot
 * taken after the play function never catches the bar mid-way.
 */
export async function appSettled(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      const bar = canvasElement.querySelector('[aria-label="Loading"][data-state]');
      const state = bar?.getAttribute('data-state') ?? 'idle';
      expect(state).toBe('idle');
    },
    { timeout: 5000 },
  );
}
