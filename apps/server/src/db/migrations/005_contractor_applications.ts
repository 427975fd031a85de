import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Contractor applications (/register/contractor): what a licensed contractor sends to get a pro
 * account, kept until someone approves or declines it (§9: within 24 hours). `email` is stored
 * normalised (trimmed, lower case) like users.email. At most one *pending* application per
 * e-mail: a partial unique index, which both engines support, so two simultaneous submissions
 * cannot both get in; a declined applicant may apply again.
 */
export function contractorApplicationsMigration(dialect: Dialect): Migration {
  return {
    // `Kysely<any>`: migrations describe the schema as it was, not the current types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const table = db.schema.createTable('contractor_applications');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('country_code', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('license_number', 'text', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('reviewed_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('contractor_applications_pending_email')
        .unique()
        .on('contractor_applications')
        .column('email')
        .where(sql.ref('status'), '=', sql.lit('pending'))
        .execute();
    },
  };
}
