import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
