import { endpoints, myShowroomMessages } from '@showroom/api';
import { finalUnitPriceCents } from '@showroom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inStockProductIds } from '../testing/freshShoppers.ts';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

/**
 * The pro's showroom and its prices (issue 35), on the suite's database (SQLite, and PostgreSQL
 * when SHOWROOM_TEST_DATABASE_URL is set): contractor@demo.test owns DEMO0001 (seeded at 12 %,
 * coupon 5 %). A new markup is every customer price from the very next request on, the
 * catalogue's cached showroom row included.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const CONTRACTOR = 'contractor@demo.test';

async function call(method: 'GET' | 'POST' | 'PUT', url: string, options: { as?: string; body?: object } = {}) {
  const response = await server.app.inject({
    method,
    url,
    ...(options.as ? { headers: { authorization: `Bearer ${await server.tokenFor(options.as)}` } } : {}),
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const setPricing = (markup_percent: unknown, coupon_percent: unknown, as = CONTRACTOR) =>
  call('PUT', '/api/pro/showroom/pricing', { as, body: { markup_percent, coupon_percent } });

async function wholesaleCents(productId: number): Promise<number> {
  const row = await server.database.db
    .selectFrom('products')
    .select('price_cents')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.price_cents);
}

/** What a customer pays in DEMO0001 at `markup`, in dollars. */
const priceAt = async (productId: number, markup: number) =>
  finalUnitPriceCents(await wholesaleCents(productId), markup) / 100;

async function productPagePrice(productId: number): Promise<number> {
  const answer = await call('GET', `/api/public?pid=${productId}&showroom=DEMO0001`);
  expect(answer.status).toBe(200);
  return endpoints.getProduct.response.parse(answer.body).data.price;
}

async function listedPrices(categoryId: number): Promise<{ id: number; price: number }[]> {
  const answer = await call('POST', '/api/visualization/products', {
    body: { category: categoryId, showroom: 'DEMO0001', per_page: 50 },
  });
  expect(answer.status).toBe(200);
  return endpoints.listShowroomProducts.response.parse(answer.body).data.data;
}

