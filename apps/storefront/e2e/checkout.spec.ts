import { apiRequest, expect, test } from './fixtures.ts';
import {
  addToCartOnItsPage,
  apiSignIn,
  guestCartInBrowser,
  newVerifiedCustomer as newShopper,
  payWithCard,
  placeOrderButton as placeOrder,
  signIn,
  signInThroughCheckout,
  type ShopProduct as Product,
} from './shopping.ts';

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

/** A verified customer with no card and no cart, and a session of its own from /api/login. */
async function newVerifiedCustomer(testId: string): Promise<{ email: string; token: string }> {
  const { email } = await newShopper(testId, { prefix: 'checkout', fullName: 'Casey Checkout', phone: '2135550143' });
  return { email, token: await apiSignIn(email) };
}

async function ordersOf(token: string): Promise<Order[]> {
  const answer = await apiRequest<{ data: { data: Order[] } }>('/api/orders', { token });
  expect(answer.status).toBe(200);
  return answer.body.data.data;
}

test.describe('checkout, payment and thank-you against the real server', () => {
  test('a shopper adds a product, signs in, pays with 4242 4242 4242 4242 and gets one order, even after a double click', async ({
    page,
  }, testInfo) => {
    const customer = await newVerifiedCustomer(testInfo.testId);
    const [product] = await someProducts(1);
    await addToCartOnItsPage(page, product!);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    await signIn(page, customer.email);
    await expect(page).toHaveURL(/\/checkout$/);
    // The address given at registration, and the product under its vendor.
    await expect(page.getByText(/1 Main St/)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Order summary' }).getByText(product!.name)).toBeVisible();
    await payWithCard(page, '4242424242424242', 'Casey Checkout');
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
      await guestCartInBrowser(page, products, 2);
      await signInThroughCheckout(page, customer.email);
      await payWithCard(page, '4000000000000002', 'Casey Checkout');
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
      await guestCartInBrowser(page, await someProducts(1), 2);
      await signInThroughCheckout(page, customer.email);
      await payWithCard(page, '4242424242424242', 'Casey Checkout');
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
