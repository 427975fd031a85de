import type { Page } from '@playwright/test';
import { apiRequest, expect, test } from './fixtures.ts';
import {
  addToCartOnItsPage,
  apiSignIn,
  cartBadge as badge,
  guestCartInBrowser,
  newVerifiedCustomer,
  signIn,
  type ShopProduct,
  topProducts as someProducts,
} from './shopping.ts';

interface CartLine {
  readonly id: number;
  readonly product_id: number;
  readonly product_name: string;
  readonly qty: number;
}
interface Cart {
  readonly cart_id: string;
  readonly temp_project_id: number | null;
  readonly project_id: number | null;
  readonly Project_tans: CartLine[];
}

async function serverCart(cartId: string, token?: string): Promise<Cart> {
  const answer = await apiRequest<{ data: Cart }>('/api/cart', {
    query: { cart_id: cartId },
    ...(token ? { token } : {}),
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** Counts cart updates on their way at once, to see that they never overlap. */
function watchUpdates(page: Page) {
  let open = 0;
  let mostAtOnce = 0;
  const sent: unknown[] = [];
  const isUpdate = (url: string) => url.includes('/api/projectCart/update_cart') || url.includes('/api/cart/destroy/');
  page.on('request', (request) => {
    if (!isUpdate(request.url())) return;
    open += 1;
    mostAtOnce = Math.max(mostAtOnce, open);
    sent.push(request.postDataJSON() ?? request.method());
  });
  const done = (url: string) => {
    if (isUpdate(url)) open -= 1;
  };
  page.on('requestfinished', (request) => done(request.url()));
  page.on('requestfailed', (request) => done(request.url()));
  return { mostAtOnce: () => mostAtOnce, sent, open: () => open };
}

test.describe('the cart (/cart) against the real server', () => {
  test("a product added on its page is in the guest's cart, kept under cart_id (§3)", async ({ page }) => {
    const [product] = await someProducts(1);
    await addToCartOnItsPage(page, product!);
    const cartId = await page.evaluate(() => window.localStorage.getItem('cart_id'));
    expect(cartId).not.toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('temp_project_id'))).toMatch(/^\d+$/);
    const server = await serverCart(String(cartId));
    expect(server.Project_tans.map((line) => line.product_id)).toEqual([product?.id]);
    await page.goto('/cart');
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${product?.name}` })).toHaveValue(
      String(server.Project_tans[0]?.qty),
    );
  });

  test('ten quick clicks end with the server at the last value, one update at a time', async ({ page }) => {
    const [product] = await someProducts(1);
    const cart = await guestCartInBrowser(page, [product!]);
    const updates = watchUpdates(page);
    await page.goto('/cart');
    const plus = page.getByRole('button', { name: `Increase quantity of ${product?.name}` });
    const box = page.getByRole('spinbutton', { name: `Quantity of ${product?.name}` });
    await expect(box).toHaveValue('1');
    for (let click = 0; click < 10; click += 1) await plus.click({ delay: 0 });
    // Shown at once, in the box and the header badge.
    await expect(box).toHaveValue('11');
    await expect(badge(page)).toHaveAccessibleName(/ 11 items in cart$/);
    await expect(page.getByText('Saving…')).toHaveCount(0);
    await expect.poll(() => updates.open()).toBe(0);
    const server = await serverCart(cart.cart_id);
    expect(server.Project_tans.map((line) => line.qty)).toEqual([11]);
    expect(updates.mostAtOnce()).toBe(1);
    // Coalesced: fewer requests than clicks, the last one carrying the last value.
    expect(updates.sent.length).toBeLessThanOrEqual(10);
    expect((updates.sent.at(-1) as { quantity: number }).quantity).toBe(11);
    await expect(page.getByRole('status').filter({ hasText: /order total \$/ })).toHaveCount(1);
  });

  test('typing a quantity and removing a line reach the server', async ({ page }) => {
    const products = await someProducts(2);
    const cart = await guestCartInBrowser(page, products, 2);
    await page.goto('/cart');
    const [first, second] = products as [ShopProduct, ShopProduct];
    const box = page.getByRole('spinbutton', { name: `Quantity of ${first.name}` });
    await box.fill('7');
    await box.press('Enter');
    await expect(badge(page)).toHaveAccessibleName(/ 9 items in cart$/);
    await page.getByRole('button', { name: `Remove ${second.name}` }).click();
    await expect(page.getByRole('button', { name: `Remove ${second.name}` })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeFocused();
    await expect(badge(page)).toHaveAccessibleName(/ 7 items in cart$/);
    await expect
      .poll(async () => (await serverCart(cart.cart_id)).Project_tans.map((line) => [line.product_id, line.qty]))
      .toEqual([[first.id, 7]]);
    // Back to the showroom once the last line goes.
    await page.getByRole('button', { name: `Remove ${first.name}` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect.poll(async () => (await serverCart(cart.cart_id)).Project_tans).toEqual([]);
  });

  test('a guest cart survives sign-in and Checkout goes through Login to /checkout', async ({ page }, testInfo) => {
    const { email } = await newVerifiedCustomer(testInfo.testId, {
      prefix: 'cart',
      fullName: 'Casey Cart',
      phone: '2135550143',
    });
    const [product] = await someProducts(1);
    await guestCartInBrowser(page, [product!], 3);
    await page.goto('/cart');
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${product?.name}` })).toHaveValue('3');
    // §2: a guest's Checkout goes to Login, with /checkout to come back to.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    await signIn(page, email);
    // §4: a User with a saved cart id gets a project with the cart attached, and the cart id goes.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('project'))).not.toBeNull();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cart_id'))).toBeNull();
    await page.goto('/cart');
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${product?.name}` })).toHaveValue('3');
    await expect(badge(page)).toHaveAccessibleName(/ 3 items in cart$/);
    // The server has it in the customer's project cart; the guest handle no longer opens it for anyone else.
    const token = await apiSignIn(email);
    const project = await page.evaluate(() => window.localStorage.getItem('project'));
    const mine = await apiRequest<{ data: Cart }>('/api/projectCart', {
      query: { project: String(project) },
      token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.Project_tans.map((line) => [line.product_id, line.qty])).toEqual([[product?.id, 3]]);
  });

  test('an empty cart offers the way back to the showroom', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the showroom' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
