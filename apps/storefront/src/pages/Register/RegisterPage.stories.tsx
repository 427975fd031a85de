import { registrationMessages } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors, type SampleShop } from '../../../../../.storybook/shopColors.ts';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/**
 * /register as the app renders it: the `registration` machine with the storefront's effects,
 * answering through the @showroom/api demo handlers. One story per machine state, per step with
 * its errors, per card brand, at 1280 and 375 px and under the sample shop colours.
 */
const meta = {
  title: 'Pages/Register',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/register' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Screen = ReturnType<typeof within>;

const person = {
  fullName: 'Grace Hopper',
  email: 'grace.hopper@example.test',
  password: 'cobol-1959',
  phone: '2135550142',
  zip: '90012',
  street: '742 Evergreen Terrace',
  city: 'Los Angeles',
  state: 'CA',
};

/** Test numbers of each brand (they pass Luhn, no bank issues them). */
const cards = {
  visa: { number: '4242424242424242', shown: '4242 4242 4242 4242', brand: 'visa' },
  mastercard: { number: '5555555555554444', shown: '5555 5555 5555 4444', brand: 'mastercard' },
  amex: { number: '378282246310005', shown: '3782 822463 10005', brand: 'american-express' },
  discover: { number: '6011111111111117', shown: '6011 1111 1111 1117', brand: 'discover' },
} as const;

/** Far enough ahead that the screenshots stay the same for years. */
const EXPIRY = '1234';

async function screenOf(canvasElement: HTMLElement, heading: string): Promise<Screen> {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 });
  return canvas;
}

const field = (screen: Screen, name: RegExp) => screen.getByRole('textbox', { name });

/** Pastes into a field (typing every character costs seconds on a shared machine). */
async function enter(element: HTMLElement, text: string): Promise<void> {
  await userEvent.click(element);
  await userEvent.paste(text);
}

async function fillAccount(screen: Screen, email = person.email): Promise<void> {
  await enter(field(screen, /^First and Last Name/), person.fullName);
  await enter(field(screen, /^Email/), email);
  await enter(screen.getByLabelText(/^Password/), person.password);
  await userEvent.type(field(screen, /^Phone Number/), person.phone);
  await enter(field(screen, /^Zip Code/), person.zip);
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
}

async function fillShipping(screen: Screen): Promise<void> {
  // Step 2's fields are their own chunk: the heading may be on screen before they are.
  await enter(await screen.findByRole('textbox', { name: /^Street/ }, { timeout: 5000 }), person.street);
  await enter(field(screen, /^City/), person.city);
  await enter(field(screen, /^State/), person.state);
  await enter(field(screen, /^Zip Code/), person.zip);
}

/** Step 1 and step 2 filled in, step 3 on screen. */
async function toPayment(canvasElement: HTMLElement, email = person.email): Promise<Screen> {
  const screen = await screenOf(canvasElement, 'Sign Up FREE');
  await appSettled(canvasElement);
  await fillAccount(screen, email);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 1, name: 'Shipping Address' }, { timeout: 5000 });
  await fillShipping(screen);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await stepThreeShown(screen);
  return screen;
}

/** Step 3 on screen: its fields (their own chunk) arrived and the focus is on its heading. */
async function stepThreeShown(screen: Screen): Promise<void> {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Payment Information' }, { timeout: 5000 });
  await screen.findByRole('textbox', { name: /^Card Number/ }, { timeout: 8000 });
  await waitFor(() => expect(heading).toHaveFocus());
}

/** A whole card typed in: the number (focus moves on), the name, the expiry (focus moves on), the code. */
async function fillCard(screen: Screen, card: (typeof cards)[keyof typeof cards]): Promise<void> {
  await userEvent.type(field(screen, /^Card Number/), card.number);
  await waitFor(() => expect(field(screen, /^Name on Card/)).toHaveFocus());
  await userEvent.keyboard(person.fullName);
  await userEvent.type(field(screen, /^Expiration Date/), EXPIRY);
  await waitFor(() => expect(field(screen, /^CVV Code/)).toHaveFocus());
  await userEvent.keyboard(card.brand === 'american-express' ? '1234' : '123');
}

async function fillBilling(screen: Screen): Promise<void> {
  const billing = within(screen.getByRole('group', { name: 'Billing Address' }));
  await enter(billing.getByRole('textbox', { name: /^Street/ }), person.street);
  await enter(billing.getByRole('textbox', { name: /^State/ }), person.state);
  await enter(billing.getByRole('textbox', { name: /^City/ }), person.city);
  await enter(billing.getByRole('textbox', { name: /^Zip Code/ }), person.zip);
}

