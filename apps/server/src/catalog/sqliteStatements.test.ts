import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

// What the busiest catalogue requests hand to SQLite, on the embedded database whichever one
// the suite runs on. A bound LIMIT or LIKE pattern makes SQLite re-plan the statement on every
// run (db/literalLimits.ts), which the statement cache cannot help; the results are the same
// either way, so only the SQL text shows it.
let server: TestServer;
const prepare = vi.spyOn(SqliteDatabase.prototype, 'prepare');

beforeAll(async () => {
  const database = openDatabase({ dataDir: ':memory:' });
  await migrateToLatest(database.db, database.dialect);
  server = await createTestServer({ database });
});

afterAll(async () => {
  await server.close();
  prepare.mockRestore();
});

async function preparedBy(requests: { method: 'GET' | 'POST'; url: string; payload?: object }[]): Promise<string[]> {
  prepare.mockClear();
  for (const request of requests) {
    const response = await server.app.inject(request);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: { total: number } }).data.total).toBeGreaterThan(0);
  }
  return prepare.mock.calls.map(([sql]) => sql);
}

describe('statements the catalogue prepares on SQLite', () => {
  it('write the product page size into the SQL, for a top-level and for a child category', async () => {
    const child = await server.database.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const texts = await preparedBy(
      [{ category: 1 }, { category: 1, per_page: 5, page: 2 }, { category: child.id, per_page: 7 }].map((body) => ({
        method: 'POST' as const,
        url: '/api/visualization/products',
        payload: { showroom: 'DEMO0001', ...body },
      })),
    );
    // The pages, not the list's facets (brands, price range: one grouped query, no limit).
    const pages = texts.filter((sql) => /^select .* from "products" where .* order by .* limit /.test(sql));
    expect(pages.map((sql) => /limit (\d+)/.exec(sql)?.[1]).sort()).toEqual(['10', '5', '7']);
    for (const sql of texts) expect(sql).not.toMatch(/limit \?/);
  });

  it('search showrooms with neither a bound LIMIT nor a LIKE pattern', async () => {
    const texts = await preparedBy([
      { method: 'GET', url: '/api/visualization/showrooms?s=demo&per_page=3' },
      { method: 'GET', url: '/api/visualization/showrooms?per_page=4' },
    ]);
    expect(texts.filter((sql) => sql.includes('from "shops"'))).toHaveLength(2);
    for (const sql of texts) {
      expect(sql).not.toMatch(/limit \?/);
      expect(sql).not.toMatch(/\blike\b/i);
    }
  });
});
