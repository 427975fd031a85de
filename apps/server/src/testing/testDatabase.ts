import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * The PostgreSQL server the suite runs against a second time (`.ci/run` starts one); without
 * it every test file gets its own in-memory SQLite database.
 */
export const testDatabaseUrl = process.env.SHOWROOM_TEST_DATABASE_URL?.trim() || undefined;

let workerDatabase: Promise<string> | undefined;

/**
 * The database this test worker makes its schemas in, created on first use. One per worker
 * because PostgreSQL's catalogue queries (Kysely's introspection, which its migrator runs) read
 * every schema of a database: a schema another worker drops meanwhile makes them fail.
 */
function databaseOfThisWorker(serverUrl: string): Promise<string> {
  workerDatabase ??= (async () => {
    const name = `showroom_test_${Number(process.env.VITEST_POOL_ID ?? 0)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } catch (error) {
      // 42P04: made by an earlier run of this worker; it is reused (its schemas are dropped as they end).
      if ((error as { code?: unknown }).code !== '42P04') throw error;
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerDatabase;
}

/**
 * A fresh, migrated, empty database: in-memory SQLite, or a new schema on PostgreSQL (in the
 * test worker's own database).
 * `migrate: false` leaves it bare, for tests that run the migrations themselves.
 */
export async function createTestDatabase({
  migrate = true,
  poolSize = 4,
}: {
  migrate?: boolean;
  /** PostgreSQL connections; the concurrency tests use the server's own default, 10, so requests interleave as in production. */
  poolSize?: number;
} = {}): Promise<DatabaseHandle> {
  if (!testDatabaseUrl) {
    const handle = openDatabase({ dataDir: ':memory:' });
    if (migrate) await migrateToLatest(handle.db, handle.dialect);
    return handle;
  }
  const databaseUrl = await databaseOfThisWorker(testDatabaseUrl);
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const handle = openDatabase({ databaseUrl, schema, poolSize });
  if (migrate) await migrateToLatest(handle.db, handle.dialect, schema);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