/** The toast of a tone, once shown (toasts are portalled to the body). */
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

/** Toasts and dialogs animate in: jump to the end of every finite animation for a settled picture. */
async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

/** A dialog once it is open and has faded in. */
async function dialogNamed(canvasElement: HTMLElement, name: RegExp | string): Promise<HTMLElement> {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, { timeout: 8000 });
  await waitFor(() => expect(dialog).toBeVisible());
  await animationsFinished(canvasElement);
  return dialog;
}

const mobile = { viewport: { value: 'mobile' } };
const shop = (colour: SampleShop): StoryWorld => ({ showroom: 'OAKS2026', themeColor: sampleShopColors[colour].value });

// ---------------------------------------------------------------------------------------------
// Step 1, Sign Up FREE (editing.account)

/** Step 1 as it opens: §2's fields, +1 chosen, the links to Sign In and Continue Shopping. */
export const AccountStep: Story = {
  tags: ['state:registration.editing.account'],
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement, 'Sign Up FREE');
    await expect(screen.getByText('Step 1 of 3')).toBeVisible();
    for (const name of [/^First and Last Name/, /^Email/, /^Phone Number/, /^Zip Code/]) {
      await expect(field(screen, name)).toHaveValue('');
      await expect(field(screen, name)).toBeRequired();
    }
    await expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(screen.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: /Country code/ })).toHaveTextContent('US +1');
    await expect(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ })).not.toBeChecked();
    await expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await appSettled(canvasElement);
  },
};

export const AccountStepMobile: Story = {
  tags: ['state:registration.editing.account'],
  globals: mobile,
  play: async ({ canvasElement }) => {
    await screenOf(canvasElement, 'Sign Up FREE');
    await appSettled(canvasElement);
  },
};

/** The phone shows as (xxx) xxx-xxxx (§9); the password can be shown. */
export const AccountStepFilled: Story = {
  tags: ['state:registration.editing.account'],
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement, 'Sign Up FREE');
    await appSettled(canvasElement);
    await fillAccount(screen);
    await waitFor(() => expect(field(screen, /^Phone Number/)).toHaveValue('(213) 555-0142'));
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    await expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  },
};

/** Next with nothing typed: every §5 message, focus on the first field, still step 1. */
export const AccountStepErrors: Story = {
  tags: ['state:registration.editing.account'],
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement, 'Sign Up FREE');
    await appSettled(canvasElement);
    await enter(screen.getByLabelText(/^Password/), 'short');
    await enter(field(screen, /^Email/), 'grace@');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const name = field(screen, /^First and Last Name/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(registrationMessages.fullNameRequired);
    await expect(field(screen, /^Email/)).toHaveAccessibleDescription(registrationMessages.emailInvalid);
    await expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      `At least 8 characters. ${registrationMessages.passwordTooShort}`,
    );
    await expect(field(screen, /^Phone Number/)).toHaveAccessibleDescription(registrationMessages.phoneRequired);
    await expect(field(screen, /^Zip Code/)).toHaveAccessibleDescription(registrationMessages.zipRequired);
    await expect(screen.getByText(registrationMessages.termsRequired)).toBeVisible();
    await expect(screen.getByText('Please check the 6 fields marked below.')).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign Up FREE');
  },
};

export const AccountStepErrorsMobile: Story = {
  tags: ['state:registration.editing.account'],
  globals: mobile,
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement, 'Sign Up FREE');
    await appSettled(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(field(screen, /^First and Last Name/)).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Fixing a field takes its mark away at once; the others keep theirs. */
export const AccountStepFixing: Story = {
  tags: ['!visual', 'state:registration.editing.account'],
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement, 'Sign Up FREE');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const name = field(screen, /^First and Last Name/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(name, 'G');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(screen, /^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByText('Please check the 5 fields marked below.')).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// Step 2, Shipping Address (editing.shipping)

export const ShippingStep: Story = {
  tags: ['state:registration.editing.shipping'],
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement, 'Sign Up FREE');
    await appSettled(canvasElement);
    await fillAccount(screen);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Shipping Address' }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(screen.getByText('Step 2 of 3')).toBeVisible();
    // The step's fields load with it (prefetched when the browser is idle, so rarely seen).
    await screen.findByRole('textbox', { name: /^Street/ }, { timeout: 5000 });
    await expect(field(screen, /^Apartment \(optional\)/)).not.toBeRequired();
    await expect(field(screen, /^Street/)).toBeRequired();
    // Back keeps what was typed on step 1.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign Up FREE' });
    await expect(field(screen, /^First and Last Name/)).toHaveValue(person.fullName);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Shipping Address' }, { timeout: 5000 });
  },
};

