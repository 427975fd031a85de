import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * A product's top-level category beside its own: the category's parent, or the category itself
 * when it is top-level. A top-level category's page then reads one index range in id order
 * (`top_category_id = ?`), where `category_id IN (the category and its children)` had to
 * gather every match and sort it. With rows read as arrays (db/statementCache.ts) this took a
 * page from 30 to 22 µs measured alone, and the product list from about 245 to 224 µs of
 * server CPU a request under load.
 *
 * PostgreSQL makes the column NOT NULL after the backfill. SQLite cannot add a NOT NULL column
 * without a default, so there the guard is the schema type, which makes every insert give it.
 * Nothing updates it by itself: code that moves a product to another category, or a category
 * under another parent, must set it again. (Migration 002 added the same
 * idea as `root_category_id` and was withdrawn; databases that ran it keep that column unused,
 * so this one takes a new name rather than tripping over it.)
 */
export function productTopCategoryMigration(dialect: Dialect): Migration {
  return {
    // `Kysely<any>`: migrations describe the schema as it was, not the current types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('products')
        .addColumn('top_category_id', 'integer', (column) => column.references('categories.id'))
        .execute();
      await sql`update products set top_category_id = coalesce(
        (select categories.parent_id from categories where categories.id = products.category_id),
        products.category_id
      )`.execute(db);
      if (dialect === 'postgres') {
        await db.schema
          .alterTable('products')
          .alterColumn('top_category_id', (column) => column.setNotNull())
          .execute();
      }
      await db.schema.createIndex('products_top_category').on('products').columns(['top_category_id', 'id']).execute();
    },
  };
}
