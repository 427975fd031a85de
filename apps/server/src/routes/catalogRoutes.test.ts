import { endpoints, productSchema, shopProfilePayloadSchema } from '@showroom/api';
import { DEMO_SHOWROOM_IDS, alsoViewedReference, getDemoDataset } from '@showroom/api/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

let server: TestServer;
/** The server's time; null is the real time (the product-view test sets days). */
let fixedNow: Date | null = null;
beforeAll(async () => {
  server = await createTestServer({ clock: () => fixedNow ?? new Date() });
});
afterAll(async () => {
  await server.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string) {
  const response = await server.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as { success: boolean; message: string; data: never } };
}

describe('showroom search', () => {
  it('finds DEMO0001 by part of its ID, case-insensitively, in the contract shape', async () => {
    const { status, body } = await call('GET', '/api/visualization/showrooms?s=demo00');
    expect(status).toBe(200);
    expect(endpoints.searchShowrooms.response.parse(body).data.data).toEqual([
      expect.objectContaining({ vsd_id: 'DEMO0001' }),
    ]);
  });

  it('finds by company name and lists every showroom for an empty text', async () => {
    const byName = await call('GET', '/api/visualization/showrooms?s=oak%20%26%20stone');
    expect(byName.body.data).toMatchObject({ total: 1, data: [{ vsd_id: 'OAKS2026' }] });
    const all = await call('GET', '/api/visualization/showrooms');
    expect((all.body.data as { total: number }).total).toBe(DEMO_SHOWROOM_IDS.length);
  });

  it('pages the list, and a page past the last gives the last (§3)', async () => {
    const count = DEMO_SHOWROOM_IDS.length;
    const second = await call('GET', '/api/visualization/showrooms?per_page=1&page=2');
    expect(second.body.data).toMatchObject({ total: count, current_page: 2, last_page: count });
    const beyond = await call('GET', '/api/visualization/showrooms?s=demo&per_page=1&page=99');
    expect(beyond.body.data).toMatchObject({ total: 1, current_page: 1, data: [{ vsd_id: 'DEMO0001' }] });
    const pages = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        call('GET', `/api/visualization/showrooms?per_page=1&page=${index + 1}`),
      ),
    );
    const ids = pages.map((page) => (page.body.data as { data: { vsd_id: string }[] }).data[0]?.vsd_id);
    expect(new Set(ids).size).toBe(count);
  });

  it('does not search for one or two characters (§5) and treats % and _ literally', async () => {
    expect((await call('GET', '/api/visualization/showrooms?s=de')).body.data).toMatchObject({ total: 0, data: [] });
    expect((await call('GET', '/api/visualization/showrooms?s=%25%25%25')).body.data).toMatchObject({ total: 0 });
    expect((await call('GET', '/api/visualization/showrooms?s=___')).body.data).toMatchObject({ total: 0 });
    const backslashes = await call('GET', '/api/visualization/showrooms?s=%5C%5C%5C');
    expect(backslashes.status).toBe(200);
    expect(backslashes.body.data).toMatchObject({ total: 0 });
  });

  it('finds text anywhere in the ID or name, whatever its case', async () => {
    const middle = await call('GET', '/api/visualization/showrooms?s=MO000');
    expect(middle.body.data).toMatchObject({ total: 1, data: [{ vsd_id: 'DEMO0001' }] });
    const mixed = await call('GET', '/api/visualization/showrooms?s=k%20%26%20StOnE');
    expect(mixed.body.data).toMatchObject({ total: 1, data: [{ vsd_id: 'OAKS2026' }] });
  });

  it('finds a name with letters beyond ASCII as typed', async () => {
    // The search text and the name must be folded alike: JavaScript's toLowerCase turns É into
    // é where SQLite's lower() leaves it, so a name typed exactly as written was not found.
    const { db } = server.database;
    const tiles = () => db.updateTable('shops').where('vsd_id', '=', 'TILE4YOU');
    const { company_name: original } = await db
      .selectFrom('shops')
      .select('company_name')
      .where('vsd_id', '=', 'TILE4YOU')
      .executeTakeFirstOrThrow();
    await tiles().set({ company_name: 'Éclat Tiles' }).execute();
    try {
      const found = await call('GET', `/api/visualization/showrooms?s=${encodeURIComponent('Éclat')}`);
      expect(found.body.data).toMatchObject({ total: 1, data: [{ vsd_id: 'TILE4YOU' }] });
    } finally {
      await tiles().set({ company_name: original }).execute();
    }
  });
});