export const ShippingStepMobile: Story = {
  ...ShippingStep,
  globals: mobile,
};

export const ShippingStepErrors: Story = {
  tags: ['state:registration.editing.shipping'],
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement, 'Sign Up FREE');
    await appSettled(canvasElement);
    await fillAccount(screen);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Shipping Address' }, { timeout: 5000 });
    await enter(field(screen, /^Apartment/), 'Apt 4B');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const street = field(screen, /^Street/);
    await waitFor(() => expect(street).toHaveAccessibleDescription(registrationMessages.streetRequired));
    await expect(field(screen, /^City/)).toHaveAccessibleDescription(registrationMessages.cityRequired);
    await expect(field(screen, /^State/)).toHaveAccessibleDescription(registrationMessages.stateRequired);
    await expect(field(screen, /^Zip Code/)).toHaveAccessibleDescription(registrationMessages.zipRequired);
    await expect(field(screen, /^Apartment/)).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(street).toHaveFocus());
  },
};

export const ShippingStepErrorsMobile: Story = {
  ...ShippingStepErrors,
  globals: mobile,
};

/**
 * Into a field of the new step at once, before the page moved the focus to the step's heading:
 * the focus stays where the person put it, so what they type lands in the field.
 */
export const ShippingStepFieldFocusedAtOnce: Story = {
  tags: ['state:registration.editing.shipping', '!visual'],
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement, 'Sign Up FREE');
    await appSettled(canvasElement);
    await fillAccount(screen);
    // Step 2 once, so its fields' code is loaded and the step renders in one go the next time.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('textbox', { name: /^Street/ }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign Up FREE' });
    // The field is focused the moment it is on the page (a mutation observer runs before the
    // next frame), while the page's move of the focus to the heading still waits for that frame.
    const focusedOnArrival = new Promise<HTMLInputElement>((resolve) => {
      const observer = new MutationObserver(() => {
        const arrived = canvasElement.querySelector<HTMLInputElement>('input[name="shipping_street"]');
        if (!arrived) return;
        observer.disconnect();
        arrived.focus();
        resolve(arrived);
      });
      observer.observe(canvasElement, { childList: true, subtree: true });
    });
    screen.getByRole('button', { name: 'Next' }).click();
    const street = await focusedOnArrival;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(street).toHaveFocus();
    await userEvent.paste(person.street);
    await expect(street).toHaveValue(person.street);
  },
};

// ---------------------------------------------------------------------------------------------
// Step 3, Payment Information (editing.payment)

