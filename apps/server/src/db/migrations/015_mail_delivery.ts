import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Mail that is really sent (issue 34): the outbox becomes the queue the dispatcher sends from
 * (mail/dispatcher.ts), so a message written beside an order is never lost when the mail server
 * is down, and a failed send is retried. `html` is the message's HTML part (`body` stays its
 * plain text). `status`: 'kept' (no SMTP configured: the development outbox is where it ends),
 * 'pending', 'sending' (claimed until `next_attempt_at`), 'sent' or 'failed' (given up). Rows
 * from before are 'kept', as they were.
 */
export const mailDeliveryMigration: Migration = {
  // `Kysely<any>`: migrations describe the schema as it was, not the current types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('outbox').addColumn('html', 'text').execute();
    await db.schema
      .alterTable('outbox')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('kept'))
      .execute();
    await db.schema
      .alterTable('outbox')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'varchar(32)').execute();
    await db.schema.alterTable('outbox').addColumn('last_error', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('sent_at', 'varchar(32)').execute();
    // The dispatcher's one query: what is due, oldest first.
    await db.schema
      .createIndex('outbox_due')
      .on('outbox')
      .columns(['status', 'next_attempt_at'])
      .where(sql.ref('status'), 'in', ['pending', 'sending'])
      .execute();
  },
};
