import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * The PostgreSQL server the suite runs against a second time (`.ci/run` starts one); without
 * it every test file gets its own in-memory SQLite database.
 */
export const testDatabaseUrl = process.env.SHOWROOM_TEST_DATABASE_URL?.trim() || undefined;

/**
 * A fresh, migrated, empty database: in-memory SQLite, or a new schema on PostgreSQL.
 * `migrate: false` leaves it bare, for tests that run the migrations themselves.
 */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  if (!testDatabaseUrl) {
    const handle = openDatabase({ dataDir: ':memory:' });
    if (migrate) await migrateToLatest(handle.db, handle.dialect);
    return handle;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const handle = openDatabase({ databaseUrl: testDatabaseUrl, schema, poolSize: 4 });
  if (migrate) await migrateToLatest(handle.db, handle.dialect, schema);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
