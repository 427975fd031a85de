import type { Meta, StoryObj } from '@storybook/react-vite';
import { checkoutMessages } from '@showroom/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { customerCart } from '../../features/cart/cartStoryPresets.ts';
import { paymentMessages } from '../../features/checkout/paymentForm.ts';
import { checkoutTexts } from '../../features/checkout/useCheckout.ts';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { atPhoneWidth, inShopColour } from '../../storybook/storyVariants.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { paymentPageTexts } from './CheckoutPaymentPage.tsx';

/**
 * `/checkout-payment`: the saved card or a new one (registration's card fields and rules), the
 * billing address, and Place order: placing, declined (the provider's message at the card,
 * everything typed kept), refused, failed, placed, the card's own errors; loading, server error
 * and empty cart. Each state of the checkoutPayment machine is tagged `state:checkoutPayment.<state>`.
 */
const meta = {
  title: 'Pages/Checkout Payment',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/checkout-payment' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);
const world = (world: StoryWorld) => ({ world });
const placeButton = (page: ReturnType<typeof within>) =>
  page.getByRole('button', { name: new RegExp(`^${paymentPageTexts.placeOrder}`) });

async function paymentShown(canvasElement: HTMLElement) {
  const page = main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: paymentPageTexts.title })).toBeVisible();
  await page.findByRole('heading', { level: 2, name: 'Order summary' }, { timeout: 5000 });
  return page;
}

const savedCardPlay: Play = async ({ canvasElement }) => {
  const page = await paymentShown(canvasElement);
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await expect(page.getByText(/Expires 08\/29/)).toBeVisible();
  await expect(page.getByText(/742 Sunset Blvd/)).toBeVisible();
  await expect(placeButton(page)).toBeEnabled();
  await expect(page.queryByRole('textbox', { name: /^Card Number/ })).toBeNull();
  // The summary lists what is paid for, line by line, as the checkout step did.
  const lines = page.getAllByRole('list', { name: /^Items from / });
  await expect(lines.length).toBeGreaterThan(0);
  await expect(within(lines[0]!).getAllByRole('listitem').length).toBeGreaterThan(0);
  await appSettled(canvasElement);
};

/** The customer's saved Visa (brand, last four, expiry) is chosen; nothing to type. */
export const SavedCard: Story = {
  parameters: world(customerCart),
  tags: ['state:checkoutPayment.idle'],
  play: savedCardPlay,
};

export const SavedCardMobile = atPhoneWidth(world(customerCart), savedCardPlay);

const inShop = (color: string, viewport: 'desktop' | 'mobile') =>
  inShopColour(world({ ...customerCart, showroom: 'OAKS2026', themeColor: color }), savedCardPlay, viewport);

export const SaturatedShop = inShop(sampleShopColors.saturated.value, 'desktop');

async function chooseNewCard(canvasElement: HTMLElement) {
  const page = await paymentShown(canvasElement);
  await appSettled(canvasElement);
  await userEvent.click(page.getByRole('radio', { name: 'A new card' }));
  return page;
}

const newCardWithErrorsPlay: Play = async ({ canvasElement }) => {
  const page = await chooseNewCard(canvasElement);
  const number = page.getByRole('textbox', { name: /^Card Number/ });
  await userEvent.type(number, '4242424242424241');
  await userEvent.type(page.getByRole('textbox', { name: /^Expiration Date/ }), '0120');
  await userEvent.type(page.getByRole('textbox', { name: /^CVV Code/ }), '12');
  await userEvent.click(page.getByRole('checkbox', { name: paymentPageTexts.billingSame }));
  await userEvent.click(placeButton(page));
  // §8's card texts, from the machines' rules, and the billing address's own messages.
  await expect(await page.findByText(paymentMessages.invalidNumber)).toBeVisible();
  await expect(page.getByText(paymentMessages.invalidExpiry)).toBeVisible();
  await expect(page.getByText(paymentMessages.invalidCvc)).toBeVisible();
  await expect(page.getByText(paymentMessages.nameRequired)).toBeVisible();
  await expect(page.getByText('The street field is required.')).toBeVisible();
  await waitFor(() => expect(number).toHaveFocus());
  await expect(number).toHaveValue('4242 4242 4242 4241');
  await appSettled(canvasElement);
};

