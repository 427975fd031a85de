import type { Page } from '@playwright/test';
import { storageKeys } from '../src/state/storageKeys.ts';
import { apiRequest, expect, test } from './fixtures.ts';
import {
  cartBadge,
  newVerifiedCustomer,
  payWithCard,
  placeOrderButton,
  type ShopProduct as Product,
} from './shopping.ts';

/**
 * A project's cart against the real server (issue 34): edited on /projects through the cart's
 * queue (update_project_cart), added to the cart in one sync_to_bulk_cart, and checked out.
 * A customer of its own: journeys share one database, and the demo customer's kitchen is
 * looked at by projects.spec.ts as the demo made it.
 */

interface CartLine {
  readonly product_id: number;
  readonly qty: number;
  readonly in_stock: boolean;
}
interface Cart {
  readonly cart_id: string;
  readonly project_id: number | null;
  readonly Project_tans: readonly CartLine[];
}

/** In-stock products of the demo showroom's top products (a scratch guest cart says which are in stock). */
async function inStockProducts(count: number): Promise<Product[]> {
  const top = await apiRequest<{ data: Product[] }>('/api/top_products/', { body: { showroom: 'DEMO0001' } });
  expect(top.status).toBe(200);
  const found: Product[] = [];
  let cartId: string | null = null;
  for (const product of top.body.data) {
    if (found.length === count) break;
    const added: { status: number; body: { data: Cart } } = await apiRequest('/api/projectCart/sync_to_cart', {
      body: { product_id: product.id, quantity: 1, action: 'cart', ...(cartId ? { cart_id: cartId } : {}) },
    });
    expect(added.status).toBe(200);
    cartId = added.body.data.cart_id;
    if (added.body.data.Project_tans.find((line) => line.product_id === product.id)?.in_stock) found.push(product);
  }
  expect(found).toHaveLength(count);
  return found;
}

/** A project of the customer in DEMO0001 with these lines in its cart. */
async function projectWith(
  token: string,
  name: string,
  lines: readonly { product: Product; quantity: number }[],
): Promise<number> {
  const created = await apiRequest<{ data: number }>('/api/projectCart', {
    method: 'POST',
    token,
    body: { my_item: { showroom: 'DEMO0001' }, name },
  });
  expect([200, 201]).toContain(created.status);
  const project = created.body.data;
  const added = await apiRequest('/api/projectCart/sync_to_bulk_cart', {
    token,
    body: {
      project,
      showroom: 'DEMO0001',
      items: lines.map(({ product, quantity }) => ({ product_id: product.id, quantity })),
    },
  });
  expect(added.status).toBe(200);
  return project;
}

async function projectCartOf(token: string, project: number): Promise<Cart> {
  const answer = await apiRequest<{ data: Cart }>('/api/projectCart', { query: { project: String(project) }, token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const quantities = (cart: Cart) =>
  Object.fromEntries(cart.Project_tans.map((line) => [line.product_id, line.qty])) as Record<number, number>;

/** The project's cart panel on /projects, once its lines are there. */
const cartPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Cart' });
const lineOf = (page: Page, product: Product) =>
  cartPanel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: product.name, exact: true }) });

test.describe("a project's cart against the real server", () => {
  test('the customer edits a project’s cart, adds it all to the cart in one request and checks out with 4242 4242 4242 4242', async ({
    page,
  }, testInfo) => {
    const { token } = await newVerifiedCustomer(testInfo.testId, {
      prefix: 'project-cart',
      fullName: 'Parker Project',
      phone: '2135550145',
    });
    const [tile, vanity, faucet] = await inStockProducts(3);
    if (!tile || !vanity || !faucet) throw new Error('DEMO0001 has three products in stock.');
    const bathroom = await projectWith(token, 'Bathroom remodel', [
      { product: tile, quantity: 2 },
      { product: vanity, quantity: 3 },
      { product: faucet, quantity: 1 },
    ]);
    // The cart /cart shows is another project's, holding one of the same products.
    const everyday = await projectWith(token, 'Everyday cart', [{ product: tile, quantity: 1 }]);
    await page.addInitScript(
      ([tokenKey, tokenValue, projectKey, projectValue]) => {
        // Once: a reload keeps what the storefront itself stored since.
        if (window.localStorage.getItem(tokenKey) !== null) return;
        window.localStorage.setItem(tokenKey, tokenValue);
        window.localStorage.setItem(projectKey, projectValue);
      },
      [storageKeys.authToken, token, storageKeys.project, String(everyday)] as const,
    );

    await page.goto(`/projects?project=${bathroom}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Bathroom remodel' })).toBeVisible();
    await expect(cartPanel(page).getByRole('list', { name: '3 cart lines' })).toBeVisible();
    await expect(cartBadge(page)).toHaveAccessibleName(/ 1 item in cart$/);

    // One more vanity: shown at once, saved (update_project_cart), the totals from the server.
    const vanityLine = lineOf(page, vanity);
    await vanityLine.getByRole('button', { name: `Increase quantity of ${vanity.name}` }).click();
    await expect(vanityLine.getByRole('spinbutton', { name: `Quantity of ${vanity.name}` })).toHaveValue('4');
    await expect(cartPanel(page).getByText('Saving…')).toHaveCount(0);
    await expect(cartPanel(page).getByLabel('Cart totals')).toContainText('7');
    await expect(cartPanel(page).getByRole('status')).toHaveText(/^Project cart updated\. 7 items, total \$[\d,.]+\.$/);

    // The faucet goes: the focus on the panel's heading, the list one line shorter.
    await lineOf(page, faucet)
      .getByRole('button', { name: `Remove ${faucet.name}` })
      .click();
    await expect(cartPanel(page).getByRole('list', { name: '2 cart lines' })).toBeVisible();
    await expect(cartPanel(page).getByRole('heading', { level: 3, name: "This project's cart" })).toBeFocused();
    await expect(cartPanel(page).getByRole('status')).toHaveText(
      new RegExp(`^${faucet.name} removed from this project\\. Project cart updated\\. 6 items`),
    );
    expect(quantities(await projectCartOf(token, bathroom))).toEqual({ [tile.id]: 2, [vanity.id]: 4 });

    // A reload shows what the server kept.
    await page.reload();
    await expect(cartPanel(page).getByRole('list', { name: '2 cart lines' })).toBeVisible();
    await expect(lineOf(page, vanity).getByRole('spinbutton', { name: `Quantity of ${vanity.name}` })).toHaveValue('4');

    // Add all to cart: one sync_to_bulk_cart, then /cart with the lines merged into the cart.
    const bulkAdds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/projectCart/sync_to_bulk_cart')) {
        bulkAdds.push(request.url());
      }
    });
    await cartPanel(page).getByRole('button', { name: 'Add all to cart' }).dblclick();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${tile.name}` })).toHaveValue('3');
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${vanity.name}` })).toHaveValue('4');
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${faucet.name}` })).toHaveCount(0);
    await expect(cartBadge(page)).toHaveAccessibleName(/ 7 items in cart$/);
    expect(bulkAdds).toHaveLength(1);
    // The project keeps its list; the cart is the everyday one.
    expect(quantities(await projectCartOf(token, bathroom))).toEqual({ [tile.id]: 2, [vanity.id]: 4 });
    expect(quantities(await projectCartOf(token, everyday))).toEqual({ [tile.id]: 3, [vanity.id]: 4 });

    // Checkout to the thank-you page.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('complementary', { name: 'Order summary' }).getByText(vanity.name)).toBeVisible();
    await payWithCard(page, '4242424242424242', 'Parker Project');
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/thankyou\?order=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Order WV-/ })).toBeVisible();
  });
});
