import { payoutMessages } from '@showroom/api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { payoutFormMessages } from '../../features/profile/payoutForm.ts';
import { appSettled } from '../../storybook/settled.ts';
import { replaceText } from '../../storybook/typing.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/**
 * /payout_setup (Payout Settings) as the app renders it, answered by the @showroom/api demo
 * handlers: the contractor has an account on file ('•••• 4821'), the designer has none yet.
 */
const meta = {
  title: 'Pages/PayoutSetup',
  decorators: [withAppAt],
  parameters: {
    layout: 'fullscreen',
    route: '/payout_setup',
    world: { signedInAs: 'contractor@demo.test' } satisfies StoryWorld,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Screen = ReturnType<typeof within>;

const mobile = { viewport: { value: 'mobile' } } as const;
const world = (extra: StoryWorld) => ({
  world: { signedInAs: 'contractor@demo.test', ...extra } satisfies StoryWorld,
});
const designer = world({ signedInAs: 'designer@demo.test' });

const newAccount = {
  holder: 'Oak & Stone Studio LLC',
  bank: 'Golden State Credit Union',
  routing: '021000021',
  account: '000123456789',
};

async function pageOf(canvasElement: HTMLElement): Promise<Screen> {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Payout Settings' }, { timeout: 5000 });
  return canvas;
}

async function formOf(canvasElement: HTMLElement): Promise<Screen> {
  const canvas = await pageOf(canvasElement);
  const form = within(await canvas.findByRole('form', { name: 'Bank account' }, { timeout: 5000 }));
  await appSettled(canvasElement);
  return form;
}

const fieldsOf = (form: Screen) => ({
  holder: form.getByRole('textbox', { name: /^Account holder name/ }),
  bank: form.getByRole('textbox', { name: /^Bank name/ }),
  routing: form.getByRole('textbox', { name: /^Routing number/ }),
  account: form.getByRole('textbox', { name: /^Account number/ }),
  confirmation: form.getByRole('textbox', { name: /^Confirm account number/ }),
  type: form.getByRole('combobox', { name: /^Account type/ }),
});

async function chooseType(form: Screen, label: 'Checking' | 'Savings'): Promise<void> {
  await userEvent.click(fieldsOf(form).type);
  // The select's list loads on first use (DeferredSelect), then opens.
  await userEvent.click(await within(document.body).findByRole('option', { name: label }, { timeout: 5000 }));
}

async function fillIn(form: Screen, account = newAccount.account): Promise<void> {
  const fields = fieldsOf(form);
  await replaceText(fields.holder, newAccount.holder);
  await replaceText(fields.bank, newAccount.bank);
  await replaceText(fields.routing, newAccount.routing);
  await replaceText(fields.account, account);
  await replaceText(fields.confirmation, account);
}

async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

/** Loading: the settings' answer held. */
export const Loading: Story = {
  parameters: world({ holding: ['GET /api/payout_setup'] }),
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('status').map((status: HTMLElement) => status.textContent)).toContain(
        'Loading your payout settings',
      ),
    );
  },
};

/** Saved: the account masked ('•••• 4821'), the last update in MM.DD.YYYY, §9's 46 business days. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await expect(await canvas.findByText('•••• 4821', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Ending in 4821')).toBeInTheDocument();
    await expect(canvas.getByText('121000248')).toBeVisible();
    await expect(canvas.getByText(/^\d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expect(canvas.getByText(/46 business days/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace bank account' })).toBeEnabled();
    await expect(canvas.queryByRole('form', { name: 'Bank account' })).toBeNull();
    await appSettled(canvasElement);
  },
};

export const SavedMobile: Story = { ...Saved, globals: mobile };

/** Nothing saved yet (the designer): the form is the page. */
export const Empty: Story = {
  parameters: designer,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const fields = fieldsOf(form);
    for (const field of [fields.holder, fields.bank, fields.routing, fields.account, fields.confirmation]) {
      await expect(field).toHaveValue('');
      await expect(field).toBeRequired();
    }
    await expect(within(canvasElement).getByText(/No bank account yet/)).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** Sent with mistakes: the contract's messages (ABA checksum, 4 to 17 digits, type), focus on the first. */
export const WithErrors: Story = {
  parameters: designer,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    const fields = fieldsOf(form);
    await replaceText(fields.holder, newAccount.holder);
    await replaceText(fields.routing, '021000022');
    await replaceText(fields.account, '123');
    await replaceText(fields.confirmation, '124');
    await userEvent.click(form.getByRole('button', { name: 'Save payout settings' }));
    await waitFor(() => expect(fields.bank).toHaveAttribute('aria-invalid', 'true'));
    await expect(fields.bank).toHaveAccessibleDescription(payoutMessages.bankNameRequired);
    await expect(fields.type).toHaveAccessibleDescription(payoutMessages.accountTypeInvalid);
    await expect(fields.routing).toHaveAccessibleDescription(
      expect.stringContaining(payoutMessages.routingNumberChecksum),
    );
    await expect(fields.account).toHaveAccessibleDescription(
      expect.stringContaining(payoutMessages.accountNumberFormat),
    );
    await expect(form.getByText('Please check the 4 fields marked below.')).toBeVisible();
    await waitFor(() => expect(fields.bank).toHaveFocus());
    await expect(fields.holder).toHaveValue(newAccount.holder);
    await appSettled(canvasElement);
  },
};

