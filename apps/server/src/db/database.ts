import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Dialect } from './dialect.ts';
import { LiteralLimitsPlugin } from './literalLimits.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statementCache.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL: the schema worked in, when one was chosen. */
  schema?: string | undefined;
  /** Closes the pool or file; safe to call twice. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded SQLite database is used. */
  databaseUrl?: string | undefined;
  /** PostgreSQL only: a schema to work in (tests give each file its own). */
  schema?: string | undefined;
  /** SQLite only: the folder of `showroom.sqlite`, or ':memory:'. */
  dataDir?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

const int8 = 20;
const numeric = 1700;

/**
 * COUNT(*) comes back from PostgreSQL as int8, which node-postgres hands over as a string;
 * SQLite gives numbers. Parsing both as numbers keeps the query code the same. Our counts and
 * sums are far below 2^53.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === int8 || oid === numeric
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  let closed = false;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      schema: options.schema,
      async close() {
        if (closed) return;
        closed = true;
        await db.destroy();
      },
    };
  }

  const dataDir = options.dataDir ?? ':memory:';
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    file = join(dataDir, 'showroom.sqlite');
  }
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers proceed during a write and survives a crash without losing committed
  // data; NORMAL sync is durable in WAL mode at a fraction of FULL's cost.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Sorting a page (ORDER BY over an IN list of categories) builds a temporary b-tree; in
  // memory it costs half what it does in a temporary file (measured: 76 → 44 µs a page).
  sqlite.pragma('temp_store = memory');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    // SQLite re-plans a statement whose LIMIT is bound, on every run (see literalLimits.ts).
    plugins: [new LiteralLimitsPlugin()],
  });
  return {
    db,
    dialect: 'sqlite',
    async close() {
      if (closed) return;
      closed = true;
      // Kysely's SQLite driver closes the better-sqlite3 handle, which checkpoints the WAL.
      await db.destroy();
    },
  };
}
