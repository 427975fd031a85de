import { passwordMessages } from '@showroom/api/client';
import { DEMO_PASSWORD } from '@showroom/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  animationsFinished,
  enter,
  callAnswers,
  mobile,
  pageOf,
  themed,
  toastOf,
  type Screen,
} from '../../features/account/accountStoryKit.tsx';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/**
 * /change_password for the signed-in demo customer, answered by the @showroom/api demo handlers
 * (POST /api/change_password). One story per state of the form.
 */
const customer = { signedInAs: 'customer@demo.test' } as const;

const meta = {
  title: 'Pages/Passwords/ChangePassword',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/change_password', world: customer },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'new-Demo-pass-2027';

async function formOf(canvasElement: HTMLElement, options?: { settle?: boolean }): Promise<Screen> {
  const canvas = await pageOf(canvasElement, 'Change Password', options);
  return within(canvas.getByRole('form', { name: 'Change password' }));
}

// Password inputs have no role: found by their labels.
const fieldsOf = (form: Screen) => ({
  current: form.getByLabelText(/^Current password/, { selector: 'input' }),
  password: form.getByLabelText(/^New password/, { selector: 'input' }),
  confirmation: form.getByLabelText(/^Confirm new password/, { selector: 'input' }),
  submit: form.getByRole('button', { name: /^Change password$|Changing your password/ }),
});

async function change(form: Screen, current: string, password = NEW_PASSWORD): Promise<void> {
  const fields = fieldsOf(form);
  await enter(fields.current, current);
  await enter(fields.password, password);
  await enter(fields.confirmation, password);
  await userEvent.click(fields.submit);
}

async function wrongCurrent(canvasElement: HTMLElement): Promise<void> {
  const form = await formOf(canvasElement);
  await change(form, 'not-my-password');
  const { current, password, confirmation } = fieldsOf(form);
  await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
  await expect(current).toHaveAccessibleDescription(passwordMessages.currentPasswordWrong);
  await waitFor(() => expect(current).toHaveFocus());
  // Kept for a retry: only the current password needs retyping.
  await expect(current).toHaveValue('not-my-password');
  await expect(password).toHaveValue(NEW_PASSWORD);
  await expect(confirmation).toHaveValue(NEW_PASSWORD);
  // The server's 422 says its reason (issue 30), and the §8 toast says it.
  await expect(await toastOf(canvasElement, 'error')).toHaveTextContent(passwordMessages.currentPasswordWrong);
  await appSettled(canvasElement);
  await animationsFinished(canvasElement);
}

/** Current, new and confirmation, each with show/hide; a way to reset by e-mail instead. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const { current, password, confirmation } = fieldsOf(form);
    for (const field of [current, password, confirmation]) await expect(field).toBeRequired();
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(form.getByRole('button', { name: 'Show current password' })).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('link', { name: 'Reset it by e-mail' })).toHaveAttribute(
        'href',
        '/reset_password?email=customer%40demo.test',
      ),
    );
  },
};

export const EmptyMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(fieldsOf(form).submit).toBeVisible();
  },
};

/** Saved empty: every field marked, the focus on the first, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.click(fieldsOf(form).submit);
    const { current, password, confirmation } = fieldsOf(form);
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    await expect(current).toHaveAccessibleDescription(passwordMessages.currentPasswordRequired);
    await expect(password).toHaveAccessibleDescription(`At least 8 characters. ${passwordMessages.passwordRequired}`);
    await expect(confirmation).toHaveAccessibleDescription(passwordMessages.confirmationRequired);
    await expect(form.getByText('Please check the 3 fields marked below.')).toBeVisible();
    await waitFor(() => expect(current).toHaveFocus());
    await appSettled(canvasElement);
  },
};

/** The new password is the current one: refused before anything is sent. */
export const SameAsCurrent: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await change(form, DEMO_PASSWORD, DEMO_PASSWORD);
    await waitFor(() => expect(fieldsOf(form).password).toHaveAttribute('aria-invalid', 'true'));
    await expect(fieldsOf(form).password).toHaveAccessibleDescription(
      `At least 8 characters. ${passwordMessages.sameAsCurrent}`,
    );
    await waitFor(() => expect(fieldsOf(form).password).toHaveFocus());
  },
};

/** The server refuses the current password: its message under the field, focus there, the typing kept. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => wrongCurrent(canvasElement),
};

export const WrongCurrentPasswordMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => wrongCurrent(canvasElement),
};

export const WrongCurrentPasswordSaturatedShop: Story = {
  parameters: themed('saturated', customer),
  play: async ({ canvasElement }) => wrongCurrent(canvasElement),
};

/** Changing the refused field clears the server's mark on it. */
export const WrongCurrentPasswordRetyped: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await wrongCurrent(canvasElement);
    const form = within(within(canvasElement).getByRole('form', { name: 'Change password' }));
    await userEvent.type(fieldsOf(form).current, 'x');
    await expect(fieldsOf(form).current).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.queryByText(/Please check the/)).toBeNull();
  },
};

/** Saving ('slowNetwork' holds the answer): fields read-only, the button busy. */
export const Saving: Story = {
  parameters: { world: { ...customer, scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement, { settle: false });
    await change(form, DEMO_PASSWORD);
    const busy = await form.findByRole('button', { name: /Changing your password/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(fieldsOf(form).current).toHaveAttribute('readonly');
  },
};

/** Changed: the success toast and message (other sessions signed out), the form emptied, still signed in. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await change(form, DEMO_PASSWORD);
    await expect(await toastOf(canvasElement, 'success')).toHaveTextContent(passwordMessages.passwordChanged);
    await expect(await form.findByText('Password changed')).toBeVisible();
    await expect(form.getByRole('status')).toHaveTextContent(passwordMessages.passwordChanged);
    for (const field of Object.values(fieldsOf(form)).slice(0, 3)) await expect(field).toHaveValue('');
    await expect(within(canvasElement).getByRole('button', { name: 'Account menu' })).toBeVisible();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

export const ChangedMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await change(form, DEMO_PASSWORD);
    await expect(await form.findByText('Password changed')).toBeVisible();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/**
 * The server fails (500): the §8 toast, the reason above the form, every field kept. (A
 * 'serverError' world would fail loading the user too and end the session: `callAnswers`.)
 */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await callAnswers('changePassword', 'serverError');
    await change(form, DEMO_PASSWORD);
    await expect(await form.findByText(/Your password was not changed/)).toBeVisible();
    await expect(fieldsOf(form).current).toHaveValue(DEMO_PASSWORD);
    await expect(fieldsOf(form).password).toHaveValue(NEW_PASSWORD);
    await expect(await toastOf(canvasElement, 'error')).toHaveTextContent('Internal Server error please try again.');
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};