/** A new card typed wrong, billing address left empty: every message under its field, nothing sent. */
export const NewCardWithErrors: Story = {
  parameters: world(customerCart),
  // Nothing was sent: the machine stays idle and the page marks the fields.
  tags: ['state:checkoutPayment.idle'],
  play: newCardWithErrorsPlay,
};

export const NewCardWithErrorsMobile: Story = {
  parameters: world(customerCart),
  globals: { viewport: { value: 'mobile' } },
  play: newCardWithErrorsPlay,
};

async function typeCard(page: ReturnType<typeof within>, number: string) {
  await userEvent.type(page.getByRole('textbox', { name: /^Card Number/ }), number);
  // §5: a valid number moves the focus to Name on Card, a valid expiry to CVV.
  await waitFor(() => expect(page.getByRole('textbox', { name: /^Name on Card/ })).toHaveFocus());
  await userEvent.keyboard('Maya Lopez');
  await userEvent.type(page.getByRole('textbox', { name: /^Expiration Date/ }), '1234');
  await waitFor(() => expect(page.getByRole('textbox', { name: /^CVV Code/ })).toHaveFocus());
  await userEvent.keyboard('123');
}

/** The documented declined card: the provider's message at the card, everything typed kept. */
export const Declined: Story = {
  parameters: world(customerCart),
  tags: ['state:checkoutPayment.declined'],
  play: async ({ canvasElement }) => {
    const page = await chooseNewCard(canvasElement);
    await typeCard(page, '4000000000000002');
    await userEvent.click(placeButton(page));
    await expect(await page.findByText(/^Your card was declined\. Nothing was charged\./)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Card Number/ })).toHaveValue('4000 0000 0000 0002');
    await expect(page.getByRole('textbox', { name: /^Name on Card/ })).toHaveValue('Maya Lopez');
    await expect(page.getByRole('textbox', { name: /^CVV Code/ })).toHaveValue('123');
    await expect(placeButton(page)).toBeEnabled();
    await appSettled(canvasElement);
  },
};

/**
 * The payment provider fails (the documented processing-error card, a 502): nothing was charged;
 * the page says so above the button, the toast repeats it, and the card stays for a retry.
 */
export const ProviderDown: Story = {
  parameters: world(customerCart),
  tags: ['state:checkoutPayment.failed'],
  play: async ({ canvasElement }) => {
    const page = await chooseNewCard(canvasElement);
    await typeCard(page, '4000000000000119');
    await userEvent.click(placeButton(page));
    // Said above the button and in the toast (§8 has no toast of its own for a 502).
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByText(checkoutMessages.providerUnavailable)).toHaveLength(2), {
      timeout: 5000,
    });
    await expect(page.getByRole('alert')).toHaveTextContent(checkoutMessages.providerUnavailable);
    await expect(page.getByRole('textbox', { name: /^Card Number/ })).toHaveValue('4000 0000 0000 0119');
    await expect(placeButton(page)).toBeEnabled();
    // The button's colour eases back from busy: the screenshot waits for the transition's end.
    await waitFor(() => expect(placeButton(page).getAnimations()).toHaveLength(0));
    await appSettled(canvasElement);
    // Whether the clicked button kept focus through its busy state depends on how fast the answer
    // came (a disabled button loses it); the picture is of the page, without a focus ring.
    if (canvasElement.ownerDocument.activeElement instanceof HTMLElement) {
      canvasElement.ownerDocument.activeElement.blur();
    }
  },
};

/** The order on its way: the button busy and disabled, the fields read-only. */
export const Placing: Story = {
  parameters: world({ ...customerCart, holding: ['/api/checkout'] }),
  tags: ['state:checkoutPayment.placing'],
  play: async ({ canvasElement }) => {
    const page = await paymentShown(canvasElement);
    await appSettled(canvasElement);
    await userEvent.click(placeButton(page));
    const busy = await page.findByRole('button', { name: new RegExp(paymentPageTexts.placing) });
    await expect(busy).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'A new card' })).toBeDisabled();
    await expect(page.getByRole('status')).toHaveTextContent(paymentPageTexts.placing);
  },
};

