import type { Decorator } from '@storybook/react-vite';
import { getDemoDataset } from '@showroom/api/demo';
import { mockAiTokenFor } from '@showroom/api/mocks';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SimulatedClock } from 'xstate';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { signUpToAi } from '../../services/aiService.ts';
import { appSettled } from '../../storybook/settled.ts';
import { currentStoryServices } from '../../storybook/storyServices.ts';
import { AiResendClockContext } from './aiResendClock.ts';

/** Helpers of the AI design area's stories (stories only). */
export type Screen = ReturnType<typeof within>;

export const AI_EMAIL = 'ai@demo.test';
/** Every demo account's password (apps/server/README.md; the mocks use the same dataset). */
export const DEMO_PASSWORD = 'Demo-pass-2026';
export const CREDENTIALS_REFUSED = 'These credentials do not match our records.';

export const mobile = { viewport: { value: 'mobile' } } as const;

const aiUser = getDemoDataset().aiUsers.find((user) => user.email === AI_EMAIL);
if (!aiUser) throw new Error(`No demo AI user ${AI_EMAIL}.`);

/** Storage of a browser signed in to the AI area as ai@demo.test (§3 aiToken). */
export const aiSignedIn = { storage: { aiToken: mockAiTokenFor(aiUser) } } as const;

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
    <AiResendClockContext.Provider value={clock}>
      <Story />
    </AiResendClockContext.Provider>
  );
}

/** Moves the held clock on by whole seconds, one at a time, as the real one would. */
export function stepClock(seconds: number): void {
  if (!heldClock) throw new Error('The story has no held clock (add withHeldClock).');
  for (let second = 0; second < seconds; second += 1) heldClock.increment(1000);
}

export function storyServices() {
  const services = currentStoryServices();
  if (!services) throw new Error('No story services.');
  return services;
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

/** The form of that name, once shown. */
export async function formOf(canvasElement: HTMLElement, name: string): Promise<Screen> {
  const form = await within(canvasElement).findByRole('form', { name }, { timeout: 8000 });
  return within(form);
}

/** The AI session machine's region state, as the page sees it. */
export async function aiStateIs(state: 'signedIn' | 'signedOut' | 'loadingUser'): Promise<void> {
  await waitFor(
    async () => {
      const runtime = await storyServices().runtime();
      expect(runtime.sessionActor.getSnapshot().matches({ ai: state })).toBe(true);
    },
    { timeout: 8000 },
  );
}

/** Waits until the app's router shows `path` (the story's memory router), then for rest. */
export async function landedOn(canvasElement: HTMLElement, path: string): Promise<void> {
  await waitFor(() => expect(storyServices().router.currentPath().split('?')[0]).toBe(path), { timeout: 8000 });
  await appSettled(canvasElement);
}

/** A new AI account, signed up through the app's own service (as the sign-up page does). */
export async function signedUpAs(name: string, email: string): Promise<void> {
  await signUpToAi(storyServices(), { name, email, password: DEMO_PASSWORD });
}

/** Toasts slide in: jump to the end of every finite animation for a settled picture. */
export async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

/** Chooses a room type in the design form's select (a Radix listbox, portalled). */
export async function chooseRoom(canvasElement: HTMLElement, label: string): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: /Room type/ }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('option', { name: label }));
}
