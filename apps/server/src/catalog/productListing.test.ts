import { type ProductSort, type ProductSummary, endpoints, productSortValues } from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/testServer.ts';
import { wholesaleBounds } from './productListing.ts';
import { NO_SHOWROOM_PRICING } from '../orders/showroomPrice.ts';

/**
 * Sorting and filtering a category's products (POST /api/visualization/products): each answer
 * is checked against the whole unfiltered category, sorted and filtered here in plain code.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type ListBody = Record<string, unknown>;

async function list(body: ListBody) {
  const response = await server.app.inject({ method: 'POST', url: '/api/visualization/products', payload: body });
  return { status: response.statusCode, json: response.json() as { message: string; data: unknown } };
}

async function listData(body: ListBody) {
  const { status, json } = await list(body);
  expect(status).toBe(200);
  return endpoints.listShowroomProducts.response.parse(json).data;
}

/** Every product of the request's category in the showroom, page by page. */
async function allPages(body: ListBody): Promise<ProductSummary[]> {
  const rows: ProductSummary[] = [];
  for (let page = 1; ; page += 1) {
    const data = await listData({ ...body, page, per_page: 7 });
    rows.push(...data.data);
    if (page >= data.last_page) return rows;
  }
}

const base = { category: 1, showroom: 'DEMO0001' };
const ids = (rows: readonly ProductSummary[]) => rows.map((row) => row.id);

const expectedOrder: Record<ProductSort, (a: ProductSummary, b: ProductSummary) => number> = {
  featured: (a, b) => a.id - b.id,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  price_desc: (a, b) => b.price - a.price || a.id - b.id,
  name_asc: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id),
  // The demo catalogue is created at once: the newest id first.
  newest: (a, b) => b.id - a.id,
};

describe('product list: sort', () => {
  let whole: ProductSummary[];
  beforeAll(async () => {
    whole = await allPages(base);
  });

  it('has a category big enough to page through', () => {
    expect(whole.length).toBeGreaterThan(14);
  });

  for (const sort of productSortValues) {
    it(`sorts by ${sort} across pages, never repeating or skipping a product`, async () => {
      const sorted = await allPages({ ...base, sort });
      expect(ids(sorted)).toEqual(ids([...whole].sort(expectedOrder[sort])));
    });
  }
});

describe('product list: filters and facets', () => {
  let whole: ProductSummary[];
  let facets: Awaited<ReturnType<typeof listData>>['facets'];
  beforeAll(async () => {
    whole = await allPages(base);
    facets = (await listData(base)).facets;
  });

  it('offers the brands with their counts and the price range at the showroom price', () => {
    const counts = new Map<string, number>();
    for (const row of whole) counts.set(row.brand, (counts.get(row.brand) ?? 0) + 1);
    expect(facets.brands).toEqual(
      [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
    const prices = whole.map((row) => row.price);
    expect(facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(facets.in_stock).toBeGreaterThan(0);
    expect(facets.in_stock).toBeLessThanOrEqual(whole.length);
  });

  it('keeps the facets of the whole category whatever is filtered', async () => {
    const brand = facets.brands[0]!.name;
    expect((await listData({ ...base, brand: [brand], in_stock: true })).facets).toEqual(facets);
  });

  it('filters by brands', async () => {
    const brands = facets.brands.slice(0, 2).map((brand) => brand.name);
    const rows = await allPages({ ...base, brand: brands });
    expect(ids(rows)).toEqual(ids(whole.filter((row) => brands.includes(row.brand))));
    expect(rows.length).toBe(facets.brands[0]!.count + (facets.brands[1]?.count ?? 0));
  });

  it('filters by customer price, both ends included, to the cent', async () => {
    const prices = [...new Set(whole.map((row) => row.price))].sort((a, b) => a - b);
    const low = prices[1]!;
    const high = prices[prices.length - 2]!;
    const rows = await allPages({ ...base, min_price: low, max_price: high });
    expect(ids(rows)).toEqual(ids(whole.filter((row) => row.price >= low && row.price <= high)));
    // One cent above a price leaves that price out.
    const above = await allPages({ ...base, min_price: Math.round(low * 100 + 1) / 100 });
    expect(above.some((row) => row.price === low)).toBe(false);
    expect(ids(above)).toEqual(ids(whole.filter((row) => row.price > low)));
  });

  it('keeps only products in stock, as many as the facets say', async () => {
    const rows = await allPages({ ...base, in_stock: true });
    expect(rows.length).toBe(facets.in_stock);
  });

  it('combines filters with a sort and pages the result (§3 record)', async () => {
    const brand = facets.brands.find((candidate) => candidate.count >= 3)!.name;
    const data = await listData({ ...base, brand: [brand], sort: 'price_desc', page: 1, per_page: 2 });
    const expected = whole.filter((row) => row.brand === brand).sort(expectedOrder.price_desc);
    expect(data.total).toBe(expected.length);
    expect(data.last_page).toBe(Math.ceil(expected.length / 2));
    expect(ids(data.data)).toEqual(ids(expected.slice(0, 2)));
  });

  it('answers an empty page, not an error, for filters nothing matches', async () => {
    for (const body of [
      { ...base, min_price: 50, max_price: 10 },
      { ...base, brand: ['No Such Brand'] },
      { ...base, max_price: 0 },
    ]) {
      const data = await listData(body);
      expect(data).toMatchObject({ total: 0, data: [], current_page: 1 });
      expect(data.facets).toEqual(facets);
    }
  });

  it('refuses malformed filters with a 422', async () => {
    for (const body of [
      { ...base, sort: 'cheapest' },
      { ...base, brand: 'Daltile' },
      { ...base, brand: Array.from({ length: 21 }, (_, index) => `Brand ${index}`) },
      { ...base, min_price: -1 },
      { ...base, max_price: 'ten' },
      { ...base, in_stock: 'yes' },
    ]) {
      expect((await list(body)).status).toBe(422);
    }
  });
});

describe('wholesaleBounds', () => {
  it('turns customer prices into the widest wholesale range that prices inside them', () => {
    // 10 %: 1000 wholesale cents are $11.00; 1001 are $11.01.
    expect(wholesaleBounds({ min_price: 11, max_price: 11 }, NO_SHOWROOM_PRICING)).toEqual({ min: 1000, max: 1000 });
    expect(wholesaleBounds({ min_price: 11.005 }, NO_SHOWROOM_PRICING)).toEqual({ min: 1001, max: null });
    // 10 % of 1 or 2 cents rounds to nothing: both sell at their wholesale price.
    expect(wholesaleBounds({ max_price: 0.02 }, NO_SHOWROOM_PRICING)).toEqual({ min: null, max: 2 });
    expect(wholesaleBounds({ min_price: 12, max_price: 11 }, NO_SHOWROOM_PRICING)).toBeNull();
  });
});