describe('shop profile and menus', () => {
  it('returns the profile and category tree by showroom or vsd_id', async () => {
    for (const query of ['showroom=DEMO0001', 'vsd_id=demo0001']) {
      const { status, body } = await call('GET', `/api/visualization/shop_profile?${query}`);
      expect(status).toBe(200);
      const payload = shopProfilePayloadSchema.parse(body.data);
      expect(payload.data?.profile.vsd_id).toBe('DEMO0001');
      expect(payload.data?.category.length).toBeGreaterThan(0);
      expect(payload.data?.category[0]?.children.length).toBeGreaterThan(0);
    }
  });

  it('answers an empty profile when no showroom matches', async () => {
    const { status, body } = await call('GET', '/api/visualization/shop_profile?showroom=NOPE0000');
    expect(status).toBe(200);
    expect(body.data).toEqual({ data: null });
  });

  it("lists only the showroom's departments and categories in the menus", async () => {
    const full = await call('GET', '/api/menu_category?showroom=DEMO0001');
    const tiles = await call('GET', '/api/menu_category?vsd_id=TILE4YOU');
    const count = (menus: { categories: unknown[] }[]) => menus.reduce((sum, menu) => sum + menu.categories.length, 0);
    expect(endpoints.getMenuCategories.response.parse(full.body).data.length).toBeGreaterThan(0);
    expect(count(tiles.body.data)).toBeLessThan(count(full.body.data));
    const neither = await call('GET', '/api/menu_category');
    expect(neither.status).toBe(422);
    expect((neither.body as { errors?: unknown }).errors).toEqual({
      showroom: [endpoints.getMenuCategories.requires?.message],
    });
  });
});

