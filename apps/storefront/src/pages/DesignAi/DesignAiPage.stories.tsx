import { aiDesignMessages } from '@showroom/api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { generateAiDesign } from '../../services/aiService.ts';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { aiFormMessages } from './aiForms.ts';
import {
  aiSignedIn,
  aiStateIs,
  animationsFinished,
  chooseRoom,
  enter,
  formOf,
  mobile,
  pageOf,
  signedUpAs,
  storyServices,
  themed,
  withHeldClock,
} from './aiStoryKit.tsx';

/**
 * /design-ai as the app renders it: the session machine's `ai` region (tags
 * `state:session.ai.<state>`) with the storefront's effects, answered by the @showroom/api demo
 * handlers. Without the `aiDesignProvider` scenario generation answers 503 as the reference
 * server does; with it, demo pictures.
 */
const meta = {
  title: 'Pages/DesignAi',
  decorators: [withAppAt, withHeldClock],
  parameters: { layout: 'fullscreen', route: '/design-ai' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Design with AI';

async function signedOutPage(canvasElement: HTMLElement) {
  const canvas = await pageOf(canvasElement, TITLE);
  await expect(await canvas.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/design-ai/login');
  await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/design-ai/singup');
  await expect(canvas.queryByRole('form', { name: 'Design request' })).toBeNull();
  await appSettled(canvasElement);
}

async function signedInPage(canvasElement: HTMLElement) {
  const canvas = await pageOf(canvasElement, TITLE);
  await expect(await canvas.findByText('Maya Lopez')).toBeVisible();
  await waitFor(() => expect(canvas.getByLabelText('Credits left: 25')).toBeVisible(), { timeout: 8000 });
  await expect(canvas.getByRole('form', { name: 'Design request' })).toBeVisible();
  await appSettled(canvasElement);
  return canvas;
}

async function describeRoom(canvasElement: HTMLElement) {
  const form = await formOf(canvasElement, 'Design request');
  await chooseRoom(canvasElement, 'Kitchen');
  await enter(
    form.getByRole('textbox', { name: /Describe your room/ }),
    'White oak cabinets and a green tile backsplash',
  );
  await enter(form.getByRole('textbox', { name: /Style/ }), 'japandi');
  return form;
}

/** A visitor not signed in to the AI area: what it is, and sign in or sign up. */
export const SignedOut: Story = {
  tags: ['state:session.ai', 'state:session.ai.initializing', 'state:session.ai.signedOut'],
  play: async ({ canvasElement }) => {
    await signedOutPage(canvasElement);
    await aiStateIs('signedOut');
  },
};

export const SignedOutMobile: Story = {
  tags: ['state:session.ai.signedOut'],
  globals: mobile,
  play: async ({ canvasElement }) => signedOutPage(canvasElement),
};

/** A stored AI token: the AI user loads (`GET /api/AI/get_user`, held here) before anything is offered. */
export const LoadingUser: Story = {
  tags: ['state:session.ai.loadingUser'],
  parameters: { world: { ...aiSignedIn, scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, TITLE, { settle: false });
    await expect(await canvas.findByText('Checking your AI design account…')).toBeVisible();
    await aiStateIs('loadingUser');
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
  },
};

/** Signed in to the AI area: the account, the balance from `POST /api/AI/get_credits`, the design form. */
export const SignedIn: Story = {
  tags: ['state:session.ai.signedIn'],
  parameters: { world: aiSignedIn },
  play: async ({ canvasElement }) => {
    const canvas = await signedInPage(canvasElement);
    await aiStateIs('signedIn');
    await expect(canvas.getByText('5 credits used so far.')).toBeVisible();
    await expect(storyServices().persistence.read('ai_credits')).toBe('25');
    await expect(canvas.getByRole('button', { name: 'Sign out of AI design' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Please verify your e-mail address' })).toBeNull();
  },
};

export const SignedInMobile: Story = {
  tags: ['state:session.ai.signedIn'],
  globals: mobile,
  parameters: { world: aiSignedIn },
  play: async ({ canvasElement }) => {
    await signedInPage(canvasElement);
  },
};

export const SignedInSaturatedShop: Story = {
  tags: ['state:session.ai.signedIn'],
  parameters: themed('saturated', aiSignedIn),
  play: async ({ canvasElement }) => {
    await signedInPage(canvasElement);
  },
};

/** Sent empty: room type and description say so, the focus goes to the first, nothing is sent. */
export const DesignFormErrors: Story = {
  tags: ['state:session.ai.signedIn'],
  parameters: { world: aiSignedIn },
  play: async ({ canvasElement }) => {
    await signedInPage(canvasElement);
    const form = await formOf(canvasElement, 'Design request');
    await userEvent.click(form.getByRole('button', { name: 'Design my room' }));
    const room = form.getByRole('combobox', { name: /Room type/ });
    await expect(room).toHaveAccessibleDescription(aiFormMessages.roomTypeRequired);
    await expect(form.getByRole('textbox', { name: /Describe your room/ })).toHaveAccessibleDescription(
      new RegExp(aiFormMessages.promptTooShort.replace(/[.]/g, '\\.')),
    );
    await waitFor(() => expect(room).toHaveFocus());
  },
};

/** The reference server has no design provider: the 503 is said plainly, no picture, no credit spent. */
export const NotAvailableHere: Story = {
  tags: ['state:session.ai.signedIn'],
  parameters: { world: aiSignedIn },
  play: async ({ canvasElement }) => {
    const canvas = await signedInPage(canvasElement);
    const form = await describeRoom(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Design my room' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(aiDesignMessages.unavailable);
    await expect(alert).toHaveTextContent('no credit was used');
    // The way to design now: the visualizer (issue 33).
    await expect(canvas.getByRole('link', { name: 'Design in the visualizer' })).toHaveAttribute('href', '/visualize');
    await expect(canvas.queryByRole('img', { name: /kitchen design/ })).toBeNull();
    await appSettled(canvasElement);
    await expect(canvas.getByLabelText('Credits left: 25')).toBeVisible();
    // The typing is kept for when the service is there.
    await expect(form.getByRole('textbox', { name: /Describe your room/ })).toHaveValue(
      'White oak cabinets and a green tile backsplash',
    );
  },
};

export const NotAvailableHereMobile: Story = {
  ...NotAvailableHere,
  globals: mobile,
};

/** While the design is made: the button says so, the fields hold still. */
export const Generating: Story = {
  tags: ['state:session.ai.signedIn'],
  parameters: { world: { ...aiSignedIn, scenario: 'aiDesignProvider' } },
  play: async ({ canvasElement }) => {
    await signedInPage(canvasElement);
    const { api } = await storyServices().runtime();
    // Held: the answer never comes, so the waiting state stays on screen.
    api.aiGenerateDesign = () => new Promise(() => undefined);
    const form = await describeRoom(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Design my room' }));
    await expect(await form.findByRole('button', { name: 'Designing your room…' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Describe your room/ })).toHaveAttribute('readonly');
  },
};

/** With a provider (the `aiDesignProvider` scenario): the pictures with their descriptions and the new balance. */
export const DesignReady: Story = {
  tags: ['state:session.ai.signedIn'],
  parameters: { world: { ...aiSignedIn, scenario: 'aiDesignProvider' } },
  play: async ({ canvasElement }) => {
    const canvas = await signedInPage(canvasElement);
    const form = await describeRoom(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Design my room' }));
    await expect(await canvas.findByRole('heading', { name: aiDesignMessages.ready })).toBeVisible();
    const pictures = canvas.getAllByRole('img', { name: /^A kitchen design: White oak cabinets/ });
    await expect(pictures).toHaveLength(2);
    await expect(canvas.getByText('You have 24 credits left.')).toBeVisible();
    await expect(canvas.getByLabelText('Credits left: 24')).toBeVisible();
    await expect(storyServices().persistence.read('ai_credits')).toBe('24');
    await waitFor(() =>
      pictures.forEach((picture) => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0)),
    );
    await appSettled(canvasElement);
  },
};

export const DesignReadyMobile: Story = { ...DesignReady, globals: mobile };

/** Every credit spent: the page says so before and after a request (422 on credits). */
export const NoCreditsLeft: Story = {
  tags: ['state:session.ai.signedIn'],
  parameters: { world: { ...aiSignedIn, scenario: 'aiDesignProvider' } },
  play: async ({ canvasElement }) => {
    const canvas = await signedInPage(canvasElement);
    const services = storyServices();
    // Spend the demo account's 25 credits behind the page's back; the page still shows 25.
    for (let spent = 0; spent < 25; spent += 1) {
      await generateAiDesign(services, { room_type: 'bedroom', prompt: 'A calm bedroom' });
    }
    const form = await describeRoom(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Design my room' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(aiDesignMessages.noCredits);
    await waitFor(() => expect(canvas.getByLabelText('Credits left: 0')).toBeVisible(), { timeout: 8000 });
    await expect(form.getByRole('button', { name: 'Design my room' })).toHaveAttribute('aria-disabled', 'true');
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** A new account, not verified yet: the page asks for the e-mail link and offers Resend. */
export const UnverifiedEmail: Story = {
  tags: ['state:session.ai.signedIn'],
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement, TITLE);
    await aiStateIs('signedOut');
    await signedUpAs('Noor Haddad', 'noor@example.test');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Please verify your e-mail address' })).toBeVisible();
    await expect(canvas.getByText('noor@example.test', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Credits left: 3')).toBeVisible(), { timeout: 8000 });
    await appSettled(canvasElement);
  },
};

/**
 * Sign out of the AI area ends only the AI session (§4): the AI keys go, the shop sign-in
 * (customer@demo.test here) stays.
 */
export const SignOutOfAi: Story = {
  tags: ['state:session.ai.signedOut'],
  parameters: { world: { ...aiSignedIn, signedInAs: 'customer@demo.test' } },
  play: async ({ canvasElement }) => {
    const canvas = await signedInPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of AI design' }));
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/design-ai/login');
    await aiStateIs('signedOut');
    const { persistence, session } = storyServices();
    await expect(persistence.read('aiToken')).toBeNull();
    await expect(persistence.read('ai_user')).toBeNull();
    await expect(persistence.read('ai_credits')).toBeNull();
    await expect(persistence.read('authToken')).not.toBeNull();
    await expect(session.getState().user?.email).toBe('customer@demo.test');
    await appSettled(canvasElement);
  },
};
