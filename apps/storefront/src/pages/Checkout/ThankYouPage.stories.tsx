import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { customerCart } from '../../features/cart/cartStoryPresets.ts';
import { appSettled } from '../../storybook/settled.ts';
import { atPhoneWidth, inShopColour } from '../../storybook/storyVariants.ts';
import { currentStoryServices, type StoryWorld } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { paymentPageTexts } from './CheckoutPaymentPage.tsx';
import { thankYouTexts } from './ThankYouPage.tsx';

/**
 * `/thankyou`: the order just placed (placed for real through /checkout-payment with the saved
 * card, so it is the mocks' own answer), and the page opened without one.
 */
const meta = {
  title: 'Pages/Thank You',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/checkout-payment' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);
const world = (world: StoryWorld) => ({ world });

const placedPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await page.findByRole('heading', { level: 2, name: 'Order summary' }, { timeout: 5000 });
  await appSettled(canvasElement);
  await userEvent.click(page.getByRole('button', { name: new RegExp(`^${paymentPageTexts.placeOrder}`) }));
  const heading = await page.findByRole('heading', { level: 1, name: thankYouTexts.title }, { timeout: 5000 });
  await waitFor(() => expect(heading).toHaveFocus());
  await expect(page.getByRole('heading', { level: 2, name: /^Order WV-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items ordered' }).querySelectorAll('li').length).toBe(3);
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByText('Total charged')).toBeVisible();
  await expect(page.getByRole('link', { name: thankYouTexts.account })).toHaveAttribute('href', '/account');
  // The client's cart is gone with the order: the header badge shows none.
  const header = within(canvasElement.querySelector('header') as HTMLElement);
  await waitFor(() => expect(header.queryByRole('link', { name: /[1-9]\d* items? in cart/ })).toBeNull());
  await expect(currentStoryServices()?.cart.getState().count).toBe(0);
  await appSettled(canvasElement);
};

/** The order placed with the saved card: number, items, shipping, total, card, ways on. */
export const Placed: Story = { parameters: world(customerCart), play: placedPlay };

export const PlacedMobile = atPhoneWidth(world(customerCart), placedPlay);

const inShop = (color: string, viewport: 'desktop' | 'mobile') =>
  inShopColour(world({ ...customerCart, showroom: 'OAKS2026', themeColor: color }), placedPlay, viewport);

export const SaturatedShop = inShop(sampleShopColors.saturated.value, 'desktop');

const withoutOrderPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await expect(await page.findByText(thankYouTexts.notFoundTitle)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(thankYouTexts.noOrderTitle);
  await expect(page.getByRole('link', { name: thankYouTexts.account })).toHaveAttribute('href', '/account');
  await expect(page.getByRole('link', { name: thankYouTexts.continueShopping })).toHaveAttribute('href', '/');
  await expect(page.queryByText(/^Order WV-/)).toBeNull();
  await appSettled(canvasElement);
};

/** Opened with an order this tab did not place: says so, with the ways on; never a made-up order. */
export const WithoutOrder: Story = {
  parameters: { ...world(customerCart), route: '/thankyou?order=987654' },
  play: withoutOrderPlay,
};

export const WithoutOrderMobile: Story = {
  parameters: { ...world(customerCart), route: '/thankyou' },
  globals: { viewport: { value: 'mobile' } },
  play: withoutOrderPlay,
};
