import type { Page } from '@playwright/test';
import { apiRequest, expect, test } from './fixtures.ts';
import { fillAccount, fillShipping, form, newPerson } from './registering.ts';
import { storageKeys, storedJson, useActiveShowroom } from './showroom.ts';
import { apiSignIn, newVerifiedCustomer, payWithCard, placeOrderButton, signIn, type ShopProduct } from './shopping.ts';

/**
 * Issue 30: a guest shopping in a showroom keeps that showroom and its prices when signing in or
 * registering,
 * and the price the product page shows is the cart's line, the payment page's total and the
 * order's; the order credits the showroom's contractor with the markup.
 */

interface CartLine {
  readonly product_id: number;
  readonly price: number;
  readonly qty: number;
  readonly in_stock: boolean;
}
interface Cart {
  readonly showroom: string | null;
  readonly Project_tans: CartLine[];
  readonly total: number;
}
interface Order {
  readonly id: number;
  readonly showroom: string | null;
  readonly total: number;
}
interface OrderItem {
  readonly product_id: number;
  readonly final_price: number;
  readonly contractor_markup_amt: number | null;
}

const SHOWROOM = 'DEMO0001';
const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** An in-stock top product of the showroom (a scratch guest cart in the showroom says which). */
async function inStockProduct(): Promise<ShopProduct> {
  const top = await apiRequest<{ data: ShopProduct[] }>('/api/top_products/', { body: { showroom: SHOWROOM } });
  for (const product of top.body.data) {
    const added = await apiRequest<{ data: Cart }>('/api/projectCart/sync_to_cart', {
      body: { product_id: product.id, quantity: 1, action: 'cart', showroom: SHOWROOM },
    });
    if (added.body.data.Project_tans[0]?.in_stock) return product;
  }
  throw new Error(`No product of ${SHOWROOM} is in stock.`);
}

/** In the showroom as a guest: the product page's price, then Add to cart. Returns the price shown. */
async function addedAsGuestAt(page: Page, product: ShopProduct): Promise<string> {
  await useActiveShowroom(page, SHOWROOM);
  await page.goto(`/product/${product.hash}`);
  const shown = page.locator('[data-size="lg"] [data-part="amount"]').first();
  await expect(shown).toBeVisible();
  const shownText = (await shown.textContent())?.trim() ?? '';
  expect(shownText).toMatch(/^\$[\d,]+\.\d{2}$/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/^Added 1 /)).toBeVisible();
  return shownText;
}

/**
 * On /checkout, signed in: the account's cart is the guest's (showroom and price), the payment
 * button says its total, the order charges exactly it, in the showroom, and the showroom's
 * contractor sees the sale with the markup earned on it.
 */
async function paidInTheShowroom(
  page: Page,
  token: string,
  product: ShopProduct,
  shownText: string,
  nameOnCard: string,
): Promise<void> {
  const cart = await apiRequest<{ data: Cart }>('/api/projectCart', { token });
  expect(cart.status).toBe(200);
  expect(cart.body.data.showroom).toBe(SHOWROOM);
  const line = cart.body.data.Project_tans.find((each) => each.product_id === product.id);
  expect(line && usd(line.price)).toBe(shownText);

  await payWithCard(page, '4242424242424242', nameOnCard);
  await expect(placeOrderButton(page)).toHaveText(`Place order · ${usd(cart.body.data.total)}`);
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/thankyou\?order=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order'));

  const orders = await apiRequest<{ data: { data: Order[] } }>('/api/orders', { token });
  const order = orders.body.data.data.find((each) => each.id === orderId);
  expect(order).toMatchObject({ showroom: SHOWROOM, total: cart.body.data.total });

  const contractor = await apiSignIn('contractor@demo.test');
  const items = await apiRequest<{ data: { items: OrderItem[] } }>(`/api/orders/${orderId}/items`, {
    token: contractor,
  });
  expect(items.status).toBe(200);
  const sold = items.body.data.items.find((item) => item.product_id === product.id);
  expect(sold && usd(sold.final_price)).toBe(shownText);
  expect(sold?.contractor_markup_amt).toBeGreaterThan(0);
}

test('a guest cart in a showroom keeps its showroom and prices through sign-in; page, cart, payment and order agree; the contractor earns the markup', async ({
  page,
}, testInfo) => {
  const customer = await newVerifiedCustomer(testInfo.testId, {
    prefix: 'showroom-prices',
    fullName: 'Sasha Showroom',
    phone: '2135550177',
  });
  const product = await inStockProduct();
  const shownText = await addedAsGuestAt(page, product);

  // Checkout as a guest goes through Sign in; the cart is attached to the account.
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await signIn(page, customer.email);
  await expect(page).toHaveURL(/\/checkout$/);
  await paidInTheShowroom(page, await apiSignIn(customer.email), product, shownText, 'Sasha Showroom');
});

