import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Issue 14, accounts: password reset links and payout bank accounts.
 *
 * - `password_resets`: one row per reset e-mail. Only the SHA-256 of the link's token is kept
 *   (like bearer tokens), with its expiry and the moment it was used, so a link works once.
 * - `payout_accounts`: one bank account per pro. The account number is never stored in clear:
 *   `account_number_encrypted` is AES-256-GCM under the server's payout key (see
 *   accounts/payoutCipher.ts) and `account_number_last4` is what the page shows.
 */
export function accountSecurityMigration(dialect: Dialect): Migration {
  return {
    // `Kysely<any>`: migrations describe the schema as it was, not the current types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const table = (name: string) => {
        const create = db.schema.createTable(name);
        return dialect === 'postgres'
          ? create.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      };

      await table('password_resets')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('password_resets_user')
        .on('password_resets')
        .columns(['user_id', 'created_at'])
        .execute();

      await table('payout_accounts')
        .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('account_holder_name', 'text', (c) => c.notNull())
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('routing_number', 'varchar(9)', (c) => c.notNull())
        .addColumn('account_type', 'text', (c) => c.notNull())
        .addColumn('account_number_last4', 'varchar(4)', (c) => c.notNull())
        .addColumn('account_number_encrypted', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
  };
}
