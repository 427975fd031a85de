import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../.storybook/shopColors.ts';
import { appSettled } from '../storybook/settled.ts';
import { withAppAt } from '../storybook/withMemoryRouter.tsx';
import { underShopColour } from '../storybook/storyVariants.ts';

/**
 * §1 lead-capture popup as the app renders it: opened from the footer's 'Claim the offer', driven
 * by the leadForm machine of @showroom/machines, sending `POST /api/sample_request` to the
 * @showroom/api demo handlers. One story per state of the machine's inventory.
 */
const meta = {
  title: 'Shell/LeadPopup',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/about_us' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor of OAKS2026: the lead goes to its shop profile. */
const withShowroom = { world: { showroom: 'OAKS2026' } };

type Screen = ReturnType<typeof within>;

const lead = { full_name: 'Jane Rivera', email: 'jane.rivera@example.com', phone_number: '555-0134' };

/** The whole document: the dialog and the toasts are portalled out of the footer. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Jumps the dialog's and the toasts' entrance animations to their end, for a settled picture. */
async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

const fieldsOf = (popup: Screen) => ({
  fullName: popup.getByRole('textbox', { name: 'Full name' }),
  email: popup.getByRole('textbox', { name: 'Email' }),
  phone: popup.getByRole('textbox', { name: 'Phone number' }),
});

/**
 * Opens the popup with the footer's button once the app is at rest (the first page's navigation
 * closes every open overlay when it completes, §2) and returns it.
 */
async function openPopup(canvasElement: HTMLElement, { settle = true } = {}): Promise<Screen> {
  const footer = within(canvasElement.querySelector('footer') as HTMLElement);
  const claim = footer.getByRole('button', { name: 'Claim the offer' });
  await expect(claim).toHaveAttribute('aria-haspopup', 'dialog');
  if (settle) await appSettled(canvasElement);
  else await within(canvasElement).findByRole('heading', { level: 1, name: 'About Us' }, { timeout: 5000 });
  await userEvent.click(claim);
  const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Save up to 30%' }, { timeout: 5000 });
  // It fades in: at its start nothing in it counts as visible.
  await animationsFinished(canvasElement);
  await expect(dialog).toHaveAccessibleDescription('Limited-time offer on all finishing materials.');
  return within(dialog);
}

async function typeLead(popup: Screen): Promise<void> {
  const { fullName, email, phone } = fieldsOf(popup);
  await userEvent.type(fullName, lead.full_name);
  await userEvent.type(email, lead.email);
  await userEvent.type(phone, lead.phone_number);
}

/** The toast of a tone (the Toaster's items carry `data-tone`), once it is shown. */
async function toastOf(canvasElement: HTMLElement, tone: 'success' | 'error'): Promise<HTMLElement> {
  return waitFor(
    () => {
      const toast = canvasElement.ownerDocument.querySelector<HTMLElement>(`li[data-tone="${tone}"]`);
      if (!toast) throw new Error(`No ${tone} toast yet.`);
      return toast;
    },
    { timeout: 5000 },
  );
}

/** Empty and ready: three required fields, nothing marked, the submit button. */
export const Empty: Story = {
  tags: ['state:leadForm.editing'],
  parameters: withShowroom,
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    for (const field of Object.values(fieldsOf(popup))) {
      await expect(field).toHaveValue('');
      await expect(field).toBeEnabled();
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(popup.getByRole('button', { name: 'Get my offer' })).toBeEnabled();
    await expect(popup.getByText(/All fields are required/)).toBeVisible();
    // Escape closes it and the focus goes back to 'Claim the offer', where Enter opens it again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull());
    const claim = within(canvasElement.querySelector('footer') as HTMLElement).getByRole('button', {
      name: 'Claim the offer',
    });
    await waitFor(() => expect(claim).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screenOf(canvasElement).findByRole('dialog', { name: 'Save up to 30%' }, { timeout: 5000 });
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** 375 px: the same popup on a phone. */
export const EmptyMobile: Story = {
  tags: ['state:leadForm.editing'],
  parameters: withShowroom,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(popup.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(popup.getByRole('button', { name: 'Get my offer' })).toBeVisible();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** Submitted empty: every field is marked invalid with its message, and nothing is sent. */
export const Invalid: Story = {
  tags: ['state:leadForm.invalid'],
  parameters: withShowroom,
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(popup.getByRole('button', { name: 'Get my offer' }));
    const { fullName, email, phone } = fieldsOf(popup);
    await waitFor(() => expect(fullName).toHaveAttribute('aria-invalid', 'true'));
    await expect(fullName).toHaveAccessibleDescription('Full name is required.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required.');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Phone number is required.');
    // Nothing was sent: no request, so no toast and no progress bar.
    await expect(canvasElement.ownerDocument.querySelector('li[data-tone]')).toBeNull();
    await expect(canvasElement.querySelector('[aria-label="Loading"][data-state]')).toBeNull();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** Still invalid while being fixed: a mark goes as soon as its field is right; a malformed email has its own message. */
export const InvalidWhileFixing: Story = {
  tags: ['state:leadForm.invalid'],
  parameters: withShowroom,
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(popup.getByRole('button', { name: 'Get my offer' }));
    const { fullName, email, phone } = fieldsOf(popup);
    await waitFor(() => expect(fullName).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(fullName, lead.full_name);
    await expect(fullName).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'jane.rivera');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(phone).toHaveAccessibleDescription('Phone number is required.');
    // Submitting again changes nothing while the form is invalid.
    await userEvent.click(popup.getByRole('button', { name: 'Get my offer' }));
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(canvasElement.ownerDocument.querySelector('li[data-tone]')).toBeNull();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** 375 px: the marked fields on a phone, where the messages wrap. */
export const InvalidMobile: Story = {
  tags: ['state:leadForm.invalid'],
  parameters: withShowroom,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(popup.getByRole('button', { name: 'Get my offer' }));
    for (const field of Object.values(fieldsOf(popup))) {
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    }
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/**
 * Sending: the answer never comes ('slowNetwork' holds it for a minute), so the fields are
 * read-only and the button says so. No showroom here: with one, its menus would be held too.
 * The app cannot come to rest while the request runs, so the play function waits for what it
 * shows instead of `appSettled`.
 */
export const Sending: Story = {
  tags: ['state:leadForm.submitting'],
  parameters: { world: { scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement, { settle: false });
    await typeLead(popup);
    await userEvent.click(popup.getByRole('button', { name: 'Get my offer' }));
    const sending = await popup.findByRole('button', { name: /Sending/ });
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    // Read-only (not disabled) while sending, so a focused field keeps the focus.
    for (const field of Object.values(fieldsOf(popup))) {
      await expect(field).toHaveAttribute('readonly');
      await expect(field).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(fieldsOf(popup).email).toHaveValue(lead.email);
    await expect(canvasElement.querySelector('form[aria-busy="true"]')).not.toBeNull();
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-label="Loading"][data-state]')).toHaveAttribute(
        'data-state',
        'loading',
      ),
    );
    await animationsFinished(canvasElement);
  },
};

/** Sending at 375 px: the busy button and read-only fields in the narrow popup. */
export const SendingMobile: Story = { ...Sending, globals: { viewport: { value: 'mobile' } } };

/** Sent: the success toast with the server's message, the same message in the form, the fields cleared. */
export const Sent: Story = {
  tags: ['state:leadForm.submitted'],
  parameters: withShowroom,
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await typeLead(popup);
    // From the keyboard: Tab to the button, Enter.
    await userEvent.tab();
    await expect(popup.getByRole('button', { name: 'Get my offer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await toastOf(canvasElement, 'success');
    await expect(toast).toHaveTextContent('Thank you! Our team will contact you shortly.');
    await expect(await popup.findByText('Thank you! Our team will contact you shortly.')).toBeVisible();
    for (const field of Object.values(fieldsOf(popup))) {
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/**
 * Enter in a field submits the form as well, and the focus stays in that field throughout (the
 * fields are read-only while sending, not disabled). No picture: Sent shows the same screen.
 */
export const SentWithEnterInField: Story = {
  tags: ['!visual', 'state:leadForm.submitted'],
  parameters: withShowroom,
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await typeLead(popup);
    await expect(fieldsOf(popup).phone).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await toastOf(canvasElement, 'success')).toHaveTextContent(
      'Thank you! Our team will contact you shortly.',
    );
    for (const field of Object.values(fieldsOf(popup))) await expect(field).toHaveValue('');
    await expect(fieldsOf(popup).phone).toHaveFocus();
    await appSettled(canvasElement);
  },
};

/** 375 px: on a phone the toast spans the width above the popup. */
export const SentMobile: Story = {
  tags: ['state:leadForm.submitted'],
  parameters: withShowroom,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await typeLead(popup);
    await userEvent.click(popup.getByRole('button', { name: 'Get my offer' }));
    await expect(await toastOf(canvasElement, 'success')).toHaveTextContent(
      'Thank you! Our team will contact you shortly.',
    );
    await expect(fieldsOf(popup).fullName).toHaveValue('');
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/**
 * The server fails (500, 'serverError'): the §8 error toast, the reason in the form, and what was
 * typed is kept for another try. No showroom here: with one, its menus would fail with the same
 * toast first, and the story could not tell the two apart.
 */
export const ServerError: Story = {
  tags: ['state:leadForm.failed'],
  parameters: { world: { scenario: 'serverError' } },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(canvasElement.ownerDocument.querySelector('li[data-tone]')).toBeNull();
    await typeLead(popup);
    await userEvent.click(popup.getByRole('button', { name: 'Get my offer' }));
    const toast = await toastOf(canvasElement, 'error');
    await expect(toast).toHaveTextContent('Internal Server error please try again.');
    await expect(await popup.findByText('What you typed is kept; please try again.')).toBeVisible();
    const { fullName, email, phone } = fieldsOf(popup);
    await expect(fullName).toHaveValue(lead.full_name);
    await expect(email).toHaveValue(lead.email);
    await expect(phone).toHaveValue(lead.phone_number);
    await expect(popup.getByRole('button', { name: 'Get my offer' })).toBeEnabled();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** 375 px: the server error on a phone, where the toast spans the width above the popup. */
export const ServerErrorMobile: Story = { ...ServerError, globals: { viewport: { value: 'mobile' } } };

/** The empty popup under each sample shop colour: its button and focus ring take the shop's brand. */
const shopColour = (themeColor: string): Story => ({
  tags: ['state:leadForm.editing'],
  parameters: { world: { showroom: 'OAKS2026', themeColor } },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(canvasElement.querySelector('[data-theme="shop"]')).not.toBeNull();
    await expect(popup.getByRole('button', { name: 'Get my offer' })).toBeEnabled();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
});

export const LightShop: Story = shopColour(sampleShopColors.light.value);
export const DarkShop: Story = shopColour(sampleShopColors.dark.value);
export const SaturatedShop: Story = shopColour(sampleShopColors.saturated.value);

/*
 * Each state under one shop colour, the saturated one (nearest the status colours): the error
 * marks stay red and the success stays green whatever the brand. The three colours each have the
 * empty popup above; every state under every colour would retest the palette (ui's matrices).
 */
export const InvalidSaturatedShop = underShopColour(Invalid, sampleShopColors.saturated.value);
export const SentSaturatedShop = underShopColour(Sent, sampleShopColors.saturated.value);
/** Every answer is slow here, the showroom's colours too: the theme is waited for first. */
export const SendingSaturatedShop = underShopColour(Sending, sampleShopColors.saturated.value, {
  scenario: 'slowNetwork',
});
/** Only the lead request fails here (the 'serverError' scenario would fail the showroom's colours too). */
const leadRequestFails = { failing: ['POST /api/sample_request'] };
export const ServerErrorSaturatedShop = underShopColour(
  ServerError,
  sampleShopColors.saturated.value,
  leadRequestFails,
);
