import { type Kysely, Migrator } from 'kysely';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { migrationsFor } from '../db/migrate.ts';
import { createTestDatabase } from './testDatabase.ts';

export interface OldDatabase {
  readonly handle: DatabaseHandle;
  /** The database typed loosely: its schema is the one of the migration it stopped at, not today's. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema than Database describes
  readonly old: Kysely<any>;
  /** A vendor row, which products need. */
  readonly vendorId: number;
  /** One timestamp for the rows a test inserts. */
  readonly now: string;
}

/**
 * A fresh test database migrated up to `migration` only (as a database made back then is), with
 * a vendor in it: a migration test inserts the rows of that time, then runs the migrations that
 * followed (`migrateToLatest`). The caller closes `handle`.
 */
export async function databaseMigratedTo(migration: string): Promise<OldDatabase> {
  const handle = await createTestDatabase({ migrate: false });
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrationsFor(handle.dialect) },
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  expect((await migrator.migrateTo(migration)).error).toBeUndefined();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema than Database describes
  const old = handle.db as unknown as Kysely<any>;
  const now = new Date().toISOString();
  const vendor = await old
    .insertInto('users')
    .values({
      type: 'Vendor',
      status: 'Active',
      email: 'v@example.test',
      password_hash: 'x',
      first_name: 'V',
      last_name: 'V',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { handle, old, vendorId: vendor.id as number, now };
}
