import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../contract/index.ts';
import { createSpiedClient, TEST_BASE_URL } from '../testing/spiedClient.ts';
import { createDemoHandlers } from './handlers.ts';
import { createMockState } from './state.ts';

/** The mocks sort and filter a product list as the reference server does (apps/server/src/catalog/productListing.test.ts). */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => {
  server.use(...createDemoHandlers({ state: createMockState(), baseUrl: TEST_BASE_URL }));
  return createSpiedClient({ getToken: () => null }).client;
};
const base = { category: 1, showroom: 'DEMO0001', per_page: 100 } as const;
const ids = (rows: readonly ProductSummary[]) => rows.map((row) => row.id);

describe('mock product list: sort and filters', () => {
  it('sorts by price both ways, by name and newest first, ties by id', async () => {
    const api = client();
    const whole = (await api.listShowroomProducts({ body: base })).data.data;
    expect(whole.length).toBeGreaterThan(14);
    const asc = (await api.listShowroomProducts({ body: { ...base, sort: 'price_asc' } })).data.data;
    expect(ids(asc)).toEqual(ids([...whole].sort((a, b) => a.price - b.price || a.id - b.id)));
    const desc = (await api.listShowroomProducts({ body: { ...base, sort: 'price_desc' } })).data.data;
    expect(ids(desc)).toEqual(ids([...whole].sort((a, b) => b.price - a.price || a.id - b.id)));
    const byName = (await api.listShowroomProducts({ body: { ...base, sort: 'name_asc' } })).data.data;
    expect(byName.map((row) => row.name)).toEqual(whole.map((row) => row.name).sort());
    const newest = (await api.listShowroomProducts({ body: { ...base, sort: 'newest' } })).data.data;
    expect(ids(newest)).toEqual(ids(whole).reverse());
  });

  it('filters by brand, price and stock, and keeps the facets of the whole category', async () => {
    const api = client();
    const { data: whole } = await api.listShowroomProducts({ body: base });
    const brand = whole.facets.brands[0]!;
    const brandOnly = (await api.listShowroomProducts({ body: { ...base, brand: [brand.name] } })).data;
    expect(brandOnly.total).toBe(brand.count);
    expect(brandOnly.data.every((row) => row.brand === brand.name)).toBe(true);
    expect(brandOnly.facets).toEqual(whole.facets);
    const price = whole.facets.price!;
    const cheapest = (await api.listShowroomProducts({ body: { ...base, max_price: price.min } })).data;
    expect(cheapest.data.length).toBeGreaterThan(0);
    expect(cheapest.data.every((row) => row.price === price.min)).toBe(true);
    const inStock = (await api.listShowroomProducts({ body: { ...base, in_stock: true } })).data;
    expect(inStock.total).toBe(whole.facets.in_stock);
    const none = (await api.listShowroomProducts({ body: { ...base, min_price: 50, max_price: 10 } })).data;
    expect(none).toMatchObject({ total: 0, data: [] });
  });
});
