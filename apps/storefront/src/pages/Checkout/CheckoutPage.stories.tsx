import type { Meta, StoryObj } from '@storybook/react-vite';
import { profileMessages } from '@showroom/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { customerCart } from '../../features/cart/cartStoryPresets.ts';
import { checkoutTexts } from '../../features/checkout/useCheckout.ts';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { atPhoneWidth, inShopColour } from '../../storybook/storyVariants.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { checkoutPageTexts } from './CheckoutPage.tsx';

/**
 * `/checkout`: the customer's shipping address (GET /api/profile?checkout=1), editable with the
 * contract's US-only rules, and the order summary by vendor with shipping and total; loading,
 * server error, empty cart, and the form with its messages.
 */
const meta = {
  title: 'Pages/Checkout',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/checkout' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);
const world = (world: StoryWorld) => ({ world });
const profilePath = '/api/profile';

async function checkoutShown(canvasElement: HTMLElement) {
  const page = main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: checkoutPageTexts.title })).toBeVisible();
  await page.findByRole('heading', { level: 2, name: 'Order summary' }, { timeout: 5000 });
  return page;
}

const loadedPlay: Play = async ({ canvasElement }) => {
  const page = await checkoutShown(canvasElement);
  // The demo customer's address, and every vendor of the cart with its own delivery.
  await expect(page.getByText(/742 Sunset Blvd, Apt 4B/)).toBeVisible();
  await expect(page.getByText(/Los Angeles, California 90012/)).toBeVisible();
  const vendors = page.getAllByRole('region', { name: /^Sold and shipped by / });
  await expect(vendors.length).toBeGreaterThan(1);
  await expect(page.getByText('Order total')).toBeVisible();
  await expect(page.getByRole('button', { name: checkoutPageTexts.continue })).toBeEnabled();
  await expect(page.getByRole('list', { name: 'Checkout steps' })).toBeVisible();
  await appSettled(canvasElement);
};

/** The signed-in customer's project cart (several vendors) and saved address. */
export const Loaded: Story = { parameters: world(customerCart), play: loadedPlay };

export const LoadedMobile = atPhoneWidth(world(customerCart), loadedPlay);

const inShop = (color: string, viewport: 'desktop' | 'mobile') =>
  inShopColour(world({ ...customerCart, showroom: 'OAKS2026', themeColor: color }), loadedPlay, viewport);

export const SaturatedShop = inShop(sampleShopColors.saturated.value, 'desktop');

/** The profile on its way: a skeleton with a loading label, no Continue. */
export const Loading: Story = {
  parameters: world({ ...customerCart, holding: [profilePath] }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(checkoutPageTexts.loading)).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: checkoutPageTexts.continue })).toBeNull();
  },
};

/** The profile could not be loaded: the page says so with Try again (the client's toast says why). */
export const ServerError: Story = {
  parameters: world({ ...customerCart, failing: [profilePath] }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(checkoutTexts.loadFailed, {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** Nothing in the cart: the empty state with the way back to the showroom. */
export const EmptyCart: Story = {
  parameters: world({ signedInAs: 'customer2@demo.test' }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(checkoutTexts.emptyTitle)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the showroom' })).toHaveAttribute('href', '/');
    await expect(page.queryByRole('button', { name: checkoutPageTexts.continue })).toBeNull();
    await appSettled(canvasElement);
  },
};

const editingWithErrorsPlay: Play = async ({ canvasElement }) => {
  const page = await checkoutShown(canvasElement);
  await appSettled(canvasElement);
  await userEvent.click(page.getByRole('button', { name: 'Change address' }));
  const street = page.getByRole('textbox', { name: /^Street/ });
  await waitFor(() => expect(street).toHaveFocus());
  await userEvent.clear(street);
  const zip = page.getByRole('textbox', { name: /^ZIP code/ });
  await userEvent.clear(zip);
  await userEvent.type(zip, '9001');
  await userEvent.click(page.getByRole('button', { name: 'Save address' }));
  // The contract's own texts, under their fields; the first one has the focus.
  await expect(await page.findByText(profileMessages.streetRequired)).toBeVisible();
  await expect(page.getByText(profileMessages.zipInvalid)).toBeVisible();
  await expect(page.getByText('Please check the 2 fields marked below.')).toBeVisible();
  await waitFor(() => expect(street).toHaveFocus());
  // What was typed is kept.
  await expect(zip).toHaveValue('9001');
  await expect(page.getByRole('button', { name: checkoutPageTexts.saveAndContinue })).toBeVisible();
  await appSettled(canvasElement);
};

/** Change address, a blank street and a short ZIP: the contract's messages under the fields, nothing sent. */
export const EditingWithErrors: Story = { parameters: world(customerCart), play: editingWithErrorsPlay };

export const EditingWithErrorsMobile: Story = {
  parameters: world(customerCart),
  globals: { viewport: { value: 'mobile' } },
  play: editingWithErrorsPlay,
};

/** A new address saved with checkout=1: the summary shows it and the charge the server answered. */
export const AddressSaved: Story = {
  parameters: world(customerCart),
  play: async ({ canvasElement }) => {
    const page = await checkoutShown(canvasElement);
    await appSettled(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Change address' }));
    const street = page.getByRole('textbox', { name: /^Street/ });
    await userEvent.clear(street);
    await userEvent.type(street, '1315 10th St');
    await userEvent.clear(page.getByRole('textbox', { name: /^Apartment/ }));
    const city = page.getByRole('textbox', { name: /^City/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Sacramento');
    const zip = page.getByRole('textbox', { name: /^ZIP code/ });
    await userEvent.clear(zip);
    await userEvent.type(zip, '95814');
    await userEvent.click(page.getByRole('button', { name: 'Save address' }));
    await expect(await page.findByText(/^Shipping address saved\. Shipping for this order: /)).toBeVisible();
    await expect(page.getByText(/Sacramento, California 95814/)).toBeVisible();
    await waitFor(() => expect(page.getByRole('button', { name: 'Change address' })).toHaveFocus());
    await appSettled(canvasElement);
  },
};