describe('products', () => {
  it('each know their top-level category, and a category page reads them in id order', async () => {
    const mismatched = await server.database.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select('products.id')
      .where((eb) =>
        eb.or([
          eb('products.top_category_id', 'is', null),
          eb('products.top_category_id', '!=', eb.fn.coalesce('categories.parent_id', 'products.category_id')),
        ]),
      )
      .execute();
    expect(mismatched).toEqual([]);
    for (const [category, where] of [
      [1, 'top-level'],
      [102, 'child'],
    ] as const) {
      const rows = await server.database.db
        .selectFrom('products')
        .innerJoin('categories', 'categories.id', 'products.category_id')
        .select('products.id')
        .where((eb) => eb.or([eb('categories.id', '=', category), eb('categories.parent_id', '=', category)]))
        .orderBy('products.id')
        .execute();
      expect(rows.length, where).toBeGreaterThan(6);
      const { body } = await call('POST', '/api/visualization/products', { category, page: 2, per_page: 5 });
      const page = body.data as { data: { id: number }[]; total: number };
      expect(
        page.data.map((product) => product.id),
        where,
      ).toEqual(rows.slice(5, 10).map((row) => row.id));
      expect(page.total, where).toBe(rows.length);
    }
  });

  it('lists a product filed under a top-level category itself with that category, not its children', async () => {
    const own = await createTestServer();
    try {
      const vendorId = await own.userIdOf('vendor@demo.test');
      await own.database.db
        .insertInto('products')
        .values({
          id: 5,
          hash: 'direct-in-top',
          category_id: 1,
          top_category_id: 1,
          vendor_id: vendorId,
          sku: 'TOP-1',
          name: 'Filed under the top category',
          brand: 'Acme',
          description: '',
          price_cents: 1000,
          uom: 'Piece',
          image: '/media/products/x.svg',
          created_at: new Date().toISOString(),
        })
        .execute();
      const list = async (category: number) => {
        const response = await own.app.inject({
          method: 'POST',
          url: '/api/visualization/products',
          payload: { category, per_page: 100 },
        });
        return (response.json() as { data: { data: { id: number }[]; total: number } }).data;
      };
      const top = await list(1);
      expect(top.data[0]?.id).toBe(5);
      expect(top.total).toBe(top.data.length);
      const children = await Promise.all([101, 102, 103].map(list));
      expect(top.total).toBe(1 + children.reduce((sum, child) => sum + child.total, 0));
      for (const child of children) expect(child.data.map((product) => product.id)).not.toContain(5);
    } finally {
      await own.close();
    }
  });

  it('pages a category with its children, 10 per page by default', async () => {
    const { status, body } = await call('POST', '/api/visualization/products', { category: 1, showroom: 'DEMO0001' });
    expect(status).toBe(200);
    const page = endpoints.listShowroomProducts.response.parse(body).data;
    expect(page.per_page).toBe(10);
    expect(page.data).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    const second = await call('POST', '/api/visualization/products', { category: 'appliances', page: 2 });
    expect((second.body.data as { current_page: number }).current_page).toBe(2);
    expect((second.body.data as { data: { id: number }[] }).data[0]?.id).not.toBe(page.data[0]?.id);
  });

  it('is empty for a category the showroom does not carry, or an unknown one', async () => {
    // OAKS2026 carries kitchen and bath only; category 2 (Artificial Turf) is outdoor.
    const other = await call('POST', '/api/visualization/products', { category: 2, showroom: 'OAKS2026' });
    expect(other.body.data).toMatchObject({ total: 0, data: [] });
    const unknown = await call('POST', '/api/visualization/products', { category: 'no-such-category' });
    expect(unknown.body.data).toMatchObject({ total: 0 });
  });

  it('returns one product by id or hash, and 404 for none', async () => {
    const list = await call('POST', '/api/visualization/products', { category: 1 });
    const first = (list.body.data as { data: { id: number; hash: string }[] }).data[0];
    const byId = await call('GET', `/api/public?pid=${first?.id}`);
    const byHash = await call('GET', `/api/public?pid=${first?.hash}`);
    expect(productSchema.parse(byId.body.data).id).toBe(first?.id);
    expect(byHash.body.data).toEqual(byId.body.data);
    const missing = await call('GET', '/api/public?pid=zzzzzzzz');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Record not found for processing.');
  });

  it("says the product's minimum unit, the one the cart enforces", async () => {
    const list = await call('POST', '/api/visualization/products', { category: 1 });
    const first = (list.body.data as { data: { id: number }[] }).data[0]!;
    expect((await call('GET', `/api/public?pid=${first.id}`)).body.data).toMatchObject({ min_qty: 1 });
    await server.database.db.updateTable('products').set({ min_qty: 3 }).where('id', '=', first.id).execute();
    try {
      // Read raw, not through the schema, whose default would hide a missing field.
      const page = (await call('GET', `/api/public?pid=${first.id}`)).body.data as { min_qty?: number };
      expect(page.min_qty).toBe(3);
      const add = (quantity: number) =>
        call('POST', '/api/projectCart/sync_to_cart', { product_id: first.id, quantity, action: 'cart' });
      expect((await add(page.min_qty! - 1)).status).toBe(422);
      expect((await add(page.min_qty!)).status).toBe(200);
    } finally {
      await server.database.db.updateTable('products').set({ min_qty: 1 }).where('id', '=', first.id).execute();
    }
  });

  it('ranks top products by sales and keeps the recently viewed order', async () => {
    const top = await call('POST', '/api/top_products/', { showroom: 'DEMO0001' });
    const products = endpoints.topProducts.response.parse(top.body).data;
    expect(products.length).toBeGreaterThan(0);
    const ids = products.map((product) => product.id);
    const recent = await call('POST', '/api/recently_viewed/', { product_ids: [ids[2], 999_999, ids[0], ids[2]] });
    expect((recent.body.data as { id: number }[]).map((product) => product.id)).toEqual([ids[2], ids[0]]);
    const also = await call('POST', '/api/customer_also_viewed/', { product_id: ids[0] });
    const alsoIds = (also.body.data as { id: number }[]).map((product) => product.id);
    expect(alsoIds.length).toBeGreaterThan(0);
    expect(alsoIds).not.toContain(ids[0]);
  });
});

