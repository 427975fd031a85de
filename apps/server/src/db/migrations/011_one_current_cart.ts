import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Issue 30: a signed-in customer's first add makes one 'My cart' project, however many adds
 * arrive at once. `projects.holds_first_cart` marks that project, and a partial unique index
 * allows one per customer, so the database itself refuses a second (the add inserts it with
 * "on conflict do nothing" and then reads the one that exists), not a read-then-write.
 */
export const oneCurrentCartMigration: Migration = {
  // `Kysely<any>`: migrations describe the schema as it was, not the current types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('projects')
      .addColumn('holds_first_cart', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('projects_one_first_cart')
      .unique()
      .on('projects')
      .column('user_id')
      .where(sql.ref('holds_first_cart'), '=', 1)
      .execute();
  },
};
