import { apiRequest, expect, test } from './fixtures.ts';
import { useActiveShowroom } from './showroom.ts';
import { apiSignIn, newVerifiedCustomer, payWithCard, placeOrderButton, signIn, type ShopProduct } from './shopping.ts';

/**
 * Issue 30: a guest shopping in a showroom keeps that showroom and its prices when signing in,
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

test('a guest cart in a showroom keeps its showroom and prices through sign-in; page, cart, payment and order agree; the contractor earns the markup', async ({
  page,
}, testInfo) => {
  const customer = await newVerifiedCustomer(testInfo.testId, {
    prefix: 'showroom-prices',
    fullName: 'Sasha Showroom',
    phone: '2135550177',
  });
  const product = await inStockProduct();
  await useActiveShowroom(page, SHOWROOM);

  // The price the product page shows in the showroom, then Add to cart as a guest.
  await page.goto(`/product/${product.hash}`);
  const shown = page.locator('[data-size="lg"] [data-part="amount"]').first();
  await expect(shown).toBeVisible();
  const shownText = (await shown.textContent())?.trim() ?? '';
  expect(shownText).toMatch(/^\$[\d,]+\.\d{2}$/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/^Added 1 /)).toBeVisible();

  // Checkout as a guest goes through Sign in; the cart is attached to the account.
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await signIn(page, customer.email);
  await expect(page).toHaveURL(/\/checkout$/);

  const token = await apiSignIn(customer.email);
  const cart = await apiRequest<{ data: Cart }>('/api/projectCart', { token });
  expect(cart.status).toBe(200);
  expect(cart.body.data.showroom).toBe(SHOWROOM);
  const line = cart.body.data.Project_tans.find((each) => each.product_id === product.id);
  expect(line && usd(line.price)).toBe(shownText);

  // The payment page's button says the cart's total; the order charges exactly it.
  await payWithCard(page, '4242424242424242', 'Sasha Showroom');
  await expect(placeOrderButton(page)).toHaveText(`Place order · ${usd(cart.body.data.total)}`);
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/thankyou\?order=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order'));

  const orders = await apiRequest<{ data: { data: Order[] } }>('/api/orders', { token });
  const order = orders.body.data.data.find((each) => each.id === orderId);
  expect(order).toMatchObject({ showroom: SHOWROOM, total: cart.body.data.total });

  // The showroom's contractor sees the sale, with the markup earned on it.
  const contractor = await apiSignIn('contractor@demo.test');
  const items = await apiRequest<{ data: { items: OrderItem[] } }>(`/api/orders/${orderId}/items`, {
    token: contractor,
  });
  expect(items.status).toBe(200);
  const sold = items.body.data.items.find((item) => item.product_id === product.id);
  expect(sold && usd(sold.final_price)).toBe(shownText);
  expect(sold?.contractor_markup_amt).toBeGreaterThan(0);
});