/** The answer the demo world must give, worked out independently (see alsoViewedReference). */
const demo = getDemoDataset();
const {
  expected: expectedAlsoViewed,
  bestSellersOnly,
  coViewedCount,
  ranked,
  viewersOf: peopleWho,
  homeOf,
  unitsSold,
} = alsoViewedReference(demo);

async function alsoViewedIds(payload: { product_id: number; showroom?: string }): Promise<number[]> {
  const { status, body } = await call('POST', '/api/customer_also_viewed/', payload);
  expect(status).toBe(200);
  return endpoints.customerAlsoViewed.response.parse(body).data.map((product) => product.id);
}

describe('customers also viewed', () => {
  // The most viewed demo product (ties: lowest id).
  const busiest = [...demo.products].sort((a, b) => peopleWho(b.id).size - peopleWho(a.id).size || a.id - b.id)[0]!.id;

  it('ranks by the people who viewed both, then by sales, then by id', async () => {
    const expected = expectedAlsoViewed(busiest);
    // The example is worth testing: ten co-viewed products, not all viewed by as many people,
    // and not what the category's best sellers alone would give.
    const shared = ranked(busiest)
      .slice(0, 10)
      .map((candidate) => candidate.shared);
    expect(shared.every((count) => count > 0)).toBe(true);
    expect(new Set(shared).size).toBeGreaterThan(1);
    expect(expected).not.toEqual(bestSellersOnly(busiest));

    const ids = await alsoViewedIds({ product_id: busiest });
    expect(ids).toEqual(expected);
    expect(ids).not.toContain(busiest);
  });

  it('lists only what the showroom offers, and nothing for an unknown showroom', async () => {
    for (const showroom of ['OAKS2026', 'TILE4YOU']) {
      const offered = demo.showrooms.find((candidate) => candidate.profile.vsd_id === showroom)?.categoryIds ?? [];
      const ids = await alsoViewedIds({ product_id: busiest, showroom });
      expect(ids, showroom).toEqual(expectedAlsoViewed(busiest, showroom));
      for (const id of ids) {
        const product = demo.products.find((candidate) => candidate.id === id);
        expect(offered, `${showroom}: ${id}`).toContain(homeOf(product?.category_id ?? -1));
      }
    }
    // The filter bites: the busiest product's list differs in at least one showroom.
    expect(expectedAlsoViewed(busiest, 'TILE4YOU')).not.toEqual(expectedAlsoViewed(busiest));
    expect(await alsoViewedIds({ product_id: busiest, showroom: 'NOPE0000' })).toEqual([]);
  });

  it('fills up to 10 with the best sellers of the top-level category after fewer co-viewed products', async () => {
    const product = demo.products.find((candidate) => {
      const count = coViewedCount(candidate.id);
      return count >= 2 && count < 10;
    });
    expect(product).toBeDefined();
    const id = product?.id ?? 0;
    const coViewed = coViewedCount(id);
    const ids = await alsoViewedIds({ product_id: id });
    expect(ids).toEqual(expectedAlsoViewed(id));
    expect(ids).toHaveLength(10);
    // The fill: same top-level category, best sellers first, none of the co-viewed ones again.
    const fill = ids.slice(coViewed).map((fillId) => demo.products.find((candidate) => candidate.id === fillId));
    expect(fill.every((candidate) => homeOf(candidate?.category_id ?? -1) === homeOf(product?.category_id ?? -1))).toBe(
      true,
    );
    const sold = fill.map((candidate) => unitsSold(candidate?.id ?? 0));
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);

    // A product nobody viewed gets the best sellers only.
    const unviewed = demo.products.find((candidate) => peopleWho(candidate.id).size === 0)?.id ?? 0;
    expect(await alsoViewedIds({ product_id: unviewed })).toEqual(bestSellersOnly(unviewed));
  });

  it('answers an empty list for an unknown product', async () => {
    expect(await alsoViewedIds({ product_id: 999_999 })).toEqual([]);
    expect(await alsoViewedIds({ product_id: 999_999, showroom: 'DEMO0001' })).toEqual([]);
  });

  it('agrees with the rule for a spread of products, with and without a showroom', async () => {
    for (const product of demo.products.filter((_, index) => index % 25 === 0)) {
      for (const showroom of [undefined, ...DEMO_SHOWROOM_IDS]) {
        const payload = showroom ? { product_id: product.id, showroom } : { product_id: product.id };
        expect(await alsoViewedIds(payload), `${product.id} ${showroom ?? ''}`).toEqual(
          expectedAlsoViewed(product.id, showroom),
        );
      }
    }
  });
});