/**
 * The server refuses the order (a 422 on the card's CVV): the message under the CVV, which takes
 * the focus, the form's own note above the button, and everything typed kept for a retry.
 */
export const Refused: Story = {
  parameters: world({
    ...customerCart,
    refusing: { 'POST /api/checkout': [paymentMessages.invalidCvc, 'payment.cvv'] },
  }),
  tags: ['state:checkoutPayment.refused'],
  play: async ({ canvasElement }) => {
    const page = await chooseNewCard(canvasElement);
    await typeCard(page, '4242424242424242');
    await userEvent.click(placeButton(page));
    await expect(await page.findByRole('alert')).toHaveTextContent('Please check the fields marked.');
    const cvv = page.getByRole('textbox', { name: /^CVV Code/ });
    await expect(page.getByText(paymentMessages.invalidCvc)).toBeVisible();
    await waitFor(() => expect(cvv).toHaveFocus());
    await expect(cvv).toHaveValue('123');
    await expect(placeButton(page)).toBeEnabled();
    await waitFor(() => expect(placeButton(page).getAnimations()).toHaveLength(0));
    await appSettled(canvasElement);
  },
};

/**
 * A new card with a card saved: the choice to replace the saved one names it and is off until
 * ticked, so the Mastercard pays this order and the saved Visa stays the account's card.
 */
export const NewCardKeepsSavedCard: Story = {
  parameters: world(customerCart),
  tags: ['state:checkoutPayment.placed', '!visual'],
  play: async ({ canvasElement }) => {
    const page = await chooseNewCard(canvasElement);
    const replace = page.getByRole('checkbox', { name: 'Replace my saved Visa ending in 4242 with this card' });
    await expect(replace).not.toBeChecked();
    await typeCard(page, '5555555555554444');
    await userEvent.click(placeButton(page));
    const body = within(canvasElement);
    await expect(await body.findByRole('heading', { level: 2, name: /^Order WV-/ }, { timeout: 5000 })).toBeVisible();
    await expect(body.getByText('Mastercard ending in 4444')).toBeVisible();
    await appSettled(canvasElement);
  },
};

/**
 * The order placed with the saved card: the cart is cleared (no count in the header) and the
 * shopper is on /thankyou with the order, the payment page replaced in the history.
 */
export const Placed: Story = {
  parameters: world(customerCart),
  // Its picture is Pages/Thank You's Placed, pixel for pixel: the story proves the way there.
  tags: ['state:checkoutPayment.placed', '!visual'],
  play: async ({ canvasElement }) => {
    const page = await paymentShown(canvasElement);
    await appSettled(canvasElement);
    await userEvent.click(placeButton(page));
    const body = within(canvasElement);
    await expect(await body.findByRole('heading', { level: 2, name: /^Order WV-/ }, { timeout: 5000 })).toBeVisible();
    await expect(body.getByText('Visa ending in 4242')).toBeVisible();
    await expect(body.queryByRole('link', { name: /[1-9]\d* items? in cart$/ })).toBeNull();
    await appSettled(canvasElement);
  },
};

/** The payment details could not be loaded: the page says so with Try again. */
export const ServerError: Story = {
  parameters: world({ ...customerCart, failing: ['/api/profile'] }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(checkoutTexts.loadFailed, {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** The payment details on their way: a skeleton with a loading label. */
export const Loading: Story = {
  parameters: world({ ...customerCart, holding: ['/api/profile'] }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(paymentPageTexts.loading)).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: new RegExp(`^${paymentPageTexts.placeOrder}`) })).toBeNull();
  },
};

/** Nothing in the cart: the empty state with the way back, no Place order. */
export const EmptyCart: Story = {
  parameters: world({ signedInAs: 'customer2@demo.test' }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(checkoutTexts.emptyTitle)).toBeVisible();
    await expect(page.queryByRole('button', { name: new RegExp(`^${paymentPageTexts.placeOrder}`) })).toBeNull();
    await appSettled(canvasElement);
  },
};
