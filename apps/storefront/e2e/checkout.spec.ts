import type { Page } from '@playwright/test';
import { apiRequest, expect, test } from './fixtures.ts';

/** Every demo account's password (apps/server/README.md). */
const PASSWORD = 'Demo-pass-2026';

interface Product {
  readonly id: number;
  readonly hash: string;
  readonly name: string;
}
interface Cart {
  readonly cart_id: string;
  readonly temp_project_id: number | null;
  readonly Project_tans: { readonly product_id: number; readonly qty: number; readonly in_stock: boolean }[];
  readonly total: number;
}
interface Order {
  readonly id: number;
  readonly order_number: string;
  readonly total: number;
}

/** In-stock products of the demo showroom's top products (a scratch guest cart says which are in stock). */
async function someProducts(count: number): Promise<Product[]> {
  const top = await apiRequest<{ data: Product[] }>('/api/top_products/', { body: { showroom: 'DEMO0001' } });
  expect(top.status).toBe(200);
  const inStock: Product[] = [];
  let cartId: string | null = null;
  for (const product of top.body.data) {
    if (inStock.length === count) break;
    const added: { status: number; body: { data: Cart } } = await apiRequest('/api/projectCart/sync_to_cart', {
      body: { product_id: product.id, quantity: 1, action: 'cart', ...(cartId ? { cart_id: cartId } : {}) },
    });
    expect(added.status).toBe(200);
    cartId = added.body.data.cart_id;
    if (added.body.data.Project_tans.find((line) => line.product_id === product.id)?.in_stock) inStock.push(product);
  }
  expect(inStock).toHaveLength(count);
  return inStock;
}

