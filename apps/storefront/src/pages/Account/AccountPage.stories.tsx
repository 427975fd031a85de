import { profileMessages } from '@showroom/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { appSettled } from '../../storybook/settled.ts';
import { replaceText } from '../../storybook/typing.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/**
 * /account as the app renders it, signed in, answered by the @showroom/api demo handlers:
 * GET /api/profile to show, PUT /api/profile to save. One story per state of the page.
 */
const meta = {
  title: 'Pages/Account',
  decorators: [withAppAt],
  parameters: {
    layout: 'fullscreen',
    route: '/account',
    world: { signedInAs: 'customer@demo.test' } satisfies StoryWorld,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Screen = ReturnType<typeof within>;

const mobile = { viewport: { value: 'mobile' } } as const;
const world = (extra: StoryWorld) => ({
  world: { signedInAs: 'customer@demo.test', ...extra } satisfies StoryWorld,
});
const themed = (themeColor: string) => world({ showroom: 'OAKS2026', themeColor });

async function pageOf(canvasElement: HTMLElement): Promise<Screen> {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'My Account' }, { timeout: 5000 });
  // The Orders section loads after the page (its own chunk, then its list): the screenshot
  // waits for it, or it catches the section half-way and the frame sized before it grew.
  await canvas.findByRole('table', { name: 'Orders, newest first' }, { timeout: 10_000 });
  return canvas;
}

async function loaded(canvasElement: HTMLElement): Promise<Screen> {
  const canvas = await pageOf(canvasElement);
  await canvas.findByRole('button', { name: 'Edit profile' }, { timeout: 5000 });
  await appSettled(canvasElement);
  return canvas;
}

async function editing(canvasElement: HTMLElement): Promise<Screen> {
  const canvas = await loaded(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
  const form = within(await canvas.findByRole('form', { name: 'Edit profile' }));
  // Opening the editor focuses First name a frame later: typing must wait for it, or a paste meant
  // for another field lands in First name (three full runs failed so, each in a different story).
  await waitFor(() => expect(fieldsOf(form).firstName).toHaveFocus());
  await appSettled(canvasElement);
  return form;
}

const fieldsOf = (form: Screen) => ({
  firstName: form.getByRole('textbox', { name: /^First name/ }),
  lastName: form.getByRole('textbox', { name: /^Last name/ }),
  phone: form.getByRole('textbox', { name: /^Phone number/ }),
  street: form.getByRole('textbox', { name: /^Street/ }),
  city: form.getByRole('textbox', { name: /^City/ }),
  zip: form.getByRole('textbox', { name: /^ZIP code/ }),
});

/** Toasts slide in: jump to the end of every finite animation for a settled picture. */
async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

/** A bad phone, an empty first name and a ZIP that is not a US ZIP, sent: each marked with the contract's message. */
async function invalidSave(canvasElement: HTMLElement): Promise<Screen> {
  const form = await editing(canvasElement);
  const fields = fieldsOf(form);
  await replaceText(fields.firstName, '');
  await replaceText(fields.phone, '213555');
  await replaceText(fields.zip, '9001A');
  await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(fields.firstName).toHaveAttribute('aria-invalid', 'true'));
  await expect(fields.firstName).toHaveAccessibleDescription(profileMessages.firstNameRequired);
  await expect(fields.phone).toHaveAccessibleDescription(profileMessages.phoneInvalid);
  await expect(fields.zip).toHaveAccessibleDescription(profileMessages.zipInvalid);
  await expect(form.getByText('Please check the 3 fields marked below.')).toBeVisible();
  await waitFor(() => expect(fields.firstName).toHaveFocus());
  await expect(fields.city).toHaveValue('Los Angeles');
  await appSettled(canvasElement);
  return form;
}

/** Loading: the profile's answer is held; a skeleton says what is coming. */
export const Loading: Story = {
  parameters: world({ holding: ['GET /api/profile'] }),
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('status').map((status: HTMLElement) => status.textContent)).toContain(
        'Loading your profile',
      ),
    );
    await expect(canvas.getByRole('region', { name: 'Profile' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Edit profile' })).toBeNull();
  },
};

export const LoadingMobile: Story = { ...Loading, globals: mobile };

/** A customer's profile: name, e-mail, (xxx) xxx-xxxx phone, US address, the card as brand and last four. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('customer@demo.test', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('(213) 555-0142')).toBeVisible();
    await expect(canvas.getByText(/Visa ending in 4242/)).toBeVisible();
    // Never more of the card than its brand, last four and expiry.
    await expect(canvasElement.textContent).not.toMatch(/4242\s?4242/);
    const links = within(canvas.getByRole('navigation', { name: 'Your account' }));
    await expect(links.getByRole('link', { name: /Change Password/ })).toHaveAttribute('href', '/change_password');
    await expect(links.getByRole('link', { name: /Notifications/ })).toHaveAttribute('href', '/notification');
    await expect(links.queryByRole('link', { name: /Payout Settings/ })).toBeNull();
    // A customer has an Orders section too: the menu leads to it, not to the help page.
    await expect(links.getByRole('link', { name: /^Orders/ })).toHaveAttribute('href', '/account#orders');
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: mobile };

export const LoadedSaturatedShop: Story = { ...Loaded, parameters: themed(sampleShopColors.saturated.value) };

/** A contractor: the way to the orders and to Payout Settings beside the profile. */
export const LoadedContractor: Story = {
  parameters: world({ signedInAs: 'contractor@demo.test' }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText(/a Contractor account/)).toBeVisible();
    const links = within(canvas.getByRole('navigation', { name: 'Your account' }));
    await expect(links.getByRole('link', { name: /Payout Settings/ })).toHaveAttribute('href', '/payout_setup');
    await expect(links.getByRole('link', { name: /^Orders/ })).toHaveAttribute('href', '/account#orders');
  },
};

