import type { Page } from '@playwright/test';
import type { Product } from '@showroom/api';
import { apiRequest, expect, test } from './fixtures.ts';
import { useActiveShowroom } from './showroom.ts';

/** §7 envelope of a successful answer. */
interface Envelope<Data> {
  readonly data: Data;
}

async function productByHash(hash: string): Promise<Product> {
  // The journeys shop in DEMO0001: its prices (the showroom's markup) are the ones shown.
  const answer = await apiRequest<Envelope<Product>>('/api/public', { query: { pid: hash, showroom: 'DEMO0001' } });
  expect(answer.status, `product ${hash}`).toBe(200);
  return answer.body.data;
}

const productCards = (page: Page) =>
  page.getByRole('list', { name: /^Tile Flooring, page \d+ of \d+$/ }).getByRole('article');

test('browse DEMO0001: showroom → Flooring → Tile Flooring → its products, page 2 from the address, Back returns to it', async ({
  page,
}) => {
  await useActiveShowroom(page, 'DEMO0001');
  await page.goto('/visualize/contractor/all');

  // The showroom's Flooring department (§2 Shop All), then a category with children: its own list.
  await page.getByRole('link', { name: 'Shop All Flooring' }).click();
  await expect(page).toHaveURL(/\/department\/flooring$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Flooring' })).toBeVisible();
  await expect(page).toHaveTitle('Flooring | Showroom');
  const categories = page.getByRole('list', { name: 'Flooring categories' });
  await expect(categories.getByRole('article')).toHaveCount(4);
  // The cards show the category pictures the server serves.
  await expect(categories.locator('img').first()).toHaveJSProperty('complete', true);
  await categories.getByRole('link', { name: 'Tile Flooring' }).click();
  await expect(page).toHaveURL(/\/department\/flooring\/tile-flooring$/);
  await expect(page.getByRole('list', { name: 'Tile Flooring categories' }).getByRole('link')).toHaveText([
    'Porcelain Tile',
    'Ceramic Tile',
  ]);

  // All of Tile Flooring: 10 of its products a page (§9), two pages.
  await page.getByRole('link', { name: 'Shop all Tile Flooring' }).click();
  await expect(page).toHaveURL(/\/category\/tile-flooring\/product$/);
  await expect(productCards(page)).toHaveCount(10);
  const summary = page.getByText(/^Showing \d+–\d+ of \d+ products$/);
  await expect(summary).toHaveText(/^Showing 1–10 of \d+ products$/);
  const total = Number((await summary.textContent())?.match(/of (\d+)/)?.[1]);
  const lastPage = Math.ceil(total / 10);
  expect(lastPage).toBeGreaterThan(1);

  // Page 2 from the address, as a shared link would open it.
  await page.goto('/category/tile-flooring/product?page=2');
  await expect(summary).toHaveText(`Showing 11–${Math.min(20, total)} of ${total} products`);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Page 1 by its button is a new address; Back returns to page 2.
  await page.getByRole('button', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/category\/tile-flooring\/product$/);
  await expect(summary).toHaveText(/^Showing 1–10 of/);
  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(summary).toHaveText(/^Showing 11–/);

  // The jump box clamps to the last page (§5): 99 becomes the last page.
  const jump = page.getByRole('textbox', { name: 'Go to page' });
  await jump.fill('99');
  await expect(jump).toHaveValue(String(lastPage));

  // A product, then Back to the same page of the list.
  const first = productCards(page).first().getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9]+\/DEMO0001$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/tile-flooring\/product\?page=2$/);
  await expect(summary).toHaveText(/^Showing 11–/);
});

