import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, getDemoDataset } from '@showroom/api/demo';
import { apiRequest, appRendered, expect, serverBaseURL } from './fixtures.ts';
import { newVerifiedCustomer, payWithCard, placeOrderButton, signInThroughCheckout } from './shopping.ts';

/**
 * What the orders journey needs around it: an order of its own placed at checkout with one item
 * of each demo vendor, and a browser of its own per role (customer, vendor, admin) signed in
 * the way a person does it.
 */

export interface DemoProduct {
  readonly id: number;
  readonly name: string;
}

/** The user id of a demo account (the server is seeded with the same dataset). */
export function demoUserId(email: string): number {
  const user = getDemoDataset().users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo account ${email}.`);
  return user.id;
}

/**
 * An in-stock product supplied by `vendor@demo.test` and one by another vendor: the order then
 * holds an item the vendor may change and one it must not even see.
 */
export function productsOfTwoVendors(): { ours: DemoProduct; theirs: DemoProduct } {
  const vendor = demoUserId('vendor@demo.test');
  const products = getDemoDataset().products.filter((product) => product.in_stock);
  const ours = products.find((product) => product.vendor_id === vendor);
  const theirs = products.find((product) => product.vendor_id !== vendor);
  if (!ours || !theirs) throw new Error('The demo catalogue has no in-stock product of each vendor.');
  return { ours: { id: ours.id, name: ours.name }, theirs: { id: theirs.id, name: theirs.name } };
}

/** A verified customer of the orders journey (see `newVerifiedCustomer` in shopping.ts). */
export function newOrdersCustomer(testId: string): Promise<{ readonly email: string; readonly token: string }> {
  return newVerifiedCustomer(testId, { prefix: 'orders', fullName: 'Olive Orders', phone: '2135550177' });
}

/** Sign-in through Checkout, the registered address, a 4242 card: the order number on /thankyou. */
export async function checkoutAs(page: Page, email: string): Promise<string> {
  await signInThroughCheckout(page, email);
  await payWithCard(page, '4242424242424242', 'Olive Orders');
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/thankyou\?order=\d+$/);
  const heading = page.getByRole('heading', { level: 2, name: /^Order WV-/ });
  return ((await heading.textContent()) ?? '').replace(/^Order /, '');
}

/**
 * A browser of its own for one role, with the fixtures' health check: a console error, an
 * uncaught error or a 5xx from the server is a problem the journey reports at its end.
 */
export async function roleContext(browser: Browser): Promise<{ context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext({ baseURL: serverBaseURL() });
  const problems: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`uncaught error: ${error.error().message}`));
  context.on('response', (response) => {
    if (response.status() >= 500) problems.push(`server error: ${response.status()} for ${response.url()}`);
  });
  return { context, problems };
}

async function newestMailId(to: string): Promise<number> {
  const answer = await apiRequest<{ data: { id: number }[] }>('/api/dev/outbox', { query: { to } });
  return answer.body.data[0]?.id ?? 0;
}

/** The newest one-time code mailed to the address after mail `after` (the outbox lists newest first). */
async function codeAfter(to: string, after: number): Promise<string> {
  const answer = await apiRequest<{ data: { id: number; body: string }[] }>('/api/dev/outbox', { query: { to } });
  const mail = answer.body.data.find((entry) => entry.id > after && /one-time code is \d{6}/.test(entry.body));
  return mail ? /one-time code is (\d{6})/.exec(mail.body)![1]! : '';
}

/** The pro sign-in on /pro-account; an Admin goes on with the one-time code from the outbox. Lands on /account. */
export async function proSignIn(page: Page, email: string): Promise<void> {
  const before = await newestMailId(email);
  await page.goto('/pro-account');
  await appRendered(page);
  const form = page.getByRole('form', { name: 'Pro sign in' });
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form
    .getByLabel(/^Password/)
    .first()
    .fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  if (email.startsWith('admin@')) {
    const codeForm = page.getByRole('form', { name: 'One-time code' });
    await expect(codeForm).toBeVisible();
    let code = '';
    await expect.poll(async () => (code = await codeAfter(email, before))).not.toBe('');
    await codeForm.getByRole('textbox', { name: /^One-time code/ }).fill(code);
    await codeForm.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page).toHaveURL((url) => url.pathname === '/account');
}

export interface ItemView {
  readonly id: number;
  readonly product_name: string;
  readonly status: string;
  readonly return_reason: string | null;
  /** What the owning customer may do now, and what it refunds (null for pros). */
  readonly customer_actions: { readonly cancel_refund: number; readonly return_refund: number } | null;
}
export interface OrderRow {
  readonly id: number;
  readonly order_number: string;
  /** Where the order ships (what the vendor's Order Items dialog shows). */
  readonly shipping_address: { readonly street: string };
}

/** The customer's items of their only order, as the server has them now. */
export async function itemsOf(token: string): Promise<{ order: OrderRow; items: ItemView[] }> {
  const orders = await apiRequest<{ data: { data: OrderRow[] } }>('/api/orders', { token });
  expect(orders.status).toBe(200);
  const [order] = orders.body.data.data;
  if (!order) throw new Error('The customer has no order.');
  const items = await apiRequest<{ data: { items: ItemView[] } }>(`/api/orders/${order.id}/items`, { token });
  expect(items.status).toBe(200);
  return { order, items: items.body.data.items };
}

/** /account's Orders section (the page already open) searched for one order, its Order Items dialog opened. */
export async function openOrder(page: Page, orderNumber: string): Promise<Locator> {
  const orders = page.getByRole('region', { name: 'Orders' });
  const search = orders.getByRole('search', { name: 'Orders' });
  await search.getByRole('textbox', { name: 'Order number' }).fill(orderNumber);
  await search.getByRole('button', { name: 'Search' }).click();
  return openListedOrder(page, orderNumber);
}

export async function openListedOrder(page: Page, orderNumber: string): Promise<Locator> {
  const row = page.getByRole('table', { name: 'Orders, newest first' }).getByRole('row');
  await expect(row).toHaveCount(2);
  await page.getByRole('button', { name: new RegExp(`^${orderNumber}\\b.*view items`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Items' });
  await expect(dialog.getByRole('table')).toBeVisible();
  await expect(dialog.getByText(orderNumber)).toBeVisible();
  return dialog;
}
