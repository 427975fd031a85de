import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedTo } from '../testing/databaseMigratedTo.ts';
import { createTestDatabase } from '../testing/testDatabase.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';

describe('migrations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('create every table of the schema, commerce included', async () => {
    const tables = (await handle.db.introspection.getTables()).map((table) => table.name);
    for (const name of ['users', 'auth_tokens', 'otp_codes', 'outbox', 'shops', 'products', 'carts', 'order_items']) {
      expect(tables).toContain(name);
    }
  });

  it('run again without changes (start-up migrates every time)', async () => {
    await expect(migrateToLatest(handle.db, handle.dialect, handle.schema)).resolves.toBeUndefined();
  });

  it('generate ids and return them on insert on this engine', async () => {
    const now = new Date().toISOString();
    const first = await handle.db
      .insertInto('departments')
      .values({ name: 'Kitchen', menu_slug: 'kitchen' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const second = await handle.db
      .insertInto('departments')
      .values({ name: 'Bath', menu_slug: 'bath' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(second.id).toBeGreaterThan(first.id);
    const count = await handle.db
      .selectFrom('departments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(2);
    expect(now).toMatch(/Z$/);
  });

  it('refuse a non-positive quantity in a cart line', async () => {
    const now = new Date().toISOString();
    const user = await handle.db
      .insertInto('users')
      .values({
        type: 'User',
        status: 'Active',
        email: 'q@example.test',
        password_hash: 'x',
        first_name: 'Q',
        last_name: 'R',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cart = await handle.db
      .insertInto('carts')
      .values({ public_id: 'c1', user_id: user.id, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await handle.db
      .insertInto('categories')
      .values({ name: 'Sinks', slug_url: 'sinks' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = await handle.db
      .insertInto('products')
      .values({
        hash: 'p1',
        image: '/media/products/sink.svg',
        category_id: category.id,
        top_category_id: category.id,
        vendor_id: user.id,
        sku: 'S-1',
        name: 'Sink',
        brand: 'Acme',
        description: '',
        uom: 'Piece',
        price_cents: 100,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      handle.db
        .insertInto('cart_items')
        .values({ cart_id: cart.id, product_id: product.id, qty: 0, unit_price_cents: 100, created_at: now })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('migration 004: a product knows its top-level category', () => {
  it('fills top_category_id for the products of a database made before it', async () => {
    // The tables as migrations 001–003 left them, without top_category_id.
    const { handle, old, vendorId, now } = await databaseMigratedTo('003_product_views_visitor');
    try {
      const insertCategory = (name: string, parentId: number | null) =>
        old
          .insertInto('categories')
          .values({ name, slug_url: name.toLowerCase(), parent_id: parentId })
          .returning('id')
          .executeTakeFirstOrThrow();
      const bath = await insertCategory('Bath', null);
      const sinks = await insertCategory('Sinks', bath.id);
      const product = (categoryId: number, hash: string) => ({
        hash,
        image: '/media/products/x.svg',
        category_id: categoryId,
        vendor_id: vendorId,
        sku: hash,
        name: hash,
        brand: 'Acme',
        description: '',
        uom: 'Piece',
        price_cents: 100,
        created_at: now,
      });
      await old
        .insertInto('products')
        .values([product(sinks.id, 'in-child'), product(bath.id, 'in-top')])
        .execute();

      // A database that ran the withdrawn migration 002 has its column and index: no clash.
      await old.schema.alterTable('products').addColumn('root_category_id', 'integer').execute();
      await old.schema
        .createIndex('products_root_category')
        .on('products')
        .columns(['root_category_id', 'id'])
        .execute();

      await migrateToLatest(handle.db, handle.dialect, handle.schema);

      const rows = await handle.db.selectFrom('products').select(['hash', 'top_category_id']).orderBy('hash').execute();
      expect(rows).toEqual([
        { hash: 'in-child', top_category_id: bath.id },
        { hash: 'in-top', top_category_id: bath.id },
      ]);
      const missingTop = old.insertInto('products').values(product(sinks.id, 'no-top')).execute();
      // PostgreSQL enforces the column; on SQLite the schema type is the guard (see migration 004).
      if (handle.dialect === 'postgres') await expect(missingTop).rejects.toThrow(/top_category_id/);
      else await expect(missingTop).resolves.toBeDefined();
    } finally {
      await handle.close();
    }
  });
});
