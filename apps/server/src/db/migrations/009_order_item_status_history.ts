import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Order item status changes (issue 16):
 * - `order_item_status_changes`: every change, from what to what, by whom (user id, plus the
 *   role and name at the time, so the timeline still reads right if the account changes or goes)
 *   and when; read per item in order, hence the (order_item_id, id) index;
 * - `order_items.approved_at`: when the item first left Waiting for approval for a status that
 *   earns (§9: profits are paid 46 business days after approval). Items already approved get
 *   their status date, the best time known.
 */
export function orderItemStatusHistoryMigration(dialect: Dialect): Migration {
  return {
    // `Kysely<any>`: migrations describe the schema as it was, not the current types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const table = db.schema.createTable('order_item_status_changes');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
        .addColumn('from_status', 'text', (c) => c.notNull())
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_by_role', 'text', (c) => c.notNull())
        .addColumn('changed_by_name', 'text', (c) => c.notNull())
        .addColumn('changed_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_item_status_changes_item')
        .on('order_item_status_changes')
        .columns(['order_item_id', 'id'])
        .execute();

      await db.schema.alterTable('order_items').addColumn('approved_at', 'varchar(32)').execute();
      await db
        .updateTable('order_items')
        .set({ approved_at: sql.ref('status_date') })
        .where('status', 'not in', ['Waiting for approval', 'Decline', 'Cancle'])
        .execute();
    },
  };
}
