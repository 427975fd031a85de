import type { Kysely, Migration } from 'kysely';

/**
 * Issue 30: a per-account limit on password guessing. One row per e-mail address that has
 * failed to sign in since its last success: the consecutive failures and, once they reach the
 * threshold, the moment the account may be tried again. Keyed by the normalised address, not
 * the user, so an address without an account locks the same way (the answer never tells which
 * addresses have accounts).
 */
export const signInFailuresMigration: Migration = {
  // `Kysely<any>`: migrations describe the schema as it was, not the current types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('locked_until', 'varchar(32)')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
};
