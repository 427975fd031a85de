import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite driver prepares every query afresh, and preparing (parsing and planning the
 * SQL) cost more than running it: 13 % of the server's CPU under load. Kysely compiles the same
 * SQL text for the same query shape, with values as parameters, so the prepared statements
 * can be kept and reused. The cache is bounded (least recently used goes first) so unusual
 * queries cannot grow it without end.
 *
 * 512 statements, about 11 kB each (measured): 5–6 MB at most. Page sizes are written into the
 * SQL (db/literalLimits.ts), so each of the busy paged queries can take up to 100 texts, one per
 * `per_page`; 512 leaves room for a few of them in every size without pushing out the rest.
 */
const schemaChange = /^\s*(create|alter|drop)\b/i;

export function withStatementCache(sqlite: BetterSqliteDatabase, limit = 512): SqliteDatabase {
  const statements = new Map<string, { statement: Statement; forKysely: SqliteStatement }>();
  return {
    prepare(sql) {
      const cached = statements.get(sql);
      // A statement still being iterated (a streamed query) cannot run again until it ends.
      if (cached && !cached.statement.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached.forKysely;
      }
      const statement = sqlite.prepare(sql);
      // A schema change re-prepares cached statements inside SQLite, and `select *` may then
      // return other columns than the names readRowsAsArrays took: start afresh.
      if (!statement.reader && schemaChange.test(sql)) statements.clear();
      const entry = { statement, forKysely: statement.reader ? readRowsAsArrays(statement) : statement };
      statements.set(sql, entry);
      if (statements.size > limit) statements.delete(statements.keys().next().value as string);
      return entry.forKysely;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/**
 * The same rows, built in JavaScript: better-sqlite3 makes each row object through V8's C++
 * API one property at a time, which was the largest single cost of a product page (10 rows ×
 * 9 columns: 37 µs as objects, 29 µs as arrays turned into objects here; measured on this
 * machine). Each row's properties are set in column order, so all rows share one shape, as
 * before; a repeated column name keeps the last value, as better-sqlite3 does.
 */
export function readRowsAsArrays(statement: Statement): SqliteStatement {
  statement.raw(true);
  let names = statement.columns().map((column) => column.name);
  const toObject = (values: unknown[]) => {
    // A schema changed by another connection also re-prepares the statement: at least a
    // different number of columns is noticed here (the cache handles changes made through it).
    if (values.length !== names.length) names = statement.columns().map((column) => column.name);
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index++) row[names[index] as string] = values[index];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(values);
    },
  };
}
