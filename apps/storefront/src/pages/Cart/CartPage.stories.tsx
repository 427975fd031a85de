import type { Meta, StoryObj } from '@storybook/react-vite';
import { getDemoDataset } from '@showroom/api/demo';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { cartPaths, cartStoryRefusal, customerCart, guestCart } from '../../features/cart/cartStoryPresets.ts';
import { appSettled } from '../../storybook/settled.ts';
import { atPhoneWidth, inShopColour } from '../../storybook/storyVariants.ts';
import { currentStoryServices, type StoryWorld } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { cartPageTexts } from './CartPage.tsx';

/**
 * `/cart`: the lines grouped by vendor, quantity boxes, remove, totals and the US-only shipping
 * note; empty, loading and error states; and the cart queue's states on the real screen: a
 * change on its way (`sending.updating`), Checkout waiting for it (`sending.flushing`), a
 * refused change rolled back (`idle` again, with the toasts).
 */
const meta = {
  title: 'Pages/Cart',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/cart' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);
const world = (world: StoryWorld) => ({ world });

async function cartShown(canvasElement: HTMLElement) {
  const page = main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await page.findByRole('heading', { level: 2, name: 'Order summary' }, { timeout: 5000 });
  return page;
}

/** The cart's header badge: the sum of the shown quantities (§2). */
async function expectBadge(canvasElement: HTMLElement, count: number) {
  const header = within(canvasElement.querySelector('header') as HTMLElement);
  await waitFor(() => expect(header.getByRole('link', { name: new RegExp(`${count} items? in cart`) })).toBeVisible());
}

const oneVendorPlay: Play = async ({ canvasElement }) => {
  const page = await cartShown(canvasElement);
  await expect(page.getAllByRole('region', { name: /^Sold and shipped by / })).toHaveLength(1);
  await expect(page.getAllByRole('spinbutton', { name: /^Quantity of / })).toHaveLength(1);
  await expect(page.getByText(cartPageTexts.shippingNote)).toBeVisible();
  await expectBadge(canvasElement, 8);
  await appSettled(canvasElement);
};

/** A guest's cart (cart_id stored) with one vendor's line; the queue is idle. */
export const OneVendor: Story = {
  tags: ['state:cartQueue.idle'],
  parameters: world(guestCart),
  play: oneVendorPlay,
};

export const OneVendorMobile = atPhoneWidth(world(guestCart), oneVendorPlay);

const severalVendorsPlay: Play = async ({ canvasElement }) => {
  const page = await cartShown(canvasElement);
  const vendors = await page.findAllByRole('region', { name: /^Sold and shipped by / });
  await expect(vendors.length).toBeGreaterThan(1);
  // Every line sits under its vendor, with its own quantity box and remove button.
  for (const vendor of vendors) {
    const lines = within(vendor).getAllByRole('listitem');
    await expect(within(vendor).getAllByRole('button', { name: /^Remove / })).toHaveLength(lines.length);
  }
  await expect(page.getByRole('button', { name: cartPageTexts.checkout })).toBeEnabled();
  await expectBadge(canvasElement, 15);
  await appSettled(canvasElement);
};

/** The signed-in customer's project cart: three lines from several vendors, each vendor's delivery. */
export const SeveralVendors: Story = { parameters: world(customerCart), play: severalVendorsPlay };

export const SeveralVendorsMobile = atPhoneWidth(world(customerCart), severalVendorsPlay);

const inShop = (color: string, viewport: 'desktop' | 'mobile') =>
  inShopColour(world({ ...customerCart, showroom: 'OAKS2026', themeColor: color }), severalVendorsPlay, viewport);

export const SaturatedShop = inShop(sampleShopColors.saturated.value, 'desktop');

const emptyPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await expect(await page.findByText(cartPageTexts.emptyTitle)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the showroom' })).toHaveAttribute('href', '/');
  await expect(page.queryByRole('button', { name: cartPageTexts.checkout })).toBeNull();
  await appSettled(canvasElement);
};

/**
 * A guest's small order: under the vendor's free-delivery amount, so its delivery is charged and
 * the line says how much more makes it free.
 */
export const DeliveryCharged: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(cartPageTexts.emptyTitle)).toBeVisible();
    const cheap = getDemoDataset().products.find((product) => product.price < 100 && product.in_stock);
    if (!cheap) throw new Error('The demo data has no product under $100.');
    const services = currentStoryServices();
    if (!services) throw new Error('No story services.');
    const { cartServiceOf } = await import('../../services/cartService.ts');
    await (await cartServiceOf(services)).add({ id: cheap.id }, 2, { toast: false });
    await expect(await page.findByText(/^Delivery \$\d+\.\d\d\. Add \$[\d,]+\.\d\d more from /)).toBeVisible();
    await expect(services.persistence.read('cart_id')).not.toBeNull();
    await expectBadge(canvasElement, 2);
    await appSettled(canvasElement);
  },
};

/** Nothing stored: the empty cart, with the way back to the showroom. */
export const Empty: Story = { play: emptyPlay };
export const EmptyMobile: Story = { globals: { viewport: { value: 'mobile' } }, play: emptyPlay };

/** With an active showroom the way back leads to its catalogue. */
export const EmptyInShowroom: Story = {
  tags: ['!visual'],
  parameters: world({ showroom: 'DEMO0001' }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('link', { name: 'Back to the showroom' })).toHaveAttribute(
      'href',
      '/visualize/contractor/all',
    );
  },
};

/** The cart on its way: a skeleton with a loading label. */
export const Loading: Story = {
  parameters: world({ ...guestCart, holding: [cartPaths.cart] }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('Loading your cart')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: cartPageTexts.checkout })).toBeNull();
  },
};

