import {
  MAX_SEARCH_SUGGESTIONS,
  type ProductSearchResult,
  type ProductSort,
  endpoints,
  productSortValues,
} from '@showroom/api';
import damerauLevenshtein from 'damerau-levenshtein';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShowroomPricing, NO_SHOWROOM_PRICING, customerPrice, pricingOfShop } from '../../orders/showroomPrice.ts';
import { type TestServer, createTestServer } from '../../testing/testServer.ts';

/**
 * Product search on the suite's database (SQLite, and PostgreSQL when
 * SHOWROOM_TEST_DATABASE_URL is set: the same file, so both engines must give these answers).
 * Every expectation is worked out here, in plain code, from the product and category tables
 * themselves (never from the search index), by the rules of catalog/search: words of letters and
 * digits, every word in some field (the last as a prefix), a word that matches nothing read as
 * its nearest catalogue word, relevance name 3 > brand/category 2 > pattern/SKU 1 summed over
 * words, then popularity, then id.
 */
let server: TestServer;
beforeAll(async () => {
  // Every answer from the tables as they are now: no cached facets or counts.
  server = await createTestServer({ config: { catalogCacheTtlMs: 0 } });
  await addFixtures();
});
afterAll(async () => {
  await server.close();
});

// ---------------------------------------------------------------------------------------------
// The catalogue as the tables hold it, and the rules in plain code.

interface CatalogueRow {
  id: number;
  name: string;
  brand: string;
  category: string;
  category_id: number;
  pattern: string | null;
  sku: string;
  price_cents: number;
  popularity: number;
  in_stock: number;
  created_at: string;
}

async function catalogue(): Promise<CatalogueRow[]> {
  return server.database.db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'products.name',
      'products.brand',
      'categories.name as category',
      'products.category_id',
      'products.pattern',
      'products.sku',
      'products.price_cents',
      'products.popularity',
      'products.in_stock',
      'products.created_at',
    ])
    .execute();
}

