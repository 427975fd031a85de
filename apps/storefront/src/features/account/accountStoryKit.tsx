import type { Decorator } from '@storybook/react-vite';
import { ApiHttpError } from '@showroom/api/client';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SimulatedClock } from 'xstate';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { appSettled } from '../../storybook/settled.ts';
import { currentStoryServices } from '../../storybook/storyServices.ts';
import { CountdownClockContext } from './CountdownClock.tsx';

/** Helpers of the password and verification stories (stories only). */
export type Screen = ReturnType<typeof within>;

export const mobile = { viewport: { value: 'mobile' } } as const;

/** A world in a shop's colour (OAKS2026 with its custom add-on, recoloured). */
export const themed = (shop: keyof typeof sampleShopColors, world: Record<string, unknown> = {}) => ({
  world: { ...world, showroom: 'OAKS2026', themeColor: sampleShopColors[shop].value },
});

let heldClock: SimulatedClock | null = null;

/**
 * The resend countdown on a clock that only moves when the story says (`stepClock`), so its
 * seconds hold still for the screenshot. Listed after `withAppAt`, it wraps the whole app.
 */
export const withHeldClock: Decorator = (Story) => <HeldClock story={Story} />;

function HeldClock({ story: Story }: { story: Parameters<Decorator>[0] }) {
  const [clock] = useState(() => (heldClock = new SimulatedClock()));
  return (
    <CountdownClockContext.Provider value={clock}>
      <Story />
    </CountdownClockContext.Provider>
  );
}

/** Moves the held clock on by whole seconds, one at a time, as the real one would. */
export function stepClock(seconds: number): void {
  if (!heldClock) throw new Error('The story has no held clock (add withHeldClock).');
  for (let second = 0; second < seconds; second += 1) heldClock.increment(1000);
}

/** Pastes into a field (typing every character costs seconds on a shared machine). */
export async function enter(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The h1 of the page, once shown; then the app at rest. */
export async function pageOf(canvasElement: HTMLElement, heading: string | RegExp, { settle = true } = {}) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 });
  if (settle) await appSettled(canvasElement);
  return canvas;
}

/** The toast of a tone, once shown (toasts are portalled to the body). */
export async function toastOf(canvasElement: HTMLElement, tone: 'success' | 'error'): Promise<HTMLElement> {
  return waitFor(
    () => {
      const toast = canvasElement.ownerDocument.querySelector<HTMLElement>(`li[data-tone="${tone}"]`);
      if (!toast) throw new Error(`No ${tone} toast yet.`);
      return toast;
    },
    { timeout: 5000 },
  );
}

/** Toasts slide in: jump to the end of every finite animation for a settled picture. */
export async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

/** Waits until the app's router shows `path` (the story's memory router), then for rest. */
export async function landedOn(canvasElement: HTMLElement, path: string): Promise<void> {
  await waitFor(() => expect(currentStoryServices()?.router.currentPath().split('?')[0]).toBe(path), {
    timeout: 8000,
  });
  await appSettled(canvasElement);
}

/**
 * The demo handlers have no scenario that fails one signed-in call alone: every scenario also
 * fails loading the user, which ends the session. This stands in for one call's answer: held
 * (the request on its way), or a 500 as the client reports it, §8 toast included.
 */
export async function callAnswers(
  call: 'resendVerificationEmail' | 'changePassword',
  answer: 'held' | 'serverError',
): Promise<void> {
  const services = currentStoryServices();
  if (!services) throw new Error('No story services.');
  const { api } = await services.runtime();
  const paths = { resendVerificationEmail: 'GET /api/email/resend', changePassword: 'POST /api/change_password' };
  const [method, path] = paths[call].split(' ') as ['GET' | 'POST', string];
  api[call] = () => {
    if (answer === 'held') return new Promise(() => undefined);
    const message = 'Internal Server error please try again.';
    services.notify('error', message);
    return Promise.reject(
      new ApiHttpError(
        { endpoint: call, method, path },
        { status: 500, userMessage: message, body: { success: false, message: '' } },
      ),
    );
  };
}
