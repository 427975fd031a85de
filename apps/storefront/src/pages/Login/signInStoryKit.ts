import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { currentStoryServices } from '../../storybook/storyServices.ts';

/** Helpers shared by the Login and ProAccount stories (the two sign-in screens). */
export type Screen = ReturnType<typeof within>;

/** Every demo account's password (apps/server/README.md; the mocks use the same dataset). */
export const DEMO_PASSWORD = 'Demo-pass-2026';

export async function signInFormOf(canvasElement: HTMLElement, name: string, { settle = true } = {}): Promise<Screen> {
  const canvas = within(canvasElement);
  const form = await canvas.findByRole('form', { name }, { timeout: 5000 });
  if (settle) await appSettled(canvasElement);
  return within(form);
}

export const fieldsOf = (form: Screen) => ({
  email: form.getByRole('textbox', { name: /^Email/ }),
  // A password input has no role: it is found by its label.
  password: form.getByLabelText(/^Password/, { selector: 'input' }),
  remember: form.getByRole('checkbox', { name: 'Remember me' }),
  submit: form.getByRole('button', { name: /^Sign In$|Signing in/ }),
});

/** Pastes into a field (typing every character costs seconds on a shared machine). */
export async function enter(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}

export async function signIn(form: Screen, email: string, password = DEMO_PASSWORD): Promise<void> {
  const fields = fieldsOf(form);
  await enter(fields.email, email);
  await enter(fields.password, password);
  await userEvent.click(fields.submit);
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

/** Waits until the app's router shows `path` (the story's memory router). */
export async function landedOn(canvasElement: HTMLElement, path: string): Promise<void> {
  await waitFor(() => expect(currentStoryServices()?.router.currentPath().split('?')[0]).toBe(path), {
    timeout: 8000,
  });
  await appSettled(canvasElement);
}

/** What the story's app keeps in its (in-memory) storage and cookies. */
export function storedNow() {
  const services = currentStoryServices();
  if (!services) throw new Error('No story services.');
  return services.persistence;
}