test('a guest cart in a showroom keeps its showroom and prices through registration, and the order credits the contractor', async ({
  page,
}, testInfo) => {
  const product = await inStockProduct();
  const shownText = await addedAsGuestAt(page, product);

  // Sign up from the guest cart (no card): registration attaches the cart to the new account.
  const person = newPerson(testInfo.testId);
  await page.goto('/register');
  await fillAccount(page, person);
  await fillShipping(page, person);
  const registered = page.waitForResponse('**/api/register');
  await form(page).getByRole('button', { name: 'Skip and sign up without a card' }).click();
  expect((await registered).status()).toBe(201);
  await expect(page.getByRole('dialog', { name: /Thank you for signing up/ })).toBeVisible();

  // Verified with the e-mail's link (§4: an unverified account is sent to /verifiction).
  const outbox = await apiRequest<{ data: { body: string }[] }>('/api/dev/outbox', { query: { to: person.email } });
  const link = /\/verify\/[^\s]+/.exec(outbox.body.data[0]?.body ?? '')?.[0];
  expect(link, 'the verification e-mail').toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // Verified, checkout opens (an unverified account would be sent to /verifiction).
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  const token = await apiRequest<{ data: { token: string } }>('/api/login', {
    body: { email: person.email, password: person.password },
  });
  expect(token.status).toBe(200);
  await paidInTheShowroom(page, token.body.data.token, product, shownText, person.fullName);
});

/** The price the product page shows, as text ("$48.29"). */
async function shownPrice(page: Page): Promise<string> {
  const shown = page.locator('[data-size="lg"] [data-part="amount"]').first();
  await expect(shown).toBeVisible();
  const text = (await shown.textContent())?.trim() ?? '';
  expect(text).toMatch(/^\$[\d,]+\.\d{2}$/);
  return text;
}

/** The guest cart this browser keeps, read from the server. */
async function browserGuestCart(page: Page): Promise<Cart> {
  const cartId = await page.evaluate(() => window.localStorage.getItem('cart_id'));
  expect(cartId, 'the browser keeps a guest cart').toBeTruthy();
  const cart = await apiRequest<{ data: Cart }>('/api/cart', { query: { cart_id: cartId ?? '' } });
  expect(cart.status).toBe(200);
  return cart.body.data;
}

test.describe('the showroom an add is priced in', () => {
  // The refused add is a 409 the browser logs.
  test.use({ allowedConsoleErrors: [/Failed to load resource.*409/] });

  test("a product address naming a showroom adds there, at the price shown; a cart of another showroom refuses with 'Enter showroom', which opens the product there and adds at that price", async ({
    page,
  }) => {
    const [first, second] = (
      await apiRequest<{ data: ShopProduct[] }>('/api/top_products/', { body: { showroom: 'OAKS2026' } })
    ).body.data;
    if (!first || !second) throw new Error('OAKS2026 has fewer than two top products.');

    // In DEMO0001, on an address naming OAKS2026: the page shows OAKS2026's price, and the empty
    // cart takes OAKS2026 at that price (it was priced in the active showroom before).
    await useActiveShowroom(page, SHOWROOM);
    await page.goto(`/product/${first.hash}/OAKS2026`);
    const firstShown = await shownPrice(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(/^Added 1 /)).toBeVisible();
    let cart = await browserGuestCart(page);
    expect(cart.showroom).toBe('OAKS2026');
    expect(usd(cart.Project_tans[0]!.price)).toBe(firstShown);

    // The second product in the active showroom, DEMO0001: refused, naming the cart's showroom.
    await page.goto(`/product/${second.hash}`);
    const inDemo = await shownPrice(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(
      page.getByText(/^Not added to your cart: Your cart holds products priced in showroom OAKS2026\./),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Enter showroom OAKS2026' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${second.hash}/OAKS2026$`));
    await expect(
      page.getByText("You are in showroom OAKS2026 now: prices shown are this showroom's.", { exact: true }),
    ).toBeVisible();
    const inOaks = await shownPrice(page);
    // OAKS2026's markup is not DEMO0001's: the page shows the price the cart will charge.
    expect(inOaks).not.toBe(inDemo);
    expect(await storedJson(page, storageKeys.showroom)).toMatchObject({ vsd_id: 'OAKS2026' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(/^Added 1 /)).toBeVisible();
    cart = await browserGuestCart(page);
    expect(cart.showroom).toBe('OAKS2026');
    expect(usd(cart.Project_tans.find((line) => line.product_id === second.id)!.price)).toBe(inOaks);
  });
});
