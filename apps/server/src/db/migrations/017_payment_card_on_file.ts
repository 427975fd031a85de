import type { Kysely, Migration } from 'kysely';

/**
 * A customer chooses at checkout whether a card typed in replaces the saved one (issue 34).
 * `payment_cards.on_file` = 1 marks the cards the account keeps (the newest is "the saved
 * card"); a card used for one order only is still recorded, with 0, because the order names the
 * card it was paid with (brand and last four on /thankyou), but it is never offered again. Every
 * card before this migration was kept, so the default is 1.
 */
export const paymentCardOnFileMigration: Migration = {
  // `Kysely<any>`: migrations describe the schema as it was, not the current types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('payment_cards')
      .addColumn('on_file', 'integer', (column) => column.notNull().defaultTo(1))
      .execute();
  },
};
