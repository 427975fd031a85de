import {
  type HomeShowcase,
  INSPIRED_DESIGNS_PER_ROOM,
  homeCategoryNames,
  inspiredRoomCategories,
  inspiredRoomLabels,
} from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function showcase(query = ''): Promise<{ status: number; body: { data: HomeShowcase; message: string } }> {
  const response = await server.app.inject({ method: 'GET', url: `/api/home/showcase${query}` });
  return { status: response.statusCode, body: response.json() };
}

/** The home categories a showroom offers, by name. */
async function offeredBy(vsdId: string): Promise<Set<string>> {
  const rows = await server.database.db
    .selectFrom('shop_categories')
    .innerJoin('shops', 'shops.id', 'shop_categories.shop_id')
    .innerJoin('categories', 'categories.id', 'shop_categories.category_id')
    .select('categories.name')
    .where('shops.vsd_id', '=', vsdId)
    .execute();
  return new Set(rows.map((row) => row.name));
}

describe('GET /api/home/showcase (the home page pictures)', () => {
  it('without a showroom: four rooms of 7 products from their own categories, none shown twice, each in its room', async () => {
    const { status, body } = await showcase();
    expect(status).toBe(200);
    expect(body.data.rooms.map((room) => room.label)).toEqual([...inspiredRoomLabels]);
    const hashes = body.data.rooms.flatMap((room) => room.designs.map((design) => design.product_hash));
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const room of body.data.rooms) {
      expect(room.designs).toHaveLength(INSPIRED_DESIGNS_PER_ROOM);
      for (const design of room.designs) {
        expect(inspiredRoomCategories[room.label]).toContain(design.category);
        expect(design.picture.view).toBe('room');
        expect(design.picture.alt).toContain(design.title);
        expect(design.picture.src).toMatch(/^\/media\/pictures\/[a-z0-9-]+\/room-\d+\.jpg$/);
      }
      // One of each category before a second of any.
      const categories = room.designs.map((design) => design.category);
      const distinct = new Set(categories).size;
      expect(distinct).toBe(Math.min(inspiredRoomCategories[room.label].length, INSPIRED_DESIGNS_PER_ROOM));
    }
  });

  it('names each design after its product, whose page answers at that hash', async () => {
    const { body } = await showcase();
    const design = body.data.rooms[1]!.designs[0]!;
    const product = await server.app.inject({ method: 'GET', url: `/api/public?pid=${design.product_hash}` });
    expect(product.statusCode).toBe(200);
    expect(product.json().data.name).toBe(design.title);
  });

  it('gives every home category, in the spec order, the picture of a product it holds', async () => {
    const { body } = await showcase();
    expect(body.data.categories.map((category) => category.name)).toEqual([...homeCategoryNames]);
    for (const category of body.data.categories) {
      expect(category.picture?.alt).toBe(category.name);
      expect(category.picture?.view).toBe('swatch');
    }
  });

  it('shows each brand of the catalogue, in its order, by one of its products, each of another category', async () => {
    const { body } = await showcase();
    const rows = await server.database.db
      .selectFrom('products')
      .select(['brand', 'hash', 'name', 'category_id'])
      .orderBy('id')
      .execute();
    expect(body.data.brands.map((brand) => brand.name)).toEqual([...new Set(rows.map((row) => row.brand))]);
    expect(body.data.brands.length).toBeGreaterThan(1);
    const shown = body.data.brands.map((brand) => ({
      brand,
      product: rows.find((row) => row.hash === brand.product_hash),
    }));
    for (const { brand, product } of shown) {
      expect(product?.brand, brand.name).toBe(brand.name);
      expect(brand.title).toBe(product?.name);
      expect(brand.picture.view).toBe('closeup');
      expect(brand.picture.src).toMatch(/^\/media\/pictures\/[a-z0-9-]+\/closeup-\d+\.jpg$/);
    }
    // Every brand of the demo catalogue sells in several categories: the row shows as many materials.
    expect(new Set(shown.map(({ product }) => product?.category_id)).size).toBe(shown.length);
  });

  it('a showroom shows its brands by products it sells', async () => {
    const { body } = await showcase('?showroom=tile4you');
    const offered = await offeredBy('TILE4YOU');
    const sold = await server.database.db
      .selectFrom('products')
      .innerJoin('categories as leaf', 'leaf.id', 'products.category_id')
      .leftJoin('categories as top', 'top.id', 'leaf.parent_id')
      .select(['products.hash', 'leaf.name as leafName', 'top.name as topName'])
      .execute();
    const soldHashes = sold
      .filter((row) => offered.has(row.leafName) || (row.topName !== null && offered.has(row.topName)))
      .map((row) => row.hash);
    expect(soldHashes.length).toBeLessThan(sold.length);
    expect(body.data.brands.length).toBeGreaterThan(0);
    for (const brand of body.data.brands) expect(soldHashes).toContain(brand.product_hash);
  });

  it('in a showroom: only products of the categories it offers, so the rooms change with its catalogue', async () => {
    const offered = await offeredBy('TILE4YOU');
    expect(offered.size).toBeGreaterThan(0);
    const { status, body } = await showcase('?showroom=tile4you');
    expect(status).toBe(200);
    const designs = body.data.rooms.flatMap((room) => room.designs);
    expect(designs.length).toBeGreaterThan(0);
    for (const design of designs) expect(offered).toContain(design.category);
    const everywhere = (await showcase()).body.data.rooms.flatMap((room) => room.designs);
    expect(designs.map((design) => design.product_hash)).not.toEqual(everywhere.map((design) => design.product_hash));
  });

  it('is the same choice every time (the pictures are cached by their addresses)', async () => {
    expect((await showcase('?showroom=DEMO0001')).body).toEqual((await showcase('?showroom=DEMO0001')).body);
  });

  it('an unknown showroom is a 404 with the showroom message', async () => {
    const { status, body } = await showcase('?showroom=ZZZZ9999');
    expect(status).toBe(404);
    expect(body.message).toBe('No Showroom Found, Please Enter Correct Showroom Id.');
  });
});
