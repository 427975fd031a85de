import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../contract/index.ts';
import { createSpiedClient, TEST_BASE_URL } from '../testing/spiedClient.ts';
import { createDemoHandlers } from './handlers.ts';
import { searchProducts } from './resolvers/productSearch.ts';
import { createMockState } from './state.ts';

/** The mocks search as the reference server does (apps/server/src/catalog/productSearch*.test.ts). */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => {
  server.use(...createDemoHandlers({ state: createMockState(), baseUrl: TEST_BASE_URL }));
  return createSpiedClient({ getToken: () => null }).client;
};

const product = (id: number, name: string, extra: Partial<Product> = {}): Product =>
  ({ id, name, brand: 'Acme', category_name: 'Flooring', sku: `SKU-${id}`, ...extra }) as Product;

const catalogue = [
  product(1, 'Porcelain Floor Tile', { brand: 'Daltile' }),
  product(2, 'Oak Plank', { brand: 'Tilecraft' }),
  product(3, 'Marble Tile Mosaic'),
  product(4, 'Walnut Plank', { sku: 'TILE-9' }),
  product(5, 'Kitchen Faucet', { category_name: 'Faucets' }),
];
const none = new Map<number, number>();
const idsOf = (query: string, popularity = none) =>
  searchProducts(catalogue, query, popularity).products.map((p) => p.id);

describe('mock search: matching and ranking', () => {
  it('needs every word, matches whole words, and the last word also as a start', () => {
    // The last word also starts "Tilecraft", a brand.
    expect(idsOf('tile')).toEqual([1, 3, 2, 4]);
    expect(idsOf('oak plank')).toEqual([2]);
    expect(idsOf('porc')).toEqual([1]);
    // Only the last word is a prefix: "pla" alone starts "plank", "pla oak" needs a word "pla".
    expect(idsOf('pla')).toEqual([2, 4]);
    expect(searchProducts(catalogue, 'pla oak', none).products).toEqual([]);
  });

  it('ranks a name above a brand or category above a SKU, then by popularity, then id', () => {
    // "tile": the names of 1 and 3 (ties by id), the brand of 2, the SKU of 4.
    expect(idsOf('tile')).toEqual([1, 3, 2, 4]);
    expect(idsOf('tile', new Map([[3, 10]]))).toEqual([3, 1, 2, 4]);
    expect(idsOf('acme')).toEqual([3, 4, 5]);
    expect(idsOf('faucets')).toEqual([5]);
  });

  it('reads a misspelt word as the nearest catalogue word and says so', () => {
    expect(searchProducts(catalogue, 'tiel', none)).toMatchObject({ didYouMean: 'tile' });
    expect(idsOf('tiel')).toEqual([1, 3, 2, 4]);
    expect(searchProducts(catalogue, 'walnutt plank', none)).toMatchObject({ didYouMean: 'walnut plank' });
    expect(searchProducts(catalogue, 'tile', none).didYouMean).toBeNull();
    // The correction keeps the case it was typed in, and the words around it as typed.
    expect(searchProducts(catalogue, 'Walnutt  PLANK', none).didYouMean).toBe('Walnut PLANK');
    // A word is judged against the whole catalogue, the matches come from what is offered.
    expect(searchProducts(catalogue.slice(0, 2), 'walnut', none, catalogue)).toEqual({
      products: [],
      didYouMean: null,
    });
    // Too far from any word (2 edits on a 4-letter word): nothing, and no suggestion.
    expect(searchProducts(catalogue, 'tyel', none)).toEqual({ products: [], didYouMean: null });
    expect(searchProducts(catalogue, '   ', none)).toEqual({ products: [], didYouMean: null });
  });
});

describe('mock search endpoints', () => {
  it('searches the showroom at its prices, filters, sorts and pages like a list', async () => {
    const api = client();
    const { data: tiles } = await api.searchProducts({ body: { q: 'tile', showroom: 'DEMO0001', per_page: 100 } });
    expect(tiles.query).toBe('tile');
    expect(tiles.did_you_mean).toBeNull();
    expect(tiles.total).toBeGreaterThan(1);
    const { data: page } = await api.searchProducts({
      body: { q: 'tile', showroom: 'DEMO0001', per_page: 1, page: 2 },
    });
    expect(page.data.map((row) => row.id)).toEqual([tiles.data[1]!.id]);
    const { data: cheap } = await api.searchProducts({
      body: { q: 'tile', showroom: 'DEMO0001', per_page: 100, sort: 'price_asc' },
    });
    expect(cheap.data.map((row) => row.price)).toEqual([...tiles.data.map((row) => row.price)].sort((a, b) => a - b));
    expect(cheap.facets).toEqual(tiles.facets);
    const { data: typo } = await api.searchProducts({ body: { q: 'tiel', showroom: 'DEMO0001', per_page: 100 } });
    expect(typo.did_you_mean).toBe('tile');
    expect(typo.data.map((row) => row.id)).toEqual(tiles.data.map((row) => row.id));
  });

  it('suggests the first few matches, and refuses an empty query', async () => {
    const api = client();
    const { data } = await api.suggestProducts({ query: { q: 'tiel', showroom: 'DEMO0001' } });
    expect(data.did_you_mean).toBe('tile');
    const { data: search } = await api.searchProducts({ body: { q: 'tiel', showroom: 'DEMO0001', per_page: 100 } });
    expect(search.total).toBeGreaterThan(6);
    expect(data.products).toEqual(search.data.slice(0, 6));
    await expect(api.searchProducts({ body: { q: '  ' } })).rejects.toMatchObject({ status: 422 });
  });
});
