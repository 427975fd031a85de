import { passwordMessages } from '@showroom/api/client';
import { MOCK_PASSWORD_RESET_TOKENS } from '@showroom/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  animationsFinished,
  enter,
  landedOn,
  mobile,
  pageOf,
  toastOf,
  type Screen,
} from '../../features/account/accountStoryKit.tsx';
import { appSettled } from '../../storybook/settled.ts';
import { currentStoryServices } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/**
 * /password_reset as a reset e-mail opens it, answered by the @showroom/api demo handlers
 * (POST /api/password/reset). The mocks' customer has three links: one that works, one used and
 * one expired (`MOCK_PASSWORD_RESET_TOKENS`).
 */
const linkFor = (token: string, email = 'customer@demo.test') =>
  `/password_reset?${new URLSearchParams({ token, email }).toString()}`;

const meta = {
  title: 'Pages/Passwords/PasswordReset',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: linkFor(MOCK_PASSWORD_RESET_TOKENS.valid) },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const HEADING = 'Choose a new password';
const NEW_PASSWORD = 'new-Demo-pass-2027';

async function formOf(canvasElement: HTMLElement, options?: { settle?: boolean }): Promise<Screen> {
  const canvas = await pageOf(canvasElement, HEADING, options);
  return within(canvas.getByRole('form', { name: HEADING }));
}

// Password inputs have no role: found by their labels.
const fieldsOf = (form: Screen) => ({
  password: form.getByLabelText(/^New password/, { selector: 'input' }),
  confirmation: form.getByLabelText(/^Confirm new password/, { selector: 'input' }),
  submit: form.getByRole('button', { name: /Save new password|Saving your new password/ }),
});

async function choose(form: Screen, password = NEW_PASSWORD, confirmation = password): Promise<void> {
  const fields = fieldsOf(form);
  await enter(fields.password, password);
  await enter(fields.confirmation, confirmation);
  await userEvent.click(fields.submit);
}

async function refusedLink(canvasElement: HTMLElement, title: string, message: string): Promise<void> {
  const form = await formOf(canvasElement);
  await choose(form);
  const canvas = within(canvasElement);
  const heading = await canvas.findByText(title, {}, { timeout: 5000 });
  await waitFor(() => expect(heading).toHaveFocus());
  // The page says why; the §8 toast says it too (the server's 422 message is its reason, issue 30).
  const onPage = canvas.getAllByText(message).filter((element) => element.closest('main') !== null);
  await expect(onPage).toHaveLength(1);
  await expect(onPage[0]).toBeVisible();
  const newLink = canvas.getAllByRole('link', { name: 'Request a new link' })[0]!;
  await expect(newLink).toHaveAttribute('href', '/reset_password?email=customer%40demo.test');
  await expect(canvas.queryByRole('form', { name: HEADING })).toBeNull();
  await appSettled(canvasElement);
  await animationsFinished(canvasElement);
}

/** A working link: the account's e-mail, the new password twice, each with show/hide. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const { password, confirmation } = fieldsOf(form);
    await expect(form.getByText('customer@demo.test')).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription('At least 8 characters.');
    await expect(confirmation).toBeRequired();
    await enter(password, 'visible-pass');
    await userEvent.click(form.getByRole('button', { name: 'Show new password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(form.getByRole('button', { name: 'Show new password' })).toHaveAttribute('aria-pressed', 'true');
    await appSettled(canvasElement);
  },
};

export const ReadyMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(fieldsOf(form).submit).toBeVisible();
  },
};

/** Saved empty: both fields marked, the focus on the first, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.click(fieldsOf(form).submit);
    const { password, confirmation } = fieldsOf(form);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAccessibleDescription(`At least 8 characters. ${passwordMessages.passwordRequired}`);
    await expect(confirmation).toHaveAccessibleDescription(passwordMessages.confirmationRequired);
    await expect(form.getByText('Please check the 2 fields marked below.')).toBeVisible();
    await waitFor(() => expect(password).toHaveFocus());
    await appSettled(canvasElement);
  },
};

/** Too short, then a confirmation that does not match: each its message, re-checked while typing. */
export const TooShortAndMismatch: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await choose(form, 'short', 'shorter');
    const { password, confirmation } = fieldsOf(form);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(`At least 8 characters. ${passwordMessages.passwordTooShort}`),
    );
    await expect(confirmation).toHaveAccessibleDescription(passwordMessages.confirmationMismatch);
    await userEvent.type(password, '-and-longer');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription(passwordMessages.confirmationMismatch);
    await appSettled(canvasElement);
  },
};