export const PaymentStep: Story = {
  tags: ['state:registration.editing.payment'],
  play: async ({ canvasElement }) => {
    const screen = await toPayment(canvasElement);
    await expect(screen.getByText('Step 3 of 3')).toBeVisible();
    await expect(field(screen, /^CVV Code/)).toHaveAccessibleDescription('the 3-digit number on the back of the card');
    await expect(field(screen, /^Expiration Date/)).toHaveAttribute('placeholder', 'MM/YY');
    await expect(screen.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Skip and sign up without a card' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const PaymentStepMobile: Story = {
  ...PaymentStep,
  globals: mobile,
};

/** §5: a card that is entered must be valid; Done shows §8's three messages and sends nothing. */
export const PaymentStepErrors: Story = {
  tags: ['state:registration.editing.payment'],
  play: async ({ canvasElement }) => {
    const screen = await toPayment(canvasElement);
    await userEvent.type(field(screen, /^Card Number/), '4242424242424241');
    await userEvent.type(field(screen, /^Expiration Date/), '1320');
    await userEvent.type(field(screen, /^CVV Code/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const number = field(screen, /^Card Number/);
    await waitFor(() => expect(number).toHaveAccessibleDescription(registrationMessages.invalidNumber));
    await expect(field(screen, /^Expiration Date/)).toHaveAccessibleDescription(
      `MM/YY ${registrationMessages.invalidExpiry}`,
    );
    await expect(field(screen, /^CVV Code/)).toHaveAccessibleDescription(
      expect.stringContaining(registrationMessages.invalidCvc),
    );
    await waitFor(() => expect(number).toHaveFocus());
    await expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Information');
    // Nothing was sent: no toast, no success modal.
    await expect(canvasElement.ownerDocument.querySelector('li[data-tone]')).toBeNull();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const PaymentStepErrorsMobile: Story = {
  ...PaymentStepErrors,
  globals: mobile,
};

function cardStory(card: (typeof cards)[keyof typeof cards], brandName: string): Story {
  return {
    tags: ['state:registration.editing.payment'],
    play: async ({ canvasElement }) => {
      const screen = await toPayment(canvasElement);
      await fillCard(screen, card);
      const number = field(screen, /^Card Number/);
      await expect(number).toHaveValue(card.shown);
      await expect(number).toHaveAttribute('data-card-type', card.brand);
      await expect(screen.getByRole('img', { name: brandName })).toBeVisible();
      await expect(field(screen, /^Expiration Date/)).toHaveValue('12/34');
      await fillBilling(screen);
    },
  };
}

export const CardVisa = cardStory(cards.visa, 'Visa');
export const CardMastercard = cardStory(cards.mastercard, 'Mastercard');
export const CardDiscover = cardStory(cards.discover, 'Discover');

/** American Express: 4-6-5 grouping and a 4-digit code on the front. */
export const CardAmex: Story = {
  tags: ['state:registration.editing.payment'],
  play: async (context) => {
    await cardStory(cards.amex, 'American Express').play?.(context);
    const screen = within(context.canvasElement);
    await expect(field(screen, /^CVV Code/)).toHaveAccessibleDescription('the 4-digit number on the front of the card');
    await expect(field(screen, /^CVV Code/)).toHaveValue('1234');
  },
};

export const CardVisaMobile: Story = { ...CardVisa, globals: mobile };

// ---------------------------------------------------------------------------------------------
// Sending and what follows

/** Sending ('slowNetwork' holds the answer): the fields read-only, Done busy. */
export const Registering: Story = {
  tags: ['state:registration.registering'],
  parameters: { world: { scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const screen = await toPaymentUnsettled(canvasElement);
    await fillCard(screen, cards.visa);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent('Creating your account…'));
    await expect(screen.getByRole('button', { name: /Done/ })).toHaveAttribute('aria-busy', 'true');
    await expect(field(screen, /^Card Number/)).toHaveAttribute('readonly');
    await expect(screen.getByRole('button', { name: 'Skip and sign up without a card' })).toBeDisabled();
    await expect(liveRegion(canvasElement)).toHaveTextContent('Creating your account…');
  },
};

/** The form's own announcement of its progress. */
const liveRegion = (canvasElement: HTMLElement) => canvasElement.querySelector('form [role="status"]');

/** Like toPayment, without waiting for the app to rest (the slow network never lets it). */
async function toPaymentUnsettled(canvasElement: HTMLElement): Promise<Screen> {
  const screen = await screenOf(canvasElement, 'Sign Up FREE');
  await fillAccount(screen);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 1, name: 'Shipping Address' }, { timeout: 5000 });
  await fillShipping(screen);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await stepThreeShown(screen);
  return screen;
}

/** Registered: §4 (2) the success modal thanks the person and links home; they are signed in. */
export const Registered: Story = {
  tags: ['state:registration.finishing', 'state:registration.done'],
  play: async ({ canvasElement }) => {
    const screen = await toPayment(canvasElement);
    await fillCard(screen, cards.visa);
    await fillBilling(screen);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const dialog = await dialogNamed(canvasElement, 'Thank you for signing up, Grace!');
    await expect(within(dialog).getByText(person.email)).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

export const RegisteredMobile: Story = { ...Registered, globals: mobile };

/** Skip clears the card and registers without it (§2). */
export const RegisteredWithoutCard: Story = {
  tags: ['!visual', 'state:registration.done'],
  play: async ({ canvasElement }) => {
    const screen = await toPayment(canvasElement);
    await userEvent.type(field(screen, /^Card Number/), '4242');
    await userEvent.click(screen.getByRole('button', { name: 'Skip and sign up without a card' }));
    await dialogNamed(canvasElement, 'Thank you for signing up, Grace!');
    // Behind the modal (hidden from the accessibility tree while it is open).
    await expect(canvasElement.querySelector('input[name="card_number"]')).toHaveValue('');
  },
};

/** The modal's link goes home (where the user check then asks an unverified person to verify). */
export const RegisteredThenHome: Story = {
  tags: ['!visual', 'state:registration.done'],
  play: async ({ canvasElement }) => {
    const screen = await toPayment(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Skip and sign up without a card' }));
    const dialog = await dialogNamed(canvasElement, /Thank you for signing up/);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('heading', { name: 'Payment Information' })).toBeNull(),
    );
  },
};

/** §4 (1): a guest cart is attached to a new project ('slowNetwork' shows the step). */
export const AttachingCart: Story = {
  tags: ['state:registration.attachingCart'],
  parameters: {
    world: {
      scenario: 'slowNetwork',
      slowNetworkDelayMs: 2500,
      storage: { cart_id: 'demo-guest-cart', temp_project_id: '801' },
    },
  },
  play: async ({ canvasElement }) => {
    const screen = await toPaymentUnsettled(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Skip and sign up without a card' }));
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent('Adding your cart to your new account…'), {
      timeout: 8000,
    });
    await expect(screen.getByRole('button', { name: /Done/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** §4 (3): a saved design becomes a project while the success modal shows. */
export const CreatingVisualProject: Story = {
  tags: ['state:registration.creatingVisualProject'],
  parameters: {
    world: {
      scenario: 'slowNetwork',
      slowNetworkDelayMs: 2500,
      storage: {
        visual_redirect: '/visualize',
        my_item: JSON.stringify({ showroom: 'DEMO0001', floorplan: 'plan-2', floorTemplate: 'modern-kitchen' }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const screen = await toPaymentUnsettled(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Skip and sign up without a card' }));
    const dialog = await dialogNamed(canvasElement, /Thank you for signing up/);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Saving your design as a project…');
    await animationsFinished(canvasElement);
  },
};

// ---------------------------------------------------------------------------------------------
// Server errors

/** §4: the server refuses the e-mail; the wizard jumps back to step 1 with its message. */
export const ServerErrorJumpsBack: Story = {
  tags: ['state:registration.editing.account'],
  play: async ({ canvasElement }) => {
    const screen = await toPayment(canvasElement, 'customer@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Skip and sign up without a card' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign Up FREE' }, { timeout: 8000 });
    const email = field(screen, /^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email has already been taken.'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(field(screen, /^First and Last Name/)).toHaveValue(person.fullName);
    // The server's 422 says its reason (issue 30), and the §8 toast says it.
    await expect(await toastOf(canvasElement, 'error')).toHaveTextContent('The email has already been taken.');
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

export const ServerErrorJumpsBackMobile: Story = { ...ServerErrorJumpsBack, globals: mobile };

const SHIPPING_REFUSAL = 'We do not deliver to this zip code.';

/** A server field error on a shipping field jumps back to step 2, the field marked and focused. */
export const ServerErrorJumpsBackToShipping: Story = {
  tags: ['state:registration.editing.shipping'],
  parameters: { world: { refusing: { 'POST /api/register': [SHIPPING_REFUSAL, 'shipping_zip_code'] } } },
  play: async ({ canvasElement }) => {
    const screen = await toPayment(canvasElement);
    await fillCard(screen, cards.visa);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('heading', { level: 1, name: 'Shipping Address' }, { timeout: 8000 });
    // What was typed is kept: the street here (and the card on step 3, ServerErrorKeepsTheCard).
    await expect(await screen.findByRole('textbox', { name: /^Street/ }, { timeout: 5000 })).toHaveValue(person.street);
    await waitFor(() => expect(field(screen, /^Zip Code/)).toHaveAccessibleDescription(SHIPPING_REFUSAL));
    await waitFor(() => expect(field(screen, /^Zip Code/)).toHaveFocus());
    await expect(field(screen, /^Zip Code/)).toHaveAttribute('aria-invalid', 'true');
    await expect(await toastOf(canvasElement, 'error')).toHaveTextContent(SHIPPING_REFUSAL);
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

export const ServerErrorJumpsBackToShippingMobile: Story = { ...ServerErrorJumpsBackToShipping, globals: mobile };

/** After the jump back, the card typed on step 3 is still there. */
export const ServerErrorKeepsTheCard: Story = {
  tags: ['!visual', 'state:registration.editing.payment'],
  parameters: ServerErrorJumpsBackToShipping.parameters,
  play: async (context) => {
    await ServerErrorJumpsBackToShipping.play?.(context);
    const screen = within(context.canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await stepThreeShown(screen);
    await expect(field(screen, /^Card Number/)).toHaveValue(cards.visa.shown);
  },
};

/** A 500: the §8 toast, the reason above the form, step 3 and everything typed kept. */
export const ServerFailure: Story = {
  tags: ['state:registration.editing.payment'],
  parameters: { world: { scenario: 'serverError' } },
  play: async ({ canvasElement }) => {
    const screen = await toPayment(canvasElement);
    await fillCard(screen, cards.mastercard);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(await toastOf(canvasElement, 'error')).toHaveTextContent('Internal Server error please try again.');
    await expect(await screen.findByText(/Nothing was registered/)).toBeVisible();
    await expect(field(screen, /^Card Number/)).toHaveValue(cards.mastercard.shown);
    await expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

// ---------------------------------------------------------------------------------------------
// Leaving, and the documents

/** §4: a signed-in person opening /register goes to /. */
export const SignedIn: Story = {
  // The home page's own stories take its pictures (its sliders never hold still here).
  tags: ['!visual', 'state:registration.left'],
  parameters: { world: { signedInAs: 'customer@demo.test' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The home page, not the wizard.
    await canvas.findByRole('heading', { level: 2, name: 'Inspired Designs' }, { timeout: 10000 });
    await expect(canvas.queryByRole('heading', { name: 'Sign Up FREE' })).toBeNull();
    await appSettled(canvasElement);
  },
};

function documentStory(linkName: string, dialogName: string, section: string, openOnPayment = false): Story {
  return {
    tags: [openOnPayment ? 'state:registration.editing.payment' : 'state:registration.editing.account'],
    play: async ({ canvasElement }) => {
      const screen = openOnPayment ? await toPayment(canvasElement) : await screenOf(canvasElement, 'Sign Up FREE');
      const opener = screen.getByRole('button', { name: linkName });
      await userEvent.click(opener);
      const dialog = await dialogNamed(canvasElement, dialogName);
      const heading = await within(dialog).findByRole('heading', { name: section }, { timeout: 8000 });
      await expect(heading).toBeVisible();
      // The page's contents column gives way to the modal's own scrolling.
      await expect(within(dialog).queryByRole('navigation', { name: 'On this page' })).toBeNull();
      await appSettled(canvasElement);
      await animationsFinished(canvasElement);
    },
  };
}

export const TermsOfUse = documentStory('Terms of Use', 'Terms of Use', 'Summary of material terms');
export const PrivacyPolicy = documentStory('Privacy Policy', 'Privacy Policy', 'What we collect');
export const AutoRenewalTerms = documentStory(
  'auto-renewal subscription terms',
  'Auto-renewal subscription terms',
  'Auto-renewal subscription terms',
  true,
);

/** Closing a document returns to the form with everything kept and the focus on its link. */
export const TermsClosed: Story = {
  tags: ['!visual', 'state:registration.editing.account'],
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement, 'Sign Up FREE');
    await enter(field(screen, /^First and Last Name/), person.fullName);
    const opener = screen.getByRole('button', { name: 'Terms of Use' });
    await userEvent.click(opener);
    const dialog = await dialogNamed(canvasElement, 'Terms of Use');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to sign-up' }));
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(field(screen, /^First and Last Name/)).toHaveValue(person.fullName);
  },
};

// ---------------------------------------------------------------------------------------------
// Under the sample shop colours

function shopStory(colour: SampleShop): Story {
  return {
    tags: ['state:registration.editing.payment'],
    parameters: { world: shop(colour) },
    play: async ({ canvasElement }) => {
      const screen = await toPayment(canvasElement);
      await userEvent.type(field(screen, /^Card Number/), cards.visa.number);
      await userEvent.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() =>
        expect(field(screen, /^Expiration Date/)).toHaveAccessibleDescription(
          `MM/YY ${registrationMessages.invalidExpiry}`,
        ),
      );
      await appSettled(canvasElement);
    },
  };
}

export const ShopSaturated = shopStory('saturated');

export const ShopSaturatedMobileAccount: Story = {
  tags: ['state:registration.editing.account'],
  globals: mobile,
  parameters: { world: shop('saturated') },
  play: AccountStepErrorsMobile.play,
};

export const ShopDarkRegistered: Story = {
  tags: ['state:registration.done'],
  parameters: { world: shop('dark') },
  play: Registered.play,
};