/** The cart could not be loaded: the page says so with Try again (the client's toast says why). */
export const LoadError: Story = {
  parameters: world({ ...guestCart, failing: [cartPaths.cart] }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(cartPageTexts.loadFailed, {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** A change on its way: shown at once (line total, subtotal, badge), "Saving…", totals updating. */
export const Updating: Story = {
  tags: ['state:cartQueue.sending', 'state:cartQueue.sending.updating'],
  parameters: world({ ...guestCart, holding: [cartPaths.update] }),
  play: async ({ canvasElement }) => {
    const page = await cartShown(canvasElement);
    await appSettled(canvasElement);
    await userEvent.click(page.getByRole('button', { name: /^Increase quantity of / }));
    await expect(page.getByRole('spinbutton', { name: /^Quantity of / })).toHaveValue('9');
    await expect(await page.findByText('Saving…')).toBeVisible();
    await expect(page.getAllByText('Updating…').length).toBeGreaterThan(0);
    await expectBadge(canvasElement, 9);
    await expect(await cartQueueState()).toEqual({ sending: 'updating' });
  },
};

/** Checkout asked while a change is on its way: it waits (the button busy) for the queue to empty. */
export const CheckoutWaiting: Story = {
  tags: ['state:cartQueue.sending.flushing'],
  parameters: world({ ...guestCart, holding: [cartPaths.update] }),
  play: async ({ canvasElement }) => {
    const page = await cartShown(canvasElement);
    await appSettled(canvasElement);
    await userEvent.click(page.getByRole('button', { name: /^Increase quantity of / }));
    await userEvent.click(page.getByRole('button', { name: cartPageTexts.checkout }));
    const waiting = await page.findByRole('button', { name: cartPageTexts.checkoutSaving });
    await expect(waiting).toHaveAttribute('aria-busy', 'true');
    await expect(await cartQueueState()).toEqual({ sending: 'flushing' });
  },
};

/** The server refuses a quantity: the line goes back to what the server holds, with toasts. */
export const RefusedUpdate: Story = {
  tags: ['state:cartQueue.idle'],
  parameters: world({ ...guestCart, refusing: { [cartPaths.update]: [cartStoryRefusal, 'quantity'] } }),
  play: async ({ canvasElement }) => {
    const page = await cartShown(canvasElement);
    await appSettled(canvasElement);
    await userEvent.click(page.getByRole('button', { name: /^Increase quantity of / }));
    const body = within(canvasElement.ownerDocument.body);
    // The client's §8 toast with the server's message, and ours saying what was rolled back.
    await waitFor(() => expect(body.getByText(cartStoryRefusal)).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(body.getByText(/was not saved; its quantity is back to 8\.$/)).toBeVisible());
    await expect(page.getByRole('spinbutton', { name: /^Quantity of / })).toHaveValue('8');
    await expectBadge(canvasElement, 8);
    await appSettled(canvasElement);
    await expect(await cartQueueState()).toBe('idle');
  },
};

/** Ten quick clicks: shown at once, the server ends at the last value (read back from it). */
export const QuickClicks: Story = {
  tags: ['!visual'],
  parameters: world(guestCart),
  play: async ({ canvasElement }) => {
    const page = await cartShown(canvasElement);
    await appSettled(canvasElement);
    const plus = page.getByRole('button', { name: /^Increase quantity of / });
    for (let click = 0; click < 10; click += 1) await userEvent.click(plus);
    await expect(page.getByRole('spinbutton', { name: /^Quantity of / })).toHaveValue('18');
    await expectBadge(canvasElement, 18);
    await appSettled(canvasElement);
    const runtime = await currentStoryServices()?.runtime();
    const server = await runtime?.api.getCart({ query: { cart_id: 'demo-guest-cart' } });
    await expect(server?.data.Project_tans[0]?.qty).toBe(18);
  },
};

/** Typing a quantity (digits only) and Enter; the minus button stops at the minimum unit. */
export const KeyboardQuantity: Story = {
  tags: ['!visual'],
  parameters: world(guestCart),
  play: async ({ canvasElement }) => {
    const page = await cartShown(canvasElement);
    await appSettled(canvasElement);
    const box = page.getByRole('spinbutton', { name: /^Quantity of / });
    await userEvent.clear(box);
    await userEvent.type(box, '1x{Enter}');
    await expect(box).toHaveValue('1');
    await expect(page.getByRole('button', { name: /^Decrease quantity of / })).toBeDisabled();
    await appSettled(canvasElement);
    await expect(await page.findByText(/order total \$/)).toBeInTheDocument();
  },
};

/** Remove: the line goes at once, focus moves to the heading, the removal is announced. */
export const RemoveLine: Story = {
  tags: ['!visual'],
  parameters: world(customerCart),
  play: async ({ canvasElement }) => {
    const page = await cartShown(canvasElement);
    await appSettled(canvasElement);
    const before = page.getAllByRole('button', { name: /^Remove / }).length;
    const remove = page.getAllByRole('button', { name: /^Remove / })[0] as HTMLElement;
    const name = (remove.getAttribute('aria-label') ?? '').replace(/^Remove /, '');
    await userEvent.click(remove);
    await expect(page.getAllByRole('button', { name: /^Remove / })).toHaveLength(before - 1);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus();
    await expect(page.getByText(`${name} removed from your cart.`)).toBeInTheDocument();
    await appSettled(canvasElement);
  },
};

/** The cart queue's state, read from the running app's cart service. */
async function cartQueueState(): Promise<unknown> {
  const services = currentStoryServices();
  if (!services) return null;
  const { cartServiceOf } = await import('../../services/cartService.ts');
  return (await cartServiceOf(services)).queue.getSnapshot().value;
}