export const TooShortAndMismatchMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await choose(form, 'short', 'shorter');
    await waitFor(() => expect(fieldsOf(form).confirmation).toHaveAttribute('aria-invalid', 'true'));
    await appSettled(canvasElement);
  },
};

/** Saving ('slowNetwork' holds the answer): fields read-only, the button busy. */
export const Saving: Story = {
  parameters: { world: { scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement, { settle: false });
    await choose(form);
    const busy = await form.findByRole('button', { name: /Saving your new password/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(fieldsOf(form).password).toHaveAttribute('readonly');
  },
};

/**
 * Saved: on to Login, with the success toast saying every device was signed out. No picture:
 * it would show the Login page, whose own stories picture it.
 */
export const Reset: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await choose(form);
    await landedOn(canvasElement, '/login');
    await expect(currentStoryServices()?.router.currentPath()).toBe('/login?redirect=%2F');
    const toast = await toastOf(canvasElement, 'success');
    await expect(toast).toHaveTextContent(passwordMessages.passwordReset);
    await expect(toast).toHaveTextContent('Every device that was signed in to your account has been signed out.');
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Sign In' });
    await animationsFinished(canvasElement);
  },
};

/** The link was used already: said so, the form gone, a new link offered for the same address. */
export const LinkUsed: Story = {
  parameters: { route: linkFor(MOCK_PASSWORD_RESET_TOKENS.used) },
  play: async ({ canvasElement }) =>
    refusedLink(canvasElement, 'This link was already used', passwordMessages.tokenUsed),
};

export const LinkExpired: Story = {
  parameters: { route: linkFor(MOCK_PASSWORD_RESET_TOKENS.expired) },
  play: async ({ canvasElement }) => refusedLink(canvasElement, 'This link has expired', passwordMessages.tokenExpired),
};

export const LinkExpiredMobile: Story = {
  globals: mobile,
  parameters: { route: linkFor(MOCK_PASSWORD_RESET_TOKENS.expired) },
  play: async ({ canvasElement }) => refusedLink(canvasElement, 'This link has expired', passwordMessages.tokenExpired),
};

export const LinkUnknown: Story = {
  parameters: { route: linkFor('demo-reset-mistyped') },
  play: async ({ canvasElement }) =>
    refusedLink(canvasElement, 'This link cannot be used', passwordMessages.tokenUnknown),
};

/** A link without its token (cut short by a mail program): said at once, nothing to fill in. */
export const IncompleteLink: Story = {
  parameters: { route: '/password_reset?email=customer%40demo.test' },
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement, HEADING);
    await expect(canvas.getByText('This link is incomplete')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: HEADING })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: 'Request a new link' })[0]).toHaveAttribute(
      'href',
      '/reset_password?email=customer%40demo.test',
    );
  },
};

/** The server fails (500): the §8 toast, the reason above the form, the typing kept. */
export const ServerError: Story = {
  parameters: { world: { scenario: 'serverError' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await choose(form);
    await expect(await toastOf(canvasElement, 'error')).toHaveTextContent('Internal Server error please try again.');
    await expect(await form.findByText(/Your password was not changed/)).toBeVisible();
    await expect(fieldsOf(form).password).toHaveValue(NEW_PASSWORD);
    await expect(fieldsOf(form).confirmation).toHaveValue(NEW_PASSWORD);
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};
