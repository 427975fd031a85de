import type { Kysely, Migration } from 'kysely';

/**
 * §9 returns: a customer asks to return a delivered item with a reason, which the vendor and
 * Admin read beside the item. `order_items.return_reason` keeps it (trimmed, at most
 * RETURN_REASON_MAX_LENGTH characters, checked by the contract); null for items never asked to
 * be returned, every item before this migration included. `text` on both engines: the length
 * is the contract's rule, not the column's.
 */
export const orderItemReturnReasonMigration: Migration = {
  // `Kysely<any>`: migrations describe the schema as it was, not the current types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('order_items').addColumn('return_reason', 'text').execute();
  },
};
