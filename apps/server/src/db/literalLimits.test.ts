import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/testDatabase.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

// The embedded database, where the plugin is installed, whichever database the suite runs on.
let sqlite: DatabaseHandle;

beforeAll(async () => {
  sqlite = openDatabase({ dataDir: ':memory:' });
  await migrateToLatest(sqlite.db, sqlite.dialect);
  await sqlite.db
    .insertInto('departments')
    .values(['Kitchen', 'Bath', 'Floors', 'Walls'].map((name, position) => ({ name, menu_slug: name, position })))
    .execute();
});

afterAll(async () => {
  await sqlite.close();
});

const departments = () => sqlite.db.selectFrom('departments').select('name').orderBy('position');

describe('limits on the embedded database', () => {
  it('writes a page size into the SQL and keeps the offset a parameter', () => {
    const query = departments().limit(10).offset(20).compile();
    expect(query.sql).toMatch(/ limit 10 offset \?$/);
    expect(query.parameters).toEqual([20]);
  });

  it('writes the limits of subqueries too', () => {
    const query = sqlite.db
      .selectFrom('departments')
      .select('name')
      .where('id', 'in', (eb) => eb.selectFrom('departments').select('id').orderBy('id').limit(3))
      .compile();
    expect(query.sql).toContain(' limit 3)');
    expect(query.parameters).toEqual([]);
  });

  it('leaves anything but a non-negative safe integer bound', () => {
    for (const limit of [2.5, -1, 2 ** 53]) {
      const query = departments().limit(limit).compile();
      expect(query.sql).toMatch(/ limit \?$/);
      expect(query.parameters).toEqual([limit]);
    }
    const expression = departments()
      .limit(sql<number>`${2}`)
      .compile();
    expect(expression.sql).toMatch(/ limit \?$/);
  });

  it('returns the same pages', async () => {
    expect(await departments().limit(2).execute()).toEqual([{ name: 'Kitchen' }, { name: 'Bath' }]);
    expect(await departments().limit(2).offset(2).execute()).toEqual([{ name: 'Floors' }, { name: 'Walls' }]);
    expect(await departments().limit(0).execute()).toEqual([]);
  });
});

describe('limits on the suite’s database', () => {
  it('are written into the SQL on SQLite only; PostgreSQL binds them', async () => {
    const handle = await createTestDatabase();
    try {
      const query = handle.db.selectFrom('departments').select('name').limit(5).compile();
      if (handle.dialect === 'sqlite') {
        expect(query.sql).toMatch(/ limit 5$/);
        expect(query.parameters).toEqual([]);
      } else {
        expect(query.sql).toMatch(/ limit \$1$/);
        expect(query.parameters).toEqual([5]);
      }
    } finally {
      await handle.close();
    }
  });
});