describe("the pro's showroom and its prices", () => {
  it("gives the contractor DEMO0001's public profile, markup and coupon", async () => {
    const { status, body } = await call('GET', '/api/pro/showroom', { as: CONTRACTOR });
    expect(status).toBe(200);
    const mine = endpoints.getMyShowroom.response.parse(body);
    expect(mine.message).toBe(myShowroomMessages.loaded);
    expect(mine.data).toMatchObject({ markup_percent: 12, coupon_percent: 5 });
    const profile = await call('GET', '/api/visualization/shop_profile?vsd_id=DEMO0001');
    expect(mine.data.profile).toEqual(endpoints.getShowroomProfile.response.parse(profile.body).data.data?.profile);
  });

  it('a contractor raises the markup from 10 to 25 %: the product page, the list, search and the cart follow at once', async () => {
    const [productId] = await inStockProductIds(server, 1);
    const product = await server.database.db
      .selectFrom('products')
      .select(['id', 'name', 'category_id'])
      .where('id', '=', productId!)
      .executeTakeFirstOrThrow();

    expect((await setPricing(10, null)).status).toBe(200);
    // Read once at 10 %, so the catalogue has cached the showroom's row.
    expect(await productPagePrice(product.id)).toBe(await priceAt(product.id, 10));
    const atTen = await listedPrices(product.category_id);
    expect(atTen.length).toBeGreaterThan(0);

    const raised = await setPricing(25, 5);
    expect(raised.status).toBe(200);
    expect(raised.body.message).toBe("Your showroom's prices are updated.");
    expect(endpoints.updateShowroomPricing.response.parse(raised.body).data).toMatchObject({
      markup_percent: 25,
      coupon_percent: 5,
    });

    expect(await productPagePrice(product.id)).toBe(await priceAt(product.id, 25));
    const atTwentyFive = await listedPrices(product.category_id);
    expect(atTwentyFive.map((row) => row.id)).toEqual(atTen.map((row) => row.id));
    for (const row of atTwentyFive) expect(row.price, `product ${row.id}`).toBe(await priceAt(row.id, 25));

    const search = await call('POST', '/api/products/search', {
      body: { q: product.name.split(/\s+/)[0]!, showroom: 'DEMO0001' },
    });
    const found = endpoints.searchProducts.response.parse(search.body).data.data;
    expect(found.length).toBeGreaterThan(0);
    for (const row of found) expect(row.price, `product ${row.id}`).toBe(await priceAt(row.id, 25));

    const cart = await call('POST', '/api/projectCart/sync_to_cart', {
      body: { product_id: product.id, quantity: 1, action: 'cart', showroom: 'DEMO0001' },
    });
    expect(cart.status).toBe(200);
    const line = endpoints.getCart.response.parse(cart.body).data.Project_tans[0]!;
    const page = endpoints.getProduct.response.parse(
      (await call('GET', `/api/public?pid=${product.id}&showroom=DEMO0001`)).body,
    ).data;
    expect(line.price).toBe(page.sizes[0]?.price ?? page.price);

    const mine = await call('GET', '/api/pro/showroom', { as: CONTRACTOR });
    expect(mine.body.data).toMatchObject({ markup_percent: 25, coupon_percent: 5 });
    await setPricing(12, 5);
  });

  it('keeps two decimals exactly (PostgreSQL stores the percentages as real)', async () => {
    expect((await setPricing(33.33, 12.35)).status).toBe(200);
    const mine = await call('GET', '/api/pro/showroom', { as: CONTRACTOR });
    expect(mine.body.data).toMatchObject({ markup_percent: 33.33, coupon_percent: 12.35 });
    const [productId] = await inStockProductIds(server, 1);
    expect(await productPagePrice(productId!)).toBe(await priceAt(productId!, 33.33));
    await setPricing(12, 5);
  });

  it("refuses what the rule refuses with a 422 and the rule's message, and stores nothing", async () => {
    const coupon = await setPricing(12, 15);
    expect(coupon.status).toBe(422);
    expect(coupon.body).toMatchObject({
      message: 'The coupon cannot exceed the markup.',
      errors: { coupon_percent: ['The coupon cannot exceed the markup.'] },
    });
    for (const [markup, coupon, field, message] of [
      [9.99, null, 'markup_percent', 'The markup must be at least 10%.'],
      [100.5, null, 'markup_percent', 'The markup can be at most 100%.'],
      [12.345, null, 'markup_percent', 'Use at most two decimals.'],
      ['12', null, 'markup_percent', 'Enter the markup as a number.'],
      [null, null, 'markup_percent', 'Enter the markup as a number.'],
      [12, -1, 'coupon_percent', 'The coupon cannot be negative.'],
      [12, 1.234, 'coupon_percent', 'Use at most two decimals.'],
    ] as const) {
      const answer = await setPricing(markup, coupon);
      expect(answer.status, `${markup}/${coupon}`).toBe(422);
      expect(answer.body.errors, `${markup}/${coupon}`).toEqual({ [field]: [message] });
    }
    const mine = await call('GET', '/api/pro/showroom', { as: CONTRACTOR });
    expect(mine.body.data).toMatchObject({ markup_percent: 12, coupon_percent: 5 });
  });

  it('answers 403 to a Vendor and a User, 401 to nobody, 404 to a contractor without a showroom', async () => {
    for (const as of ['vendor@demo.test', 'customer@demo.test']) {
      expect((await call('GET', '/api/pro/showroom', { as })).status).toBe(403);
      expect((await setPricing(20, null, as)).status).toBe(403);
    }
    expect((await call('GET', '/api/pro/showroom')).status).toBe(401);
    expect(
      (await call('PUT', '/api/pro/showroom/pricing', { body: { markup_percent: 20, coupon_percent: null } })).status,
    ).toBe(401);

    const { db } = server.database;
    const {
      id: _id,
      email: _email,
      ...contractor
    } = await db.selectFrom('users').selectAll().where('email', '=', CONTRACTOR).executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({ ...contractor, email: 'no-showroom@demo.test' })
      .execute();
    for (const answer of [
      await call('GET', '/api/pro/showroom', { as: 'no-showroom@demo.test' }),
      await setPricing(20, null, 'no-showroom@demo.test'),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('You have no showroom yet.');
    }
  });
});