export const WithErrorsMobile: Story = { ...WithErrors, globals: mobile };

/** The two account numbers differ: said under the confirmation. */
export const ConfirmationMismatch: Story = {
  tags: ['!visual'],
  parameters: designer,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillIn(form);
    // Picked by typing on the closed select, as a keyboard user would (Radix types ahead once loaded).
    fieldsOf(form).type.focus();
    await userEvent.keyboard('c');
    await waitFor(() => expect(fieldsOf(form).type).toHaveTextContent('Checking'));
    await replaceText(fieldsOf(form).confirmation, '000123456780');
    await userEvent.click(form.getByRole('button', { name: 'Save payout settings' }));
    await waitFor(() =>
      expect(fieldsOf(form).confirmation).toHaveAccessibleDescription(payoutFormMessages.confirmationMismatch),
    );
  },
};

/** Replacing: holder, bank, routing number and type as saved; the account number typed again in full. */
export const Replacing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Replace bank account' }, { timeout: 5000 }));
    const form = within(await canvas.findByRole('form', { name: 'Bank account' }));
    const fields = fieldsOf(form);
    await waitFor(() => expect(fields.holder).toHaveFocus());
    await expect(fields.holder).toHaveValue('Reyes Remodeling Co.');
    await expect(fields.routing).toHaveValue('121000248');
    await expect(fields.account).toHaveValue('');
    await expect(fields.type).toHaveTextContent('Checking');
    await expect(form.getByText(/Saving replaces the account on file/)).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** Replaced: the new account shown masked, the full number nowhere on the page. */
export const Replaced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Replace bank account' }, { timeout: 5000 }));
    const form = within(await canvas.findByRole('form', { name: 'Bank account' }));
    // The form focuses its first field a frame after it opens: typing waits for that (see replaceText).
    await waitFor(() => expect(fieldsOf(form).holder).toHaveFocus());
    await fillIn(form);
    await chooseType(form, 'Savings');
    await userEvent.click(form.getByRole('button', { name: 'Save payout settings' }));
    const status = await canvas.findByText(payoutMessages.saved, {}, { timeout: 5000 });
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.getByText('•••• 6789')).toBeVisible();
    await expect(canvas.getByText('Savings')).toBeVisible();
    await expect(canvasElement.textContent).not.toContain(newAccount.account);
    await expect(canvasElement.querySelector(`input[value="${newAccount.account}"]`)).toBeNull();
    await appSettled(canvasElement);
  },
};

export const ReplacedMobile: Story = { ...Replaced, globals: mobile };

/** Saving fails (500): the reason above the form, the typing kept. */
export const SaveServerError: Story = {
  parameters: world({ signedInAs: 'designer@demo.test', failing: ['PUT /api/payout_setup'] }),
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillIn(form);
    await chooseType(form, 'Checking');
    await userEvent.click(form.getByRole('button', { name: 'Save payout settings' }));
    await expect(await form.findByText(/What you typed is kept/)).toBeVisible();
    await expect(fieldsOf(form).account).toHaveValue(newAccount.account);
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** The server refuses fields (422): its messages under them. */
export const ServerFieldErrors: Story = {
  parameters: world({ signedInAs: 'designer@demo.test', scenario: 'validationError' }),
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await fillIn(form);
    await chooseType(form, 'Checking');
    await userEvent.click(form.getByRole('button', { name: 'Save payout settings' }));
    const fields = fieldsOf(form);
    await waitFor(() => expect(fields.holder).toHaveAttribute('aria-invalid', 'true'));
    await expect(fields.bank).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(fields.holder).toHaveFocus());
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** The settings cannot be loaded (500): the reason and Try again. */
export const LoadError: Story = {
  parameters: world({ failing: ['GET /api/payout_setup'] }),
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await expect(await canvas.findByText(/could not reach them/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** A customer: why there is nothing to set, and no call to the server. */
export const RefusedCustomer: Story = {
  parameters: world({ signedInAs: 'customer@demo.test' }),
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await expect(await canvas.findByText('Payout Settings are for pros', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/Your account is a customer account/)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Bank account' })).toBeNull();
    await appSettled(canvasElement);
  },
};

export const RefusedCustomerMobile: Story = { ...RefusedCustomer, globals: mobile };

/** An admin: not paid out either. */
export const RefusedAdmin: Story = {
  parameters: world({ signedInAs: 'admin@demo.test', cookies: { otp_verify: '1' } }),
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await expect(await canvas.findByText(/An admin account is not paid out/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Account' })).toHaveAttribute('href', '/account');
    await appSettled(canvasElement);
  },
};
