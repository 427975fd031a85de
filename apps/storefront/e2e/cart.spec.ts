import type { Page } from '@playwright/test';
import { apiRequest, expect, test } from './fixtures.ts';

/** Every demo account's password (apps/server/README.md). */
const PASSWORD = 'Demo-pass-2026';

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
interface Product {
  readonly id: number;
  readonly hash: string;
  readonly name: string;
  readonly price: number;
}

/** Products of the demo showroom to put in carts (the top products, in stock or not). */
async function someProducts(count: number): Promise<Product[]> {
  const top = await apiRequest<{ data: Product[] }>('/api/top_products/', { body: { showroom: 'DEMO0001' } });
  expect(top.status).toBe(200);
  const products = top.body.data.slice(0, count);
  expect(products).toHaveLength(count);
  return products;
}

/** A guest cart made on the server, as a first add to cart makes it (§7 sync_to_cart without cart_id). */
async function guestCartWith(products: readonly Product[], quantity = 1): Promise<Cart> {
  let cart: Cart | null = null;
  for (const product of products) {
    const answer: { status: number; body: { data: Cart } } = await apiRequest<{ data: Cart }>(
      '/api/projectCart/sync_to_cart',
      {
        body: { product_id: product.id, quantity, action: 'cart', ...(cart ? { cart_id: cart.cart_id } : {}) },
      },
    );
    expect(answer.status).toBe(200);
    cart = answer.body.data;
  }
  if (!cart) throw new Error('No product was added.');
  return cart;
}

async function serverCart(cartId: string, token?: string): Promise<Cart> {
  const answer = await apiRequest<{ data: Cart }>('/api/cart', {
    query: { cart_id: cartId },
    ...(token ? { token } : {}),
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** §3: the browser keeps a guest's cart under cart_id and temp_project_id. */
async function keepGuestCart(page: Page, cart: Cart) {
  await page.addInitScript(
    ({ cartId, tempProjectId }) => {
      // Only once: a later navigation must not bring back a cart id the app has forgotten.
      if (window.sessionStorage.getItem('e2e-cart-seeded')) return;
      window.sessionStorage.setItem('e2e-cart-seeded', '1');
      window.localStorage.setItem('cart_id', cartId);
      window.localStorage.setItem('temp_project_id', String(tempProjectId));
    },
    { cartId: cart.cart_id, tempProjectId: cart.temp_project_id },
  );
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

/** A verified customer without a cart: registered through the API, verified with the development outbox's link. */
async function newVerifiedCustomer(testId: string): Promise<string> {
  const email = `cart.${Date.now().toString(36)}${testId.slice(0, 6)}@example.com`;
  const registered = await apiRequest('/api/register', {
    method: 'POST',
    body: {
      full_name: 'Casey Cart',
      email,
      password: PASSWORD,
      country_code: '+1',
      phone_number: '2135550143',
      zip_code: '90012',
      agree: true,
      shipping_street: '1 Main St',
      shipping_city: 'Los Angeles',
      shipping_state: 'CA',
      shipping_zip_code: '90012',
    },
  });
  expect(registered.status).toBe(201);
  const outbox = await apiRequest<{ data: { body: string }[] }>('/api/dev/outbox', { query: { to: email } });
  const token = /\/verify\/([^\s]+)/.exec(outbox.body.data[0]?.body ?? '')?.[1];
  if (!token) throw new Error(`No verification link for ${email}.`);
  expect((await apiRequest(`/api/email/verify/${token}`)).status).toBe(200);
  return email;
}

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /items? in cart$/ });

test.describe('the cart (/cart) against the real server', () => {
  test("a product added on its page is in the guest's cart, kept under cart_id (§3)", async ({ page }) => {
    const [product] = await someProducts(1);
    await page.goto(`/product/${product?.hash}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(badge(page)).toHaveAccessibleName(/ [1-9]\d* items? in cart$/);
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
    const cart = await guestCartWith([product as Product]);
    await keepGuestCart(page, cart);
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
    const cart = await guestCartWith(products, 2);
    await keepGuestCart(page, cart);
    await page.goto('/cart');
    const [first, second] = products as [Product, Product];
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

  // Pending: services/signInService.ts attaches the guest cart with POST add_project_to_cart without
  // the cart_id the contract now requires (the temporary project id alone never opens a cart), so
  // the server answers 422 and the cart stays a guest cart. Turn this back on with that fix.
  test('a guest cart survives sign-in and Checkout goes through Login to /checkout', async ({ page }, testInfo) => {
    const email = await newVerifiedCustomer(testInfo.testId);
    const [product] = await someProducts(1);
    const cart = await guestCartWith([product as Product], 3);
    await keepGuestCart(page, cart);
    await page.goto('/cart');
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${product?.name}` })).toHaveValue('3');
    // §2: a guest's Checkout goes to Login, with /checkout to come back to.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: /^Email/ }).fill(email);
    await form
      .getByLabel(/^Password/, { exact: false })
      .first()
      .fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    // §4: a User with a saved cart id gets a project with the cart attached, and the cart id goes.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('project'))).not.toBeNull();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cart_id'))).toBeNull();
    await page.goto('/cart');
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${product?.name}` })).toHaveValue('3');
    await expect(badge(page)).toHaveAccessibleName(/ 3 items in cart$/);
    // The server has it in the customer's project cart; the guest handle no longer opens it for anyone else.
    const login = await apiRequest<{ data: { token: string } }>('/api/login', { body: { email, password: PASSWORD } });
    const project = await page.evaluate(() => window.localStorage.getItem('project'));
    const mine = await apiRequest<{ data: Cart }>('/api/projectCart', {
      query: { project: String(project) },
      token: login.body.data.token,
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