describe('product views', () => {
  // After the ranking tests: the views it records change the ranking of the two products it views.
  const db = () => server.database.db;
  const viewsOf = async (userId: number) =>
    db()
      .selectFrom('product_views')
      .select(['product_id', 'viewed_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const countAll = async () =>
    (await db().selectFrom('product_views').select(db().fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('records one view per signed-in user, product and day; none for anonymous callers', async () => {
    // An account with no demo views, and two products nobody viewed in the demo.
    const email = 'contractor2@demo.test';
    const userId = await server.userIdOf(email);
    expect(demo.productViews.some((view) => view.user_id === userId)).toBe(false);
    const [first, second] = demo.products.filter((candidate) => peopleWho(candidate.id).size === 0);
    try {
      fixedNow = new Date('2026-03-10T09:15:00.000Z');
      const token = await server.tokenFor(email);
      const seeded = await countAll();
      expect(seeded).toBe(demo.productViews.length);

      // Anonymous, or with a token that is not valid: the page loads, nothing is recorded.
      expect((await call('GET', `/api/public?pid=${first?.id}`)).status).toBe(200);
      expect((await call('GET', `/api/public?pid=${first?.id}`, undefined, 'not-a-valid-token-at-all')).status).toBe(
        200,
      );
      expect(await countAll()).toBe(seeded);

      expect((await call('GET', `/api/public?pid=${first?.id}`, undefined, token)).status).toBe(200);
      expect(await viewsOf(userId)).toEqual([{ product_id: first?.id, viewed_at: '2026-03-10T09:15:00.000Z' }]);
      // Reloading the same day, by id or by hash, adds nothing.
      fixedNow = new Date('2026-03-10T23:59:00.000Z');
      await call('GET', `/api/public?pid=${first?.id}`, undefined, token);
      await call('GET', `/api/public?pid=${first?.hash}`, undefined, token);
      expect(await viewsOf(userId)).toHaveLength(1);
      // The next day counts again; a missing product records nothing.
      fixedNow = new Date('2026-03-11T00:01:00.000Z');
      await call('GET', `/api/public?pid=${first?.id}`, undefined, token);
      expect((await call('GET', '/api/public?pid=999999', undefined, token)).status).toBe(404);
      expect(await viewsOf(userId)).toEqual([
        { product_id: first?.id, viewed_at: '2026-03-10T09:15:00.000Z' },
        { product_id: first?.id, viewed_at: '2026-03-11T00:01:00.000Z' },
      ]);
      expect(await countAll()).toBe(seeded + 2);

      // The recorded views feed the ranking, once two people viewed both products: one
      // person's browsing alone is never shown (MIN_CO_VIEWERS).
      await call('GET', `/api/public?pid=${second?.id}`, undefined, token);
      expect(await alsoViewedIds({ product_id: first?.id ?? 0 })).toEqual(bestSellersOnly(first?.id ?? 0));
      const another = await server.tokenFor('customer2@demo.test');
      await call('GET', `/api/public?pid=${first?.id}`, undefined, another);
      await call('GET', `/api/public?pid=${second?.id}`, undefined, another);
      const ids = await alsoViewedIds({ product_id: first?.id ?? 0 });
      expect(ids[0]).toBe(second?.id);
      expect(ids).toHaveLength(10);
    } finally {
      fixedNow = null;
    }
  });
});

describe('settings, notifications and leads', () => {
  it('serves the public settings', async () => {
    const { status, body } = await call('GET', '/api/setting');
    expect(status).toBe(200);
    expect(endpoints.getSettings.response.parse(body).data.page_size).toBe(10);
  });

  it('counts pending notifications, pages them and marks one read', async () => {
    const token = await server.tokenFor('customer@demo.test');
    const pending = await call('GET', '/api/notification?pending=1', undefined, token);
    const before = endpoints.listNotifications.response.parse(pending.body).data;
    expect(before.total).toBeGreaterThan(0);
    const first = before.data[0];
    const marked = await call('PUT', `/api/notification/${first?.id}`, undefined, token);
    expect(marked.status).toBe(200);
    expect((marked.body.data as { read_at: string | null }).read_at).not.toBeNull();
    const after = await call('GET', '/api/notification?pending=1', undefined, token);
    expect((after.body.data as { total: number }).total).toBe(before.total - 1);
    const all = await call('GET', '/api/notification?per_page=1&page=2', undefined, token);
    expect(all.body.data).toMatchObject({ per_page: 1, current_page: 2 });
  });

  it('lists unread first, then newest, and pages that order without repeats or gaps', async () => {
    const email = 'customer2@demo.test';
    const userId = await server.userIdOf(email);
    const token = await server.tokenFor(email);
    const { db } = server.database;
    const day = (days: number) => new Date(Date.UTC(2026, 0, 31 - days)).toISOString();
    // Inserted oldest id first; two read ones share a timestamp, which only the id can order.
    const notices = [
      { title: 'old unread', read_at: null, created_at: day(30) },
      { title: 'newest read', read_at: day(0), created_at: day(1) },
      { title: 'newer read', read_at: day(1), created_at: day(2) },
      { title: 'recent unread', read_at: null, created_at: day(5) },
      { title: 'same time, first', read_at: day(5), created_at: day(10) },
      { title: 'same time, second', read_at: day(5), created_at: day(10) },
    ];
    await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
    for (const notice of notices) {
      await db
        .insertInto('notifications')
        .values({ user_id: userId, message: notice.title, link: null, ...notice })
        .execute();
    }
    const expected = [
      'recent unread',
      'old unread',
      'newest read',
      'newer read',
      'same time, second',
      'same time, first',
    ];
    const titles = async (query: string) => {
      const { body } = await call('GET', `/api/notification?${query}`, undefined, token);
      return endpoints.listNotifications.response.parse(body).data.data.map((notice) => notice.title);
    };
    expect(await titles('per_page=10')).toEqual(expected);
    const paged = [...(await titles('per_page=4&page=1')), ...(await titles('per_page=4&page=2'))];
    expect(paged).toEqual(expected);
    expect(await titles('pending=1')).toEqual(['recent unread', 'old unread']);
  });

  it("does not reveal or change someone else's notification", async () => {
    const vendorToken = await server.tokenFor('vendor@demo.test');
    const customerToken = await server.tokenFor('customer@demo.test');
    const own = await call('GET', '/api/notification', undefined, customerToken);
    const id = (own.body.data as { data: { id: number }[] }).data[0]?.id;
    expect((await call('PUT', `/api/notification/${id}`, undefined, vendorToken)).status).toBe(404);
  });

  it('stores a lead from the footer form, JSON or form data', async () => {
    const lead = {
      full_name: 'Robin Example',
      email: 'robin@example.test',
      phone_number: '2135550100',
      action: 'handle-external-form-submission',
      lead_type: 'Pop-Ups',
      shop_profile_id: 1,
    };
    expect((await call('POST', '/api/sample_request', lead)).status).toBe(201);
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/sample_request',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...lead, shop_profile_id: 'DEMO0001' }).toString(),
    });
    expect(form.statusCode).toBe(201);
    const leads = await server.database.db.selectFrom('leads').selectAll().execute();
    expect(leads).toHaveLength(2);
    expect(leads.every((row) => row.shop_profile_id === 1)).toBe(true);
  });
});

describe('media', () => {
  it('renders demo pictures as SVG with a long cache, and 404s anything else', async () => {
    const list = await call('POST', '/api/visualization/products', { category: 1 });
    const image = (list.body.data as { data: { image: string }[] }).data[0]?.image ?? '';
    const response = await server.app.inject({ method: 'GET', url: image });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toContain('<svg');
    expect((await server.app.inject({ method: 'GET', url: '/media/../../etc/passwd' })).statusCode).toBe(404);
  });
});
