import type { Kysely, Migration } from 'kysely';

/**
 * Placing orders (issue 15). An order remembers the idempotency key of the checkout attempt
 * that made it, unique per customer, so a double click or a retried request finds the first
 * order instead of making a second one, even when both arrive at once (the loser of the race
 * hits the index). Both engines let many rows have no key (NULLs are distinct), which the
 * demo orders and any order made before this migration are. The order also keeps the payment
 * provider's charge id, and a saved card the provider's reusable reference to it: never the
 * card number or the security code.
 */
export const checkoutMigration: Migration = {
  // `Kysely<any>`: migrations describe the schema as it was, not the current types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('orders').addColumn('idempotency_key', 'text').execute();
    await db.schema.alterTable('orders').addColumn('payment_reference', 'text').execute();
    await db.schema
      .createIndex('orders_user_idempotency_key')
      .unique()
      .on('orders')
      .columns(['user_id', 'idempotency_key'])
      .execute();
    await db.schema.alterTable('payment_cards').addColumn('provider_reference', 'text').execute();
    // Order lists by role: a vendor's orders come through its items, a showroom's by shop.
    await db.schema.createIndex('orders_shop').on('orders').columns(['shop_id', 'id']).execute();
  },
};
