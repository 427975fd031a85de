import { passwordMessages } from '@showroom/api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  animationsFinished,
  enter,
  mobile,
  pageOf,
  toastOf,
  type Screen,
} from '../../features/account/accountStoryKit.tsx';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/**
 * /reset_password as the app renders it, answered by the @showroom/api demo handlers
 * (POST /api/password/forgot). One story per state of the request form.
 */
const meta = {
  title: 'Pages/Passwords/ResetPassword',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/reset_password' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const HEADING = 'Forgot your password?';

async function formOf(canvasElement: HTMLElement, options?: { settle?: boolean }): Promise<Screen> {
  const canvas = await pageOf(canvasElement, HEADING, options);
  return within(canvas.getByRole('form', { name: 'Request a reset link' }));
}

const emailOf = (form: Screen) => form.getByRole('textbox', { name: /^Email/ });

async function requestFor(canvasElement: HTMLElement, email: string): Promise<Screen> {
  const form = await formOf(canvasElement);
  await enter(emailOf(form), email);
  await userEvent.click(form.getByRole('button', { name: 'Send reset link' }));
  return form;
}

async function sent(canvasElement: HTMLElement): Promise<void> {
  await requestFor(canvasElement, 'customer@demo.test');
  const canvas = within(canvasElement);
  const news = await canvas.findByText('Check your inbox', {}, { timeout: 5000 });
  await waitFor(() => expect(news).toHaveFocus());
  await expect(canvas.getByText(passwordMessages.resetLinkSent)).toBeVisible();
  await expect(canvas.getByText('customer@demo.test')).toBeVisible();
  await expect(canvas.queryByRole('form', { name: 'Request a reset link' })).toBeNull();
  await appSettled(canvasElement);
}

/** The form: one e-mail field, the link's lifetime said, the way back to sign in. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(emailOf(form)).toHaveValue('');
    await expect(emailOf(form)).toBeRequired();
    await expect(emailOf(form)).toHaveAttribute('type', 'email');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/The link works once, for 60 minutes/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login?redirect=%2F');
  },
};

export const EmptyMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  },
};

/** Sent empty: the field marked with its message, the focus on it, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(emailOf(form)).toHaveAttribute('aria-invalid', 'true'));
    await expect(emailOf(form)).toHaveAccessibleDescription('Email is required.');
    await waitFor(() => expect(emailOf(form)).toHaveFocus());
    await appSettled(canvasElement);
  },
};

/** A malformed address: its own message, and it goes as soon as the address is right. */
export const InvalidEmailMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const form = await requestFor(canvasElement, 'customer@demo');
    await waitFor(() => expect(emailOf(form)).toHaveAccessibleDescription('Please enter a valid email address.'));
    await userEvent.type(emailOf(form), '.test');
    await expect(emailOf(form)).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(emailOf(form));
    await userEvent.type(emailOf(form), 'x@');
    await expect(emailOf(form)).toHaveAccessibleDescription('Please enter a valid email address.');
    await appSettled(canvasElement);
  },
};

/** On its way ('slowNetwork' holds the answer): the field read-only, the button busy. */
export const Sending: Story = {
  parameters: { world: { scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement, { settle: false });
    await enter(emailOf(form), 'customer@demo.test');
    await userEvent.click(form.getByRole('button', { name: 'Send reset link' }));
    const busy = await form.findByRole('button', { name: /Sending the link/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(emailOf(form)).toHaveAttribute('readonly');
    await expect(emailOf(form)).toHaveValue('customer@demo.test');
  },
};

/** Sent: the same answer for every address, the focus on the news, a way back to sign in. */
export const Sent: Story = {
  play: async ({ canvasElement }) => sent(canvasElement),
};

export const SentMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => sent(canvasElement),
};

/** An address with no account gets exactly the same answer: nobody learns which addresses have one. */
export const SentForUnknownAddress: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await requestFor(canvasElement, 'nobody.here@example.com');
    const canvas = within(canvasElement);
    await canvas.findByText('Check your inbox', {}, { timeout: 5000 });
    await expect(canvas.getByText(passwordMessages.resetLinkSent)).toBeVisible();
  },
};

/** "Send another link" goes back to the form with the address kept and focused. */
export const SendAnother: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await sent(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send another link' }));
    const form = within(await within(canvasElement).findByRole('form', { name: 'Request a reset link' }));
    await expect(emailOf(form)).toHaveValue('customer@demo.test');
    await waitFor(() => expect(emailOf(form)).toHaveFocus());
  },
};

/** `?email=` (from an expired link) fills the field in. */
export const Prefilled: Story = {
  tags: ['!visual'],
  parameters: { route: '/reset_password?email=customer%40demo.test' },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(emailOf(form)).toHaveValue('customer@demo.test');
  },
};

/** The server fails (500): the §8 toast, the reason above the form, the address kept. */
export const ServerError: Story = {
  parameters: { world: { scenario: 'serverError' } },
  play: async ({ canvasElement }) => {
    const form = await requestFor(canvasElement, 'customer@demo.test');
    await expect(await toastOf(canvasElement, 'error')).toHaveTextContent('Internal Server error please try again.');
    await expect(await form.findByText(/No e-mail was sent/)).toBeVisible();
    await expect(form.getByRole('status')).toHaveTextContent('Internal Server error please try again.');
    await expect(emailOf(form)).toHaveValue('customer@demo.test');
    await expect(form.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};
