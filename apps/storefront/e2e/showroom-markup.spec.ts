import { apiRequest, expect, test } from './fixtures.ts';
import { proSignIn, roleContext } from './orders.ts';
import { showroomProfile } from './showroom.ts';

/**
 * Issue 35: a contractor runs their showroom from /account. They give customers its link and
 * raise its markup; a customer who follows the link is in that showroom at once and pays the
 * new price on the next page they open. TILE4YOU (contractor2's) is used: no other journey
 * reads its prices.
 */
const SHOWROOM = 'TILE4YOU';
const CONTRACTOR = 'contractor2@demo.test';

interface Product {
  readonly id: number;
  readonly hash: string;
  readonly price: number;
}

async function topProduct(): Promise<Product> {
  const top = await apiRequest<{ data: Product[] }>('/api/top_products/', { body: { showroom: SHOWROOM } });
  expect(top.status).toBe(200);
  const product = top.body.data[0];
  if (!product) throw new Error(`${SHOWROOM} has no top product.`);
  return product;
}

/** The product's price in the showroom, as the server prices it now. */
async function priceNow(product: Product): Promise<number> {
  const answer = await apiRequest<{ data: { price: number } }>('/api/public', {
    query: { pid: product.hash, showroom: SHOWROOM },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.price;
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('a contractor raises the markup on /account; a customer following the showroom link pays the new price', async ({
  page,
  browser,
}) => {
  const profile = await showroomProfile(SHOWROOM);
  const product = await topProduct();
  const before = await priceNow(product);

  // The contractor's showroom at a glance.
  await proSignIn(page, CONTRACTOR);
  const section = page.getByRole('region', { name: 'Your showroom' });
  await expect(section.getByText(SHOWROOM, { exact: true })).toBeVisible();
  const link = section.getByRole('link', { name: new RegExp(`showroom=${SHOWROOM}$`) });
  const address = await link.getAttribute('href');
  expect(address).toMatch(new RegExp(`/visualize/contractor/all\\?showroom=${SHOWROOM}$`));
  await expect(section.getByRole('img', { name: /^QR code of / })).toBeVisible();

  // Five points more than it is now (the journey may run again on the same database).
  const markup = section.getByRole('textbox', { name: /^Markup/ });
  const oldMarkup = Number(await markup.inputValue());
  const newMarkup = oldMarkup + 5;
  await markup.fill(String(newMarkup));
  await section.getByRole('textbox', { name: /^Coupon/ }).fill('');
  await section.getByRole('button', { name: 'Save markup' }).click();
  await expect(section.getByRole('status').filter({ hasText: "Your showroom's prices are updated." })).toBeVisible();

  // The server prices by it at once: the wholesale price times the new factor, to the cent.
  const after = await priceNow(product);
  expect(after).toBeGreaterThan(before);
  expect(Math.abs(after - (before * (100 + newMarkup)) / (100 + oldMarkup))).toBeLessThanOrEqual(0.02);

  // A customer (another browser) follows the link: the showroom opens, and its product page says the new price.
  const { context, problems } = await roleContext(browser);
  const customer = await context.newPage();
  await customer.goto(address!);
  await expect(customer.getByRole('heading', { level: 1, name: profile.company_name })).toBeVisible();
  await expect(customer).toHaveURL(/\/visualize\/contractor\/all$/);
  await customer.goto(`/product/${product.hash}`);
  await expect(customer.locator('[data-size="lg"] [data-part="amount"]').first()).toHaveText(usd(after));
  await context.close();
  expect(problems).toEqual([]);
});
