import { endpoints, productSchema, shopProfilePayloadSchema } from '@showroom/api';
import { DEMO_SHOWROOM_IDS } from '@showroom/api/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
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

  it('does not search for one or two characters (§5) and treats % and _ literally', async () => {
    expect((await call('GET', '/api/visualization/showrooms?s=de')).body.data).toMatchObject({ total: 0, data: [] });
    expect((await call('GET', '/api/visualization/showrooms?s=%25%25%25')).body.data).toMatchObject({ total: 0 });
    expect((await call('GET', '/api/visualization/showrooms?s=___')).body.data).toMatchObject({ total: 0 });
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