/**
 * An admin: orders, but no payouts (an admin is not paid out). Orders in the menu moves to the
 * page's Orders section in place: its heading takes the focus.
 */
export const LoadedAdmin: Story = {
  tags: ['!visual'],
  // §6: an admin reaches /account only with the one-time-code cookie.
  parameters: world({ signedInAs: 'admin@demo.test', cookies: { otp_verify: '1' } }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const links = within(canvas.getByRole('navigation', { name: 'Your account' }));
    await expect(links.queryByRole('link', { name: /Payout Settings/ })).toBeNull();
    await userEvent.click(links.getByRole('link', { name: /^Orders/ }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Orders' })).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  },
};

/** The profile cannot be loaded (500): the §8 toast, the reason, Try again; the page stays. */
export const LoadError: Story = {
  parameters: world({ failing: ['GET /api/profile'] }),
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await expect(await canvas.findByText(/this page could not reach them/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText('Internal Server error please try again.').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('navigation', { name: 'Your account' })).toBeVisible();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** Editing: the form filled from the profile, the e-mail read-only, +1 and the state chosen. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const form = await editing(canvasElement);
    const fields = fieldsOf(form);
    await waitFor(() => expect(fields.firstName).toHaveFocus());
    await expect(fields.firstName).toHaveValue('Maya');
    await expect(fields.phone).toHaveValue('(213) 555-0142');
    await expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('readonly');
    await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('US +1');
    await expect(form.getByRole('combobox', { name: /^State/ })).toHaveTextContent('California');
    await appSettled(canvasElement);
  },
};

export const EditingMobile: Story = { ...Editing, globals: mobile };

/** Saved with mistakes: each field marked with the contract's own message, focus on the first, nothing sent. */
export const EditingWithErrors: Story = {
  play: async ({ canvasElement }) => {
    await invalidSave(canvasElement);
  },
};

export const EditingWithErrorsMobile: Story = { ...EditingWithErrors, globals: mobile };

/** Fixing a field clears its mark at once; the others keep theirs. */
export const EditingWhileFixing: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const form = await invalidSave(canvasElement);
    const fields = fieldsOf(form);
    await userEvent.type(fields.firstName, 'Maya');
    await expect(fields.firstName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(fields.zip).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please check the 2 fields marked below.')).toBeVisible();
  },
};

/** The server refuses fields (422): its first message under each, the §8 toast, the typing kept. */
export const ServerFieldErrors: Story = {
  parameters: world({ scenario: 'validationError' }),
  play: async ({ canvasElement }) => {
    const form = await editing(canvasElement);
    const fields = fieldsOf(form);
    await replaceText(fields.street, '12 Ocean Ave');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fields.firstName).toHaveAttribute('aria-invalid', 'true'));
    await expect(fields.lastName).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(fields.firstName).toHaveFocus());
    await expect(fields.street).toHaveValue('12 Ocean Ave');
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** Saving fails (500): the §8 toast, the reason above the form, nothing lost, Save again possible. */
export const SaveServerError: Story = {
  parameters: world({ failing: ['PUT /api/profile'] }),
  play: async ({ canvasElement }) => {
    const form = await editing(canvasElement);
    const fields = fieldsOf(form);
    await replaceText(fields.city, 'San Diego');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await form.findByText(/What you typed is kept/)).toBeVisible();
    await expect(form.getByText('Internal Server error please try again.')).toBeVisible();
    await expect(fields.city).toHaveValue('San Diego');
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** Saving (the answer held): the fields read-only, the button busy. */
export const Saving: Story = {
  parameters: world({ holding: ['PUT /api/profile'] }),
  play: async ({ canvasElement }) => {
    const form = await editing(canvasElement);
    await replaceText(fieldsOf(form).city, 'San Diego');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const button = await form.findByRole('button', { name: /Saving/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(fieldsOf(form).city).toHaveAttribute('readonly');
  },
};

/** Saved: the server's message has the focus, the summary shows the new address. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = await editing(canvasElement);
    const fields = fieldsOf(form);
    await replaceText(fields.street, '12 Ocean Ave');
    await replaceText(fields.city, 'San Diego');
    await replaceText(fields.zip, '92101');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const canvas = within(canvasElement);
    const status = await canvas.findByText(profileMessages.updated, {}, { timeout: 5000 });
    await expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.getByText(/San Diego, California 92101/)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Edit profile' })).toBeNull();
    await appSettled(canvasElement);
  },
};

export const SavedMobile: Story = { ...Saved, globals: mobile };

/** Cancel drops the changes and gives the focus back to Edit profile. */
export const Cancelled: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const form = await editing(canvasElement);
    await replaceText(fieldsOf(form).city, 'Nowhere');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit profile' })).toHaveFocus());
    await expect(canvas.queryByText(/Nowhere/)).toBeNull();
  },
};