/** A verified customer with no card and no cart: registered through the API, verified with the outbox's link. */
async function newVerifiedCustomer(testId: string): Promise<{ email: string; token: string }> {
  const email = `checkout.${Date.now().toString(36)}${testId.slice(0, 6)}@example.com`;
  const registered = await apiRequest('/api/register', {
    method: 'POST',
    body: {
      full_name: 'Casey Checkout',
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
  const verifyToken = /\/verify\/([^\s]+)/.exec(outbox.body.data[0]?.body ?? '')?.[1];
  if (!verifyToken) throw new Error(`No verification link for ${email}.`);
  expect((await apiRequest(`/api/email/verify/${verifyToken}`)).status).toBe(200);
  const login = await apiRequest<{ data: { token: string } }>('/api/login', { body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return { email, token: login.body.data.token };
}

async function ordersOf(token: string): Promise<Order[]> {
  const answer = await apiRequest<{ data: { data: Order[] } }>('/api/orders', { token });
  expect(answer.status).toBe(200);
  return answer.body.data.data;
}

/** A guest cart made on the server, as a first add to cart makes it; kept in the browser under §3's keys. */
async function guestCartInBrowser(page: Page, products: readonly Product[]): Promise<Cart> {
  let cart: Cart | null = null;
  for (const product of products) {
    const answer: { status: number; body: { data: Cart } } = await apiRequest<{ data: Cart }>(
      '/api/projectCart/sync_to_cart',
      { body: { product_id: product.id, quantity: 2, action: 'cart', ...(cart ? { cart_id: cart.cart_id } : {}) } },
    );
    expect(answer.status).toBe(200);
    cart = answer.body.data;
  }
  if (!cart) throw new Error('No product was added.');
  await page.addInitScript(
    ({ cartId, tempProjectId }) => {
      if (window.sessionStorage.getItem('e2e-cart-seeded')) return;
      window.sessionStorage.setItem('e2e-cart-seeded', '1');
      window.localStorage.setItem('cart_id', cartId);
      window.localStorage.setItem('temp_project_id', String(tempProjectId));
    },
    { cartId: cart.cart_id, tempProjectId: cart.temp_project_id },
  );
  return cart;
}

async function signIn(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form
    .getByLabel(/^Password/, { exact: false })
    .first()
    .fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function typeCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: /^Card Number/ }).fill(number);
  await page.getByRole('textbox', { name: /^Name on Card/ }).fill('Casey Checkout');
  await page.getByRole('textbox', { name: /^Expiration Date/ }).fill('1234');
  await page.getByRole('textbox', { name: /^CVV Code/ }).fill('123');
}

const placeOrder = (page: Page) => page.getByRole('button', { name: /^Place order/ });

test.describe('checkout, payment and thank-you against the real server', () => {
  test('a shopper adds a product, signs in, pays with 4242 4242 4242 4242 and gets one order, even after a double click', async ({
    page,
  }, testInfo) => {
    const customer = await newVerifiedCustomer(testInfo.testId);
    const [product] = await someProducts(1);
    await page.goto(`/product/${product?.hash}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: /[1-9]\d* items? in cart$/ })).toBeVisible();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    await signIn(page, customer.email);
    await expect(page).toHaveURL(/\/checkout$/);
    // The address given at registration, and the product under its vendor.
    await expect(page.getByText(/1 Main St/)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Order summary' }).getByText(product!.name)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout-payment$/);
    await typeCard(page, '4242424242424242');
    const checkouts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/checkout')) checkouts.push(String(request.postDataJSON()?.idempotency_key));
    });
    await placeOrder(page).dblclick();
    await expect(page).toHaveURL(/\/thankyou\?order=\d+$/);
    const orderNumber = page.getByRole('heading', { level: 2, name: /^Order WV-/ });
    await expect(orderNumber).toBeVisible();
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    // Exactly one order on the server, the one shown; every request of the attempt carried one key.
    const orders = await ordersOf(customer.token);
    expect(orders).toHaveLength(1);
    await expect(orderNumber).toHaveText(`Order ${orders[0]?.order_number}`);
    expect(new Set(checkouts).size).toBe(1);
    // The cart is empty now, in the header and on the server; a reload still shows the order.
    await expect(page.getByRole('banner').getByRole('link', { name: /[1-9]\d* items? in cart$/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `Order ${orders[0]?.order_number}` })).toBeVisible();
  });

  test.describe('a declined card', () => {
    test.use({ allowedConsoleErrors: [/status of 402/] });

    test('4000 0000 0000 0002 shows the error, creates no order and the cart keeps its lines', async ({
      page,
    }, testInfo) => {
      const customer = await newVerifiedCustomer(testInfo.testId);
      const products = await someProducts(2);
      await guestCartInBrowser(page, products);
      await page.goto('/login?redirect=%2Fcheckout');
      await signIn(page, customer.email);
      await expect(page).toHaveURL(/\/checkout$/);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await typeCard(page, '4000000000000002');
      await placeOrder(page).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
      await expect(page).toHaveURL(/\/checkout-payment$/);
      await expect(page.getByRole('textbox', { name: /^Card Number/ })).toHaveValue('4000 0000 0000 0002');
      expect(await ordersOf(customer.token)).toHaveLength(0);
      const project = await page.evaluate(() => window.localStorage.getItem('project'));
      const cart = await apiRequest<{ data: Cart }>('/api/projectCart', {
        query: { project: String(project) },
        token: customer.token,
      });
      expect(cart.body.data.Project_tans.map((line) => line.product_id).sort()).toEqual(
        products.map((product) => product.id).sort(),
      );
      // No card was kept either: the account still has none.
      const profile = await apiRequest<{ data: { payment_details: unknown } }>('/api/profile', {
        token: customer.token,
      });
      expect(profile.body.data.payment_details).toBeNull();
    });
  });

  test.describe('an answer lost on the way back', () => {
    test.use({ allowedFailedRequests: [/\/api\/checkout$/], allowedConsoleErrors: [/net::ERR_FAILED/] });

    test('the retry sends the same key and gets the order the server already placed: one order', async ({
      page,
    }, testInfo) => {
      const customer = await newVerifiedCustomer(testInfo.testId);
      await guestCartInBrowser(page, await someProducts(1));
      await page.goto('/login?redirect=%2Fcheckout');
      await signIn(page, customer.email);
      await expect(page).toHaveURL(/\/checkout$/);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await typeCard(page, '4242424242424242');
      const keys: string[] = [];
      let lost = false;
      await page.route('**/api/checkout', async (route) => {
        keys.push(String(route.request().postDataJSON()?.idempotency_key));
        if (lost) return route.continue();
        // The server gets the request and places the order; the browser never hears back.
        lost = true;
        await route.fetch();
        return route.abort('failed');
      });
      await placeOrder(page).click();
      // The client's §8 network toast; the page and everything typed stay.
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: /connection|network/i })
          .first(),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/checkout-payment$/);
      await expect(page.getByRole('textbox', { name: /^Card Number/ })).toHaveValue('4242 4242 4242 4242');
      expect(await ordersOf(customer.token)).toHaveLength(1);
      await placeOrder(page).click();
      await expect(page).toHaveURL(/\/thankyou\?order=\d+$/);
      const orders = await ordersOf(customer.token);
      expect(orders).toHaveLength(1);
      await expect(page.getByRole('heading', { level: 2, name: `Order ${orders[0]?.order_number}` })).toBeVisible();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });
  });

  // Playwright reads the fixtures a test wants from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  test('a price sent by the client is ignored: the order costs what the server says', async ({}, testInfo) => {
    const customer = await newVerifiedCustomer(testInfo.testId);
    const [product] = await someProducts(1);
    const added = await apiRequest<{ data: Cart }>('/api/projectCart/sync_to_cart', {
      body: { product_id: product!.id, quantity: 3, action: 'cart', price: 0.01, amount: 0.03 },
    });
    expect(added.status).toBe(200);
    const cart = added.body.data;
    const placed = await apiRequest<{ data: { order: Order; items: { final_price: number; qty: number }[] } }>(
      '/api/checkout',
      {
        token: customer.token,
        body: {
          cart_id: cart.cart_id,
          idempotency_key: `e2e-price-${Date.now().toString(36)}-${testInfo.testId.slice(0, 8)}`,
          shipping_address: {
            street: '1 Main St',
            city: 'Los Angeles',
            state: 'CA',
            zip_code: '90012',
            apartment: null,
          },
          payment: {
            card_number: '4242424242424242',
            name_on_Card: 'Casey Checkout',
            exp_date: '12/34',
            cvv: '123',
            street: '1 Main St',
            city: 'Los Angeles',
            state: 'CA',
            zip_code: '90012',
          },
          price: 0.01,
          total: 0.01,
          items: [{ product_id: product!.id, qty: 3, final_price: 0.01 }],
        },
      },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.total).toBe(cart.total);
    expect(placed.body.data.order.total).toBeGreaterThan(1);
    expect(placed.body.data.items.every((item) => item.final_price > 0.01)).toBe(true);
    const orders = await ordersOf(customer.token);
    expect(orders.map((order) => order.total)).toEqual([cart.total]);
  });
});
