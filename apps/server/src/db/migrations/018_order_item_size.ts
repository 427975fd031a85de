import type { Kysely, Migration } from 'kysely';

/**
 * Fulfilment (issue 35): the vendor ships the size the customer chose. A cart line knows its size
 * set, but the order item kept only the product, so a product sold in several sizes could not be
 * packed right. `order_items.size_label` keeps the chosen size set's label as it read at checkout
 * (a later rename of the size set does not change what was bought); null for items placed before
 * this migration and for products without size sets: the item view then falls back to the
 * product's only size set and its width × length.
 */
export const orderItemSizeMigration: Migration = {
  // `Kysely<any>`: migrations describe the schema as it was, not the current types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('order_items').addColumn('size_label', 'text').execute();
  },
};
