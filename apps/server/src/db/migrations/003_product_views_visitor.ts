import type { Kysely, Migration } from 'kysely';

/**
 * "Customers also viewed" joins a product's views to the other views of the same visitor
 * session; without an index on the session key that join read the whole table on every call.
 * (The same account's views already have product_views_user.)
 */
export const productViewsVisitorMigration: Migration = {
  // `Kysely<any>`: migrations describe the schema as it was, not the current types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('product_views_visitor')
      .on('product_views')
      .columns(['visitor_key', 'product_id'])
      .execute();
  },
};
