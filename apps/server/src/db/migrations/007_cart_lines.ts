import { type Kysely, type Migration, sql } from 'kysely';

/**
 * What the cart needs beyond the initial commerce tables:
 * - `products.min_qty`, the product's minimum unit (§5 quantity box, §9: 1 unless the product
 *   says more); the cart refuses less;
 * - one line per product and size in a cart (a unique index over `coalesce(size_id, 0)`, since
 *   NULLs never collide in a unique index), so two simultaneous adds of the same product add
 *   up in one line instead of making two;
 * - at most one cart per project and per temporary project (partial unique indexes), which the
 *   "a signed-in customer's cart belongs to their project" rule relies on;
 * - the signed-in customer's current cart is their most recently changed one: an index on
 *   (user_id, updated_at).
 * Both engines support expression and partial indexes.
 */
export const cartLinesMigration: Migration = {
  // `Kysely<any>`: migrations describe the schema as it was, not the current types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('products')
      .addColumn('min_qty', 'integer', (column) => column.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex('cart_items_cart_product_size')
      .unique()
      .on('cart_items')
      .columns(['cart_id', 'product_id'])
      .expression(sql`coalesce(size_id, 0)`)
      .execute();
    await db.schema
      .createIndex('carts_project')
      .unique()
      .on('carts')
      .column('project_id')
      .where(sql.ref('project_id'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('carts_temp_project')
      .unique()
      .on('carts')
      .column('temp_project_id')
      .where(sql.ref('temp_project_id'), 'is not', null)
      .execute();
    await db.schema.createIndex('carts_user_updated').on('carts').columns(['user_id', 'updated_at']).execute();
  },
};
