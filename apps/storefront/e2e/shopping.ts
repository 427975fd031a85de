import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@showroom/api/demo';
import { apiRequest, expect } from './fixtures.ts';

/**
 * The shopper's steps several journeys share (a new customer, a guest cart, sign-in, paying by
 * card), written once so the journeys read as what they check. Each step asserts what it relies on.
 */

/** A product of the demo showroom as `GET /api/top_products/` lists it. */
export interface ShopProduct {
  readonly id: number;
  readonly hash: string;
  readonly name: string;
}

/** The part of a guest cart (§7 sync_to_cart) the browser keeps under §3's keys. */
export interface GuestCart {
  readonly cart_id: string;
  readonly temp_project_id: number | null;
}

/** Who a new customer is: the e-mail's prefix (says which journey made it), name and phone. */
export interface NewCustomer {
  readonly prefix: string;
  readonly fullName: string;
  readonly phone: string;
}

/** The header's cart link, named '<n> item(s) in cart'. */
export const cartBadge = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: /items? in cart$/ });

/** Checkout's payment button. */
export const placeOrderButton = (page: Page): Locator => page.getByRole('button', { name: /^Place order/ });

/** The demo showroom's first `count` top products (in stock or not). */
export async function topProducts(count: number): Promise<ShopProduct[]> {
  const top = await apiRequest<{ data: ShopProduct[] }>('/api/top_products/', { body: { showroom: 'DEMO0001' } });
  expect(top.status).toBe(200);
  const products = top.body.data.slice(0, count);
  expect(products).toHaveLength(count);
  return products;
}

/**
 * A verified customer with no card, cart or notification (journeys share one database and must
 * not change the demo customer): registered through the API, verified with the outbox's link.
 * `token` is the one registration answered with.
 */
export async function newVerifiedCustomer(
  testId: string,
  who: NewCustomer,
): Promise<{ readonly email: string; readonly token: string }> {
  const email = `${who.prefix}.${Date.now().toString(36)}${testId.slice(0, 6)}@example.com`;
  const registered = await apiRequest<{ data: { token: string } }>('/api/register', {
    method: 'POST',
    body: {
      full_name: who.fullName,
      email,
      password: DEMO_PASSWORD,
      country_code: '+1',
      phone_number: who.phone,
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
  return { email, token: registered.body.data.token };
}

/** A session token of a fresh `POST /api/login` with the demo password. */
export async function apiSignIn(email: string): Promise<string> {
  const login = await apiRequest<{ data: { token: string } }>('/api/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(200);
  return login.body.data.token;
}

/** A guest cart made on the server, as a first add to cart makes it (§7 sync_to_cart without cart_id). */
async function guestCartWith(products: readonly Pick<ShopProduct, 'id'>[], quantity = 1): Promise<GuestCart> {
  let cart: GuestCart | null = null;
  for (const product of products) {
    const answer: { status: number; body: { data: GuestCart } } = await apiRequest<{ data: GuestCart }>(
      '/api/projectCart/sync_to_cart',
      { body: { product_id: product.id, quantity, action: 'cart', ...(cart ? { cart_id: cart.cart_id } : {}) } },
    );
    expect(answer.status).toBe(200);
    cart = answer.body.data;
  }
  if (!cart) throw new Error('No product was added.');
  return cart;
}

/** §3: the browser keeps a guest's cart under cart_id and temp_project_id (set before the app starts). */
async function keepGuestCart(page: Page, cart: GuestCart): Promise<void> {
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

/** A guest cart made on the server and kept in the browser (`guestCartWith` + `keepGuestCart`). */
export async function guestCartInBrowser(
  page: Page,
  products: readonly Pick<ShopProduct, 'id'>[],
  quantity = 1,
): Promise<GuestCart> {
  const cart = await guestCartWith(products, quantity);
  await keepGuestCart(page, cart);
  return cart;
}

/** Add to cart on the product's own page, as a shopper does; the header then counts it. */
export async function addToCartOnItsPage(page: Page, product: Pick<ShopProduct, 'hash'>): Promise<void> {
  await page.goto(`/product/${product.hash}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartBadge(page)).toHaveAccessibleName(/ [1-9]\d* items? in cart$/);
  await expect(cartBadge(page)).toBeVisible();
}

/** Fills and sends the Sign in form already on screen (/login, or where a guard sent the shopper). */
export async function signIn(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form
    .getByLabel(/^Password/)
    .first()
    .fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Sign-in on /login with /checkout to come back to (§2), landing on /checkout. */
export async function signInThroughCheckout(page: Page, email: string): Promise<void> {
  await page.goto('/login?redirect=%2Fcheckout');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Types a card into the payment form (expiry 12/34, CVV 123). */
async function typeCard(page: Page, number: string, nameOnCard: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Card Number/ }).fill(number);
  await page.getByRole('textbox', { name: /^Name on Card/ }).fill(nameOnCard);
  await page.getByRole('textbox', { name: /^Expiration Date/ }).fill('1234');
  await page.getByRole('textbox', { name: /^CVV Code/ }).fill('123');
}

/** From /checkout's saved address on to /checkout-payment, with a card typed in (not yet sent). */
export async function payWithCard(page: Page, number: string, nameOnCard: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout-payment$/);
  await typeCard(page, number, nameOnCard);
}
