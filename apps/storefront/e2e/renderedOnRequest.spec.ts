import type { Request } from '@playwright/test';
import type { ProductSummary } from '@showroom/api';
import {
  apiRequest,
  appRendered,
  expect,
  holdAppCode,
  markupHeadingKept,
  openPastGuestMarkup,
  rememberMarkupHeading,
  test,
} from './fixtures.ts';
import { useActiveShowroom } from './showroom.ts';
import { topProducts } from './shopping.ts';

/**
 * Catalogue pages are rendered on request by the server (src/prerender/renderCataloguePage.tsx,
 * apps/server pageRenderer.ts): the HTML holds the products and the answers they were drawn
 * with, so a first-time guest sees them before the app's code runs, and the app takes the page
 * over without asking the server again.
 */

type ListedProduct = Pick<ProductSummary, 'name' | 'hash' | 'image' | 'picture'>;

async function firstListedProducts(category: string): Promise<ListedProduct[]> {
  const answer = await apiRequest<{ data: { data: ListedProduct[] } }>('/api/visualization/products', {
    body: { category, page: 1, per_page: 10 },
  });
  expect(answer.status).toBe(200);
  expect(answer.body.data.data.length).toBeGreaterThan(1);
  return answer.body.data.data;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

test('the HTML of a product list and a product page holds their products, head and answers', async ({ page }) => {
  const [first, second] = await firstListedProducts('appliances');
  const list = await (await page.request.get('/category/appliances/product')).text();
  expect(list).toContain('<title>Appliances Products | Showroom</title>');
  expect(list).toContain(`<h1`);
  for (const product of [first, second]) expect(list).toContain(escaped(product?.name ?? 'missing'));
  // Each card's picture in every format, the server's own, with its size set.
  expect(first?.picture).toBeDefined();
  expect(list).toContain(`src="${first?.picture?.src}"`);
  expect(list).toContain(`srcSet="${first?.picture?.sources[0]?.srcset}"`);
  expect(list).toMatch(new RegExp(`<img[^>]*width="${first?.picture?.width}" height="${first?.picture?.height}"`));
  expect(list).toMatch(/<script type="application\/json" id="catalogue-answers">\[\["products::appliances:1:/);

  const [top] = await topProducts(1);
  const product = await (await page.request.get(`/product/${top?.hash}`)).text();
  expect(product).toContain(`<title>${escaped(top?.name ?? 'missing')} | Showroom</title>`);
  expect(product).toMatch(new RegExp(`<h1[^>]*>${escaped(top?.name ?? 'missing')}</h1>`));
  // The gallery's main picture (the close-up) is preloaded from the head, fetched first.
  const head = product.slice(0, product.indexOf('</head>'));
  expect(head).toMatch(
    new RegExp(
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/media/pictures/p${top?.id}-[0-9a-f]{16}/closeup-400\\.avif 400w`,
    ),
  );
  // The rows under the product load in the browser: without it (noscript) they are not shown as loading forever.
  expect(product).toMatch(/<section[^>]*aria-labelledby="row-also-viewed"[^>]*data-needs-script="true"/);
  expect(product).toMatch(/<noscript>\s*<style>\s*\[data-needs-script\]\s*\{\s*display:\s*none\s*!important/);
  const structured = /<script type="application\/ld\+json" id="catalogue-structured-data">([^<]+)<\/script>/.exec(
    product,
  );
  expect(JSON.parse(structured?.[1] ?? 'null')).toMatchObject({
    '@type': 'Product',
    name: top?.name,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'USD',
      url: expect.stringMatching(new RegExp(`/product/${top?.hash}$`)),
    },
  });
});

test('a first-time guest sees the products before the app runs; the app takes over without asking again', async ({
  context,
}) => {
  const [first] = await firstListedProducts('appliances');
  const page = await context.newPage();
  const listRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/visualization/products')) listRequests.push(request);
  });
  const release = await holdAppCode(page);
  await page.goto('/category/appliances/product', { waitUntil: 'domcontentloaded' });
  const rendered = page.locator('[data-prerendered]');
  await expect(rendered.getByRole('heading', { level: 1 })).toHaveText('Appliances');
  await expect(rendered.getByText(first?.name ?? 'missing', { exact: true })).toBeVisible();
  await expect(rendered).toHaveAttribute('inert', '');

  await rememberMarkupHeading(page);

  release();
  await appRendered(page);
  await expect(page.getByText(first?.name ?? 'missing', { exact: true })).toBeVisible();
  expect(listRequests).toHaveLength(0);
  // Hydrated, not replaced: the heading on screen is the server's node (a mismatch would replace it).
  expect(await markupHeadingKept(page)).toBe(true);
  // The page is the app's: the next page of the list is asked for and shown.
  await page.getByRole('navigation', { name: 'Products pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect.poll(() => listRequests.length).toBe(1);
  await page.close();
});

test("a returning shopper's showroom: the guest's render never shows, the shopper's page does", async ({ context }) => {
  const page = await context.newPage();
  await useActiveShowroom(page, 'DEMO0001');
  await openPastGuestMarkup(page, '/category/appliances/product');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Appliances');
  // The shopper's own showroom is asked for its prices.
  await expect(page.getByRole('banner').getByText('Shopping starts in a showroom.')).toHaveCount(0);
  await page.close();
});

test('a guest who has only looked at products still gets the rendered page, with the products seen', async ({
  context,
}) => {
  const [seen, next] = await topProducts(2);
  const page = await context.newPage();
  await page.goto(`/product/${seen?.hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen?.name ?? 'missing');

  // The view is recorded once the page is the app's.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('recently_viewed')))
    .toBe(JSON.stringify([seen?.id]));

  const release = await holdAppCode(page);
  await page.goto(`/product/${next?.hash}`, { waitUntil: 'domcontentloaded' });
  // The stored view does not make the markup stale: it shows at once and is hydrated.
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender-stale', '');
  await expect(page.locator('[data-prerendered] h1')).toHaveText(next?.name ?? 'missing');
  await rememberMarkupHeading(page);
  release();
  await appRendered(page);
  expect(await markupHeadingKept(page)).toBe(true);
  await expect(
    page.getByRole('region', { name: 'Recently viewed' }).getByText(seen?.name ?? 'missing', { exact: true }),
  ).toBeVisible();
  await page.close();
});

test('the catalogue shows each product as its own picture: no stand-in drawings, every picture sized before it loads', async ({
  page,
}) => {
  await useActiveShowroom(page, 'DEMO0001');
  const [first] = await firstListedProducts('subway-tile');
  for (const path of ['/category/subway-tile/product', `/product/${first?.hash}/DEMO0001`]) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const pictures = main.locator('img');
    await expect(pictures.first()).toBeVisible();
    const found = await pictures.evaluateAll((images) =>
      images.map((image) => ({
        src: (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        inPicture: image.parentElement?.tagName === 'PICTURE',
      })),
    );
    expect(found.length, path).toBeGreaterThan(0);
    for (const image of found) {
      expect(image.src, path).toMatch(
        /\/media\/pictures\/p\d+-[0-9a-f]{16}\/(swatch|closeup|room)-\d+\.(avif|webp|jpg)$/,
      );
      expect(image.inPicture, path).toBe(true);
      expect(Number(image.width), path).toBeGreaterThan(0);
      expect(Number(image.height), path).toBeGreaterThan(0);
    }
  }
});