test('a box product: price per square foot, the calculator gives whole boxes (into the server cart), and search engines get JSON-LD', async ({
  page,
}) => {
  await useActiveShowroom(page, 'DEMO0001');
  const list = await apiRequest<Envelope<{ data: { hash: string; uom: string }[] }>>('/api/visualization/products', {
    method: 'POST',
    body: { category: 'porcelain-tile', showroom: 'DEMO0001', page: 1 },
  });
  const hash = list.body.data.data.find((product) => product.uom === 'Box')?.hash;
  if (!hash) throw new Error('Porcelain Tile has no box product.');
  const product = await productByHash(hash);
  const boxSqft = product.box_sqft as number;

  await page.goto(`/product/${hash}/DEMO0001`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(`$${product.price.toFixed(2)}`).first()).toBeVisible();
  await expect(page.getByText(`$${(product.price / boxSqft).toFixed(2)}`).first()).toBeVisible();
  await expect(page.getByText(`Each box covers ${boxSqft} sq ft`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'One fewer' })).toBeDisabled();

  // 150 sq ft with the default 10 % allowance: 165 sq ft, in whole boxes.
  const calculator = page.getByRole('region', { name: 'How many boxes do I need?' });
  await calculator.getByRole('textbox', { name: 'Area (sq ft)' }).fill('150');
  await expect(calculator.getByRole('textbox', { name: 'Waste allowance (%)' })).toHaveValue('10');
  const boxes = Math.ceil((15000 * 110) / (Math.round(boxSqft * 100) * 100));
  const total = ((boxes * Math.round(product.price * 100)) / 100).toFixed(2);
  await expect(
    calculator.getByText(`${boxes} boxes · $${Number(total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
  ).toBeVisible();
  await calculator.getByRole('button', { name: `Use ${boxes} boxes` }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity (boxes)' })).toHaveValue(String(boxes));

  // Title, meta description and JSON-LD Product with its offer.
  await expect(page).toHaveTitle(`${product.name} | Showroom`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${product.name} by `));
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(json ?? '{}')).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    offers: { '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'USD' },
  });

  // The rows below: customers also viewed and top products come from the server.
  await expect(page.getByRole('region', { name: 'Top products' }).getByRole('article').first()).toBeVisible();

  // The calculator's boxes straight into a guest cart: the server's cart has that quantity.
  await calculator.getByRole('button', { name: `Add ${boxes} boxes to cart` }).click();
  await expect(page.getByText(`Added ${boxes} boxes to your cart.`)).toBeVisible();
  const cartId = await page.evaluate(() => window.localStorage.getItem('cart_id'));
  expect(cartId, 'a guest cart id is kept (§3)').toBeTruthy();
  const cart = await apiRequest<Envelope<{ Project_tans: { product_id: number; qty: number }[] }>>('/api/cart', {
    query: { cart_id: cartId ?? '' },
  });
  expect(cart.status).toBe(200);
  expect(cart.body.data.Project_tans).toEqual([expect.objectContaining({ product_id: product.id, qty: boxes })]);
});

test('sort and filter Tile Flooring on the real server: cheapest first, one brand, Back undoes a filter, the address keeps them', async ({
  page,
}) => {
  await useActiveShowroom(page, 'DEMO0001');
  await page.goto('/category/tile-flooring/product');
  await expect(productCards(page)).toHaveCount(10);

  // Price: low to high, across the first page; the address says so.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/\?sort=price_asc$/);
  // The address changes before the sorted answer is drawn (the old list stays until then), so
  // the check waits for ten sorted prices rather than reading the list once.
  const shownPrices = async () =>
    (await productCards(page).allTextContents()).map((text) =>
      Number(/\$([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, '')),
    );
  await expect
    .poll(
      async () => {
        const prices = await shownPrices();
        return prices.length === 10 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
      },
      { message: 'ten product cards, cheapest first' },
    )
    .toBe(true);

  // One brand: its count in the panel is the list's count, every card is that brand.
  await page.getByRole('button', { name: 'Filters' }).click();
  const brand = page.getByRole('group', { name: 'Filters' }).getByRole('checkbox').first();
  const [, name, count] =
    /^(.*) \((\d+)\)$/.exec(await brand.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? '')) ??
    [];
  await brand.click();
  await expect(brand).toBeChecked();
  await expect(page).toHaveURL(
    new RegExp(`sort=price_asc&brand=${encodeURIComponent(name!).replace(/%20/g, '(\\+|%20)')}$`),
  );
  await expect(page.getByText(new RegExp(`^(Showing 1–\\d+ of ${count} products|${count} products?)$`))).toBeVisible();
  for (const card of await productCards(page).all()) await expect(card).toContainText(name!);
  // The panel stayed open (the page changed its address in place).
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');

  // Reload keeps sort and filter; Back removes the brand again.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Filters in use' }).getByRole('button', { name: `Remove filter: ${name}` }),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?sort=price_asc$/);
  await expect(page.getByText(/^Showing 1–10 of \d+ products$/)).toBeVisible();
});