const wordsOf = (text: string | null) => (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const fieldsOf = (row: CatalogueRow) => ({
  3: wordsOf(row.name),
  2: [...wordsOf(row.brand), ...wordsOf(row.category)],
  1: [...wordsOf(row.pattern), ...wordsOf(row.sku)],
});

/** The best weight of a field holding the word, 0 when none does. */
function weight(row: CatalogueRow, word: string, prefix: boolean): number {
  const fields = fieldsOf(row);
  for (const weightOf of [3, 2, 1] as const) {
    if (fields[weightOf].some((token) => (prefix ? token.startsWith(word) : token === word))) return weightOf;
  }
  return 0;
}

interface Expected {
  rows: CatalogueRow[];
  didYouMean: string | null;
}

/** The whole catalogue's answer to a query: matches in best-match order, and the correction. */
function expectedSearch(rows: readonly CatalogueRow[], query: string): Expected {
  const normalized = query.trim().replace(/\s+/g, ' ');
  const typed = [...normalized.matchAll(/[\p{L}\p{N}]+/gu)];
  if (typed.length === 0) return { rows: [], didYouMean: null };
  const vocabulary = new Map<string, number>();
  for (const row of rows) {
    for (const word of new Set(Object.values(fieldsOf(row)).flat())) {
      vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    }
  }
  const words: string[] = [];
  let respelled = '';
  let from = 0;
  let corrected = false;
  for (const [index, match] of typed.entries()) {
    const word = match[0].toLowerCase();
    const last = index === typed.length - 1;
    if ([...vocabulary.keys()].some((known) => (last ? known.startsWith(word) : known === word))) {
      words.push(word);
      continue;
    }
    const allowance = [...word].length <= 4 ? 1 : 2;
    const near = [...vocabulary]
      .map(([known, count]) => ({ known, count, distance: damerauLevenshtein(word, known).steps }))
      .filter((candidate) => candidate.distance <= allowance)
      .sort((a, b) => a.distance - b.distance || b.count - a.count || (a.known < b.known ? -1 : 1))[0];
    if (!near) return { rows: [], didYouMean: null };
    corrected = true;
    words.push(near.known);
    const typedWord = match[0];
    const cased =
      typedWord.length > 1 && typedWord === typedWord.toUpperCase() && typedWord !== typedWord.toLowerCase()
        ? near.known.toUpperCase()
        : /^\p{Lu}\P{Lu}*$/u.test(typedWord)
          ? near.known.charAt(0).toUpperCase() + near.known.slice(1)
          : near.known;
    respelled += normalized.slice(from, match.index) + cased;
    from = match.index + match[0].length;
  }
  const scored = rows
    .map((row) => {
      const weights = words.map((word, index) => weight(row, word, index === words.length - 1));
      return { row, score: weights.every((each) => each > 0) ? weights.reduce((a, b) => a + b, 0) : 0 };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || b.row.popularity - a.row.popularity || a.row.id - b.row.id);
  return { rows: scored.map((entry) => entry.row), didYouMean: corrected ? respelled + normalized.slice(from) : null };
}

const listOrders: Record<Exclude<ProductSort, 'featured'>, (a: CatalogueRow, b: CatalogueRow) => number> = {
  price_asc: (a, b) => a.price_cents - b.price_cents || a.id - b.id,
  price_desc: (a, b) => b.price_cents - a.price_cents || a.id - b.id,
  name_asc: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id),
  newest: (a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id),
};

/** The leaf categories a showroom offers (its top-level categories' children, and those). */
async function offeredCategories(vsdId: string): Promise<{ ids: Set<number>; pricing: ShowroomPricing }> {
  const shop = await server.database.db
    .selectFrom('shops')
    .selectAll()
    .where('vsd_id', '=', vsdId)
    .executeTakeFirstOrThrow();
  const offered = await server.database.db
    .selectFrom('shop_categories')
    .select('category_id')
    .where('shop_id', '=', shop.id)
    .execute();
  const tops = new Set(offered.map((row) => row.category_id));
  const categories = await server.database.db.selectFrom('categories').select(['id', 'parent_id']).execute();
  return {
    ids: new Set(
      categories
        .filter((row) => tops.has(row.id) || (row.parent_id !== null && tops.has(row.parent_id)))
        .map((row) => row.id),
    ),
    pricing: pricingOfShop(shop),
  };
}

// ---------------------------------------------------------------------------------------------
// Requests.

type SearchBody = Record<string, unknown>;

async function searchRaw(body: unknown) {
  return server.app.inject({ method: 'POST', url: '/api/products/search', payload: body as object });
}

async function search(body: SearchBody): Promise<ProductSearchResult> {
  const response = await searchRaw(body);
  expect(response.statusCode, response.body).toBe(200);
  return endpoints.searchProducts.response.parse(response.json()).data;
}

/** Every page of a search, with the first page's answer. */
async function allPages(body: SearchBody, perPage = 7) {
  const first = await search({ ...body, page: 1, per_page: perPage });
  const rows = [...first.data];
  for (let page = 2; page <= first.last_page; page += 1) {
    const next = await search({ ...body, page, per_page: perPage });
    expect(next.total).toBe(first.total);
    rows.push(...next.data);
  }
  return { first, rows, ids: rows.map((row) => row.id) };
}

async function suggest(q: string, showroom?: string) {
  const search = new URLSearchParams({ q, ...(showroom ? { showroom } : {}) });
  const response = await server.app.inject({ method: 'GET', url: `/api/products/suggest?${search.toString()}` });
  expect(response.statusCode, response.body).toBe(200);
  return endpoints.suggestProducts.response.parse(response.json()).data;
}

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

// ---------------------------------------------------------------------------------------------
// Fixtures: products whose word "quokka" sits in a different field each, so the ranking is seen.

const fixtureIds: Record<'inName' | 'inNameLessPopular' | 'inBrand' | 'inPattern' | 'inSku', number> = {
  inName: 0,
  inNameLessPopular: 0,
  inBrand: 0,
  inPattern: 0,
  inSku: 0,
};

async function addProduct(values: {
  name: string;
  brand?: string;
  pattern?: string | null;
  sku?: string;
  popularity: number;
  categoryId?: number;
}): Promise<number> {
  const categoryId = values.categoryId ?? 141;
  const category = await server.database.db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('id', '=', categoryId)
    .executeTakeFirstOrThrow();
  const vendor = await server.userIdOf('vendor@demo.test');
  const row = await server.database.db
    .insertInto('products')
    .values({
      hash: `search-${Math.random().toString(36).slice(2)}`,
      category_id: category.id,
      top_category_id: category.parent_id ?? category.id,
      vendor_id: vendor,
      sku: values.sku ?? `FIX-${Math.floor(Math.random() * 1e6)}`,
      name: values.name,
      brand: values.brand ?? 'Fixture Works',
      description: 'A product made by the search tests.',
      price_cents: 4321,
      uom: 'Piece',
      image: '/media/products/fixture.svg',
      box_sqft: null,
      width_size: null,
      height_size: null,
      length_size: null,
      pattern: values.pattern ?? null,
      popularity: values.popularity,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addFixtures() {
  // Popularity runs against the field order: the ranking must come from where the word matched.
  fixtureIds.inPattern = await addProduct({ name: 'Glazed Wall Panel', pattern: 'Quokka', popularity: 900 });
  fixtureIds.inBrand = await addProduct({ name: 'Glazed Floor Panel', brand: 'Quokka Ceramics', popularity: 800 });
  fixtureIds.inNameLessPopular = await addProduct({ name: 'Quokka Porcelain Plank', popularity: 5 });
  fixtureIds.inName = await addProduct({ name: 'Quokka Porcelain Slab', popularity: 50 });
  fixtureIds.inSku = await addProduct({ name: 'Glazed Border Strip', sku: 'QUOKKA-77', popularity: 999 });
}

// ---------------------------------------------------------------------------------------------

describe('product search: what matches', () => {
  it('matches by name, brand, category, pattern and SKU, exactly as the tables say', async () => {
    const rows = await catalogue();
    for (const q of [
      'refrigerator',
      'Stonecraft',
      'dishwashers',
      'herringbone',
      'APP-1001',
      'app 1001',
      'casa verde tile',
    ]) {
      const expected = expectedSearch(rows, q);
      expect(expected.rows.length, q).toBeGreaterThan(0);
      const { first, ids } = await allPages({ q }, 25);
      expect(ids, q).toEqual(idsOf(expected.rows));
      expect(first.total, q).toBe(expected.rows.length);
      expect(first.did_you_mean, q).toBeNull();
      expect(first.query, q).toBe(q);
    }
  });

  it('needs every word: a second word narrows the matches', async () => {
    const rows = await catalogue();
    const broad = expectedSearch(rows, 'black');
    const narrow = expectedSearch(rows, 'black refrigerator');
    expect(narrow.rows.length).toBeGreaterThan(0);
    expect(narrow.rows.length).toBeLessThan(broad.rows.length);
    expect((await allPages({ q: 'black refrigerator' })).ids).toEqual(idsOf(narrow.rows));
  });

  it('reads the last word as the start of a word while it is typed ("porc" finds Porcelain)', async () => {
    const rows = await catalogue();
    const expected = expectedSearch(rows, 'porc');
    expect(expected.rows.length).toBeGreaterThan(0);
    expect(expected.rows.every((row) => /porc/i.test(`${row.name} ${row.category}`))).toBe(true);
    const { first, ids } = await allPages({ q: 'porc' });
    expect(ids).toEqual(idsOf(expected.rows));
    expect(first.did_you_mean).toBeNull();
    // Only the last word: an earlier one is a whole word.
    expect((await allPages({ q: 'quokka porc' })).ids).toEqual(idsOf(expectedSearch(rows, 'quokka porc').rows));
  });

  it('normalizes the query: spaces trimmed and collapsed, case ignored', async () => {
    const data = await search({ q: '   Casa    VERDE  ' });
    expect(data.query).toBe('Casa VERDE');
    expect(idsOf(data.data)).toEqual(idsOf((await search({ q: 'casa verde' })).data));
  });
});

describe('product search: typos', () => {
  it('reads "tiel" as "tile", says so, and answers for "tile"', async () => {
    const tiel = await allPages({ q: 'tiel' });
    expect(tiel.first.did_you_mean).toBe('tile');
    const tile = await allPages({ q: 'tile' });
    expect(tile.first.did_you_mean).toBeNull();
    expect(tiel.ids).toEqual(tile.ids);
    expect(tiel.first.total).toBeGreaterThan(0);
  });

  it('corrects the word that matched nothing and keeps the rest as typed', async () => {
    const rows = await catalogue();
    for (const q of [
      'Porcelian Tile',
      'stainles steel',
      'matte blakc',
      'Stonecraf refrigerator',
      'quokak',
      'TIEL',
      'Tiel porcelain',
    ]) {
      const expected = expectedSearch(rows, q);
      expect(expected.didYouMean, q).not.toBeNull();
      const { first, ids } = await allPages({ q }, 25);
      expect(first.did_you_mean, q).toBe(expected.didYouMean);
      expect(ids, q).toEqual(idsOf(expected.rows));
    }
    // The corrected word in the case it was typed in.
    expect((await search({ q: 'Porcelian Tile' })).did_you_mean).toBe('Porcelain Tile');
    expect((await search({ q: 'TIEL' })).did_you_mean).toBe('TILE');
  });

  it('allows one edit in words of up to 4 letters, two in longer ones', async () => {
    const rows = await catalogue();
    // "rnage" is one swap from "range"; "rangge" one insertion; "raxgx" two substitutions (5 letters: allowed).
    for (const q of ['rnage', 'rangge', 'raxgx', 'tlie', 'txlx']) {
      const expected = expectedSearch(rows, q);
      const data = await search({ q, per_page: 100 });
      expect(data.did_you_mean, q).toBe(expected.didYouMean);
      expect(idsOf(data.data), q).toEqual(idsOf(expected.rows.slice(0, 100)));
    }
    // Two edits in a 4-letter word are too many.
    expect((await search({ q: 'txlx' })).did_you_mean).toBeNull();
  });

  it('finds nothing, and suggests nothing, when no catalogue word is near', async () => {
    for (const q of ['xqzvwy', 'zzzz kitchen', 'tile qqqqqqqq']) {
      const data = await search({ q });
      expect(data, q).toMatchObject({ total: 0, data: [], did_you_mean: null, current_page: 1, last_page: 1 });
      expect(data.facets).toEqual({ brands: [], price: null, in_stock: 0 });
    }
  });
});

describe('product search: ranking', () => {
  it('puts a name match above brand and category, above pattern and SKU, whatever the popularity', async () => {
    const data = await search({ q: 'quokka' });
    expect(idsOf(data.data)).toEqual([
      fixtureIds.inName,
      fixtureIds.inNameLessPopular,
      fixtureIds.inBrand,
      fixtureIds.inSku,
      fixtureIds.inPattern,
    ]);
    expect(idsOf(data.data)).toEqual(idsOf(expectedSearch(await catalogue(), 'quokka').rows));
  });

  it('adds up the words: two words in the name rank above one in the name and one elsewhere', async () => {
    const rows = await catalogue();
    for (const q of ['quokka porcelain', 'casa verde tile', 'bristol black']) {
      expect((await allPages({ q }, 50)).ids, q).toEqual(idsOf(expectedSearch(rows, q).rows));
    }
  });

  it('orders ties by popularity then id: a total order, pages never repeat or skip', async () => {
    const rows = await catalogue();
    const expected = expectedSearch(rows, 'tile');
    for (const perPage of [3, 7, 10]) {
      const { first, ids } = await allPages({ q: 'tile' }, perPage);
      expect(ids).toEqual(idsOf(expected.rows));
      expect(new Set(ids).size).toBe(ids.length);
      expect(first.total).toBe(expected.rows.length);
      expect(first.last_page).toBe(Math.ceil(expected.rows.length / perPage));
    }
  });
});

describe('product search: sorts, filters, facets', () => {
  for (const sort of productSortValues.filter((value) => value !== 'featured')) {
    it(`sorts by ${sort} like a category's list`, async () => {
      const expected = expectedSearch(await catalogue(), 'tile')
        .rows.slice()
        .sort(listOrders[sort as Exclude<ProductSort, 'featured'>]);
      expect((await allPages({ q: 'tile', sort })).ids).toEqual(idsOf(expected));
    });
  }

  it('offers facets over every match at customer prices, whatever is filtered', async () => {
    const matches = expectedSearch(await catalogue(), 'tile').rows;
    const data = await search({ q: 'tile' });
    const counts = new Map<string, number>();
    for (const row of matches) counts.set(row.brand, (counts.get(row.brand) ?? 0) + 1);
    expect(data.facets.brands).toEqual(
      [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
    const cents = matches.map((row) => row.price_cents);
    expect(data.facets.price).toEqual({
      min: customerPrice(Math.min(...cents), NO_SHOWROOM_PRICING),
      max: customerPrice(Math.max(...cents), NO_SHOWROOM_PRICING),
    });
    expect(data.facets.in_stock).toBe(matches.filter((row) => row.in_stock === 1).length);
    const filtered = await search({ q: 'tile', brand: [data.facets.brands[0]!.name], in_stock: true, max_price: 1 });
    expect(filtered.facets).toEqual(data.facets);
  });

  it('filters by brand, customer price and stock, with any sort', async () => {
    const matches = expectedSearch(await catalogue(), 'tile').rows;
    const brands = [...new Set(matches.map((row) => row.brand))].slice(0, 2);
    const prices = [...new Set(matches.map((row) => customerPrice(row.price_cents, NO_SHOWROOM_PRICING)))].sort(
      (a, b) => a - b,
    );
    const low = prices[1]!;
    const high = prices[prices.length - 2]!;
    const price = (row: CatalogueRow) => customerPrice(row.price_cents, NO_SHOWROOM_PRICING);
    const cases: [SearchBody, (row: CatalogueRow) => boolean][] = [
      [{ brand: brands }, (row) => brands.includes(row.brand)],
      [{ min_price: low, max_price: high }, (row) => price(row) >= low && price(row) <= high],
      [{ in_stock: true }, (row) => row.in_stock === 1],
      [
        { brand: brands, in_stock: true, sort: 'price_desc' },
        (row) => brands.includes(row.brand) && row.in_stock === 1,
      ],
    ];
    for (const [filters, keep] of cases) {
      const expected = matches.filter(keep);
      if (filters.sort === 'price_desc') expected.sort(listOrders.price_desc);
      const { first, ids } = await allPages({ q: 'tile', ...filters });
      expect(ids, JSON.stringify(filters)).toEqual(idsOf(expected));
      expect(first.total).toBe(expected.length);
    }
    expect(await search({ q: 'tile', min_price: 50, max_price: 10 })).toMatchObject({ total: 0, data: [] });
  });
});

describe('product search: showroom', () => {
  it("keeps to what the showroom offers, at the showroom's prices", async () => {
    const { ids: offered, pricing } = await offeredCategories('OAKS2026');
    const rows = await catalogue();
    const expected = expectedSearch(rows, 'black').rows.filter((row) => offered.has(row.category_id));
    const everywhere = expectedSearch(rows, 'black').rows;
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everywhere.length);
    const { first, rows: found } = await allPages({ q: 'black', showroom: 'OAKS2026' });
    expect(idsOf(found)).toEqual(idsOf(expected));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const product of found) expect(product.price).toBe(customerPrice(byId.get(product.id)!.price_cents, pricing));
    expect(first.facets.in_stock).toBe(expected.filter((row) => row.in_stock === 1).length);
    // Without a showroom: every product, at the minimum markup.
    const all = await allPages({ q: 'black' });
    expect(all.ids).toEqual(idsOf(everywhere));
    for (const product of all.rows) {
      expect(product.price).toBe(customerPrice(byId.get(product.id)!.price_cents, NO_SHOWROOM_PRICING));
    }
  });

  it('finds nothing in an unknown showroom, as its category lists do', async () => {
    const data = await search({ q: 'tile', showroom: 'NOPE0000' });
    expect(data).toMatchObject({ total: 0, data: [], did_you_mean: null, query: 'tile' });
    expect(await suggest('tile', 'NOPE0000')).toEqual({ products: [], did_you_mean: null });
  });
});

describe('product search: pages', () => {
  it('answers the §3 pagination record, the last page for a page past it', async () => {
    const expected = expectedSearch(await catalogue(), 'tile').rows;
    const data = await search({ q: 'tile', page: 2, per_page: 5 });
    expect(data).toMatchObject({
      total: expected.length,
      per_page: 5,
      current_page: 2,
      last_page: Math.ceil(expected.length / 5),
      path: '/api/products/search',
      next_page_url: '/api/products/search?page=3',
      prev_page_url: '/api/products/search?page=1',
    });
    expect(data.links).toHaveLength(Math.ceil(expected.length / 5) + 2);
    const beyond = await search({ q: 'tile', page: 999, per_page: 5 });
    expect(beyond.current_page).toBe(beyond.last_page);
    expect(idsOf(beyond.data)).toEqual(idsOf(expected.slice((beyond.last_page - 1) * 5)));
    expect((await search({ q: 'tile' })).per_page).toBe(10);
  });
});

describe('product suggestions', () => {
  it('are the first matches in best-match order, with the correction', async () => {
    const rows = await catalogue();
    for (const q of ['porc', 'tiel', 'quokka', 'stainless']) {
      const expected = expectedSearch(rows, q);
      const data = await suggest(q);
      expect(idsOf(data.products), q).toEqual(idsOf(expected.rows.slice(0, MAX_SEARCH_SUGGESTIONS)));
      expect(data.did_you_mean, q).toBe(expected.didYouMean);
    }
    expect(await suggest('xqzvwy')).toEqual({ products: [], did_you_mean: null });
  });

  it('keep to the showroom', async () => {
    const { ids: offered } = await offeredCategories('TILE4YOU');
    const expected = expectedSearch(await catalogue(), 'tile').rows.filter((row) => offered.has(row.category_id));
    expect(idsOf((await suggest('tile', 'TILE4YOU')).products)).toEqual(
      idsOf(expected.slice(0, MAX_SEARCH_SUGGESTIONS)),
    );
  });
});

describe('product search: the index follows the catalogue', () => {
  it('finds a product once added, by its new name once renamed, and no more once deleted', async () => {
    const id = await addProduct({ name: 'Wallaby Terrazzo Tile', popularity: 1 });
    expect(idsOf((await search({ q: 'wallaby' })).data)).toEqual([id]);
    await server.database.db
      .updateTable('products')
      .set({ name: 'Numbat Terrazzo Tile' })
      .where('id', '=', id)
      .execute();
    expect(idsOf((await search({ q: 'numbat' })).data)).toEqual([id]);
    // "wallaby" has left the vocabulary: it is no longer a word as typed.
    expect((await search({ q: 'wallaby' })).total).toBe(0);
    // An update of anything else leaves the index as it was.
    await server.database.db.updateTable('products').set({ popularity: 7 }).where('id', '=', id).execute();
    expect(idsOf((await search({ q: 'numbat terrazzo' })).data)).toEqual([id]);
    await server.database.db.deleteFrom('products').where('id', '=', id).execute();
    const gone = await search({ q: 'numbat' });
    expect(gone.total).toBe(0);
    expect(gone.did_you_mean).toBeNull();
  });

  it('follows a category renamed', async () => {
    const category = await server.database.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('id', '=', 140)
      .executeTakeFirstOrThrow();
    try {
      await server.database.db
        .updateTable('categories')
        .set({ name: 'Corner Bandicoots' })
        .where('id', '=', 140)
        .execute();
      const expected = (await catalogue()).filter((row) => row.category_id === 140);
      expect(expected.length).toBeGreaterThan(0);
      expect((await allPages({ q: 'bandicoots' })).ids).toEqual(
        idsOf(expectedSearch(await catalogue(), 'bandicoots').rows),
      );
      expect((await allPages({ q: 'bandicoots' })).ids.sort((a, b) => a - b)).toEqual(
        idsOf(expected).sort((a, b) => a - b),
      );
    } finally {
      await server.database.db.updateTable('categories').set({ name: category.name }).where('id', '=', 140).execute();
    }
    expect((await search({ q: 'bandicoots' })).total).toBe(0);
  });
});

describe('product search: hostile queries', () => {
  const hostile = [
    '"',
    '""',
    "'",
    '*',
    'tile*',
    '"tile"*',
    'NEAR(tile porcelain)',
    'tile NEAR porcelain',
    '-tile',
    'tile -porcelain',
    'tile OR porcelain',
    'tile AND NOT porcelain',
    '^tile',
    'name:tile',
    '{name}: tile',
    'tile:*',
    'tile:A',
    'tile & porcelain | !x',
    "tile' ; drop table products; --",
    '(tile',
    ')',
    '%',
    '_',
    '\\',
    'tile\u0000x',
    'café crème',
    'Ｔｉｌｅ',
    '磁砖',
    '🙂 tile',
    'ǅ',
    '½',
    '٣',
    'a'.repeat(100),
    'a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m n o p q r s t u v w x',
    'tile '.repeat(20).trim(),
    '1234567890'.repeat(10),
  ];

  it('answers every query without a server error, in the contract shape', async () => {
    for (const q of hostile) {
      const response = await searchRaw({ q });
      expect(response.statusCode, `${JSON.stringify(q)}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode === 200) endpoints.searchProducts.response.parse(response.json());
      const suggestion = await server.app.inject({
        method: 'GET',
        url: `/api/products/suggest?${new URLSearchParams({ q }).toString()}`,
      });
      expect(suggestion.statusCode, `${JSON.stringify(q)}: ${suggestion.body}`).toBeLessThan(500);
    }
  });

  it('refuses an empty or over-long query with a 422 naming q', async () => {
    for (const q of ['', '   ', 'a'.repeat(101)]) {
      const response = await searchRaw({ q });
      expect(response.statusCode).toBe(422);
      expect(Object.keys((response.json() as { errors: object }).errors)).toContain('q');
    }
  });

  it('takes search syntax as plain words: "tile*" is "tile", "-tile" is "tile"', async () => {
    const tile = idsOf((await search({ q: 'tile', per_page: 100 })).data);
    for (const q of ['tile*', '-tile', '"tile"', 'tile:', '(tile)', '{tile}']) {
      expect(idsOf((await search({ q, per_page: 100 })).data), q).toEqual(tile);
    }
  });
});
