import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../testing/testDatabase.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { preparedQuery } from './preparedQuery.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db
    .insertInto('departments')
    .values(
      ['Kitchen', 'Bath', 'Floors', 'Walls', "Rob'; drop table departments; --"].map((name, position) => ({
        name,
        menu_slug: name.toLowerCase(),
        position,
      })),
    )
    .execute();
});

afterAll(async () => {
  await handle.close();
});

describe('a prepared query', () => {
  it('gives what the same query built afresh gives, for each call’s values', async () => {
    const build = vi.fn((db: DatabaseHandle['db'], values: { after: number; size: number }) =>
      db
        .selectFrom('departments')
        .select(['name', 'position'])
        .where('position', '>', values.after)
        .orderBy('position')
        .limit(values.size),
    );
    const page = preparedQuery(build);
    for (const values of [
      { after: -1, size: 2 },
      { after: 1, size: 10 },
      { after: 3, size: 1 },
      { after: 9, size: 3 },
    ]) {
      const afresh = await build(handle.db, values).execute();
      expect(await page(handle.db, values)).toEqual(afresh);
    }
    // Once for the prepared query, then once per comparison above.
    expect(build).toHaveBeenCalledTimes(5);
  });

  it('keeps the constants written into the query', async () => {
    const named = preparedQuery((db, values: { after: number }) =>
      db
        .selectFrom('departments')
        .select('name')
        .where('name', '!=', 'Bath')
        .where('position', '>', values.after)
        .orderBy('position'),
    );
    expect((await named(handle.db, { after: 0 })).map((row) => row.name)).toEqual([
      'Floors',
      'Walls',
      "Rob'; drop table departments; --",
    ]);
  });

  it('prepares each array length once, one parameter per element', async () => {
    const build = vi.fn((db: DatabaseHandle['db'], values: { names: string[] }) =>
      db.selectFrom('departments').select('position').where('name', 'in', values.names).orderBy('position'),
    );
    const byNames = preparedQuery(build);
    expect(await byNames(handle.db, { names: ['Bath', 'Walls'] })).toEqual([{ position: 1 }, { position: 3 }]);
    expect(await byNames(handle.db, { names: ['Kitchen', 'Floors'] })).toEqual([{ position: 0 }, { position: 2 }]);
    expect(await byNames(handle.db, { names: ['Floors'] })).toEqual([{ position: 2 }]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('binds values as parameters, never as SQL', async () => {
    const byName = preparedQuery((db, values: { name: string }) =>
      db.selectFrom('departments').select('position').where('name', '=', values.name),
    );
    expect(await byName(handle.db, { name: "Rob'; drop table departments; --" })).toEqual([{ position: 4 }]);
    expect(await byName(handle.db, { name: "x' or '1'='1" })).toEqual([]);
    expect(await handle.db.selectFrom('departments').select('id').execute()).toHaveLength(5);
  });

  it('refuses a value it does not bind, which would otherwise freeze its first call’s choice', async () => {
    const shaped = preparedQuery((db, values: { newest: boolean; size: number }) =>
      db
        .selectFrom('departments')
        .select('name')
        .orderBy('position', values.newest ? 'desc' : 'asc')
        .limit(values.size),
    );
    await expect(shaped(handle.db, { newest: true, size: 1 })).rejects.toThrow('not bound: newest');
    const partly = preparedQuery((db, values: { names: string[] }) =>
      db
        .selectFrom('departments')
        .select('position')
        .where('name', '=', values.names[0] as string),
    );
    await expect(partly(handle.db, { names: ['Bath', 'Walls'] })).rejects.toThrow('not bound: names[1]');
  });

  it('compiles once per value of a `shapedBy` value, and builds with the value itself', async () => {
    const sizes: number[] = [];
    const build = vi.fn((db: DatabaseHandle['db'], values: { after: number; size: number }) => {
      sizes.push(values.size);
      return db
        .selectFrom('departments')
        .select('name')
        .where('position', '>', values.after)
        .orderBy('position')
        .limit(values.size);
    });
    const page = preparedQuery(build, { shapedBy: ['size'] });
    const names = async (values: { after: number; size: number }) =>
      (await page(handle.db, values)).map((row) => row.name);
    expect(await names({ after: -1, size: 2 })).toEqual(['Kitchen', 'Bath']);
    expect(await names({ after: 0, size: 2 })).toEqual(['Bath', 'Floors']);
    expect(await names({ after: 0, size: 3 })).toEqual(['Bath', 'Floors', 'Walls']);
    expect(await names({ after: 2, size: 2 })).toEqual(['Walls', "Rob'; drop table departments; --"]);
    expect(sizes).toEqual([2, 3]);
  });

  it('may branch on a `shapedBy` value, since each of its values is a shape of its own', async () => {
    const first = preparedQuery(
      (db, values: { newest: boolean; after: number }) =>
        db
          .selectFrom('departments')
          .select('name')
          .where('position', '>', values.after)
          .orderBy('position', values.newest ? 'desc' : 'asc')
          .limit(1),
      { shapedBy: ['newest'] },
    );
    expect(await first(handle.db, { newest: true, after: 0 })).toEqual([{ name: "Rob'; drop table departments; --" }]);
    expect(await first(handle.db, { newest: false, after: 0 })).toEqual([{ name: 'Bath' }]);
  });

  it('keeps `shapedBy` values apart that print alike as JSON', async () => {
    // JSON.stringify writes NaN and Infinity both as null: one shape would have served both.
    const kind = preparedQuery(
      (db, values: { bound: number }) =>
        db
          .selectFrom('departments')
          .select(sql.lit(Number.isNaN(values.bound) ? 'not a number' : 'a number').as('kind'))
          .limit(1),
      { shapedBy: ['bound'] },
    );
    expect(await kind(handle.db, { bound: Number.NaN })).toEqual([{ kind: 'not a number' }]);
    expect(await kind(handle.db, { bound: Number.POSITIVE_INFINITY })).toEqual([{ kind: 'a number' }]);
  });

  it('keeps at most 256 compiled shapes, least recently used going first', async () => {
    const build = vi.fn((db: DatabaseHandle['db'], values: { size: number }) =>
      db.selectFrom('departments').select('name').orderBy('position').limit(values.size),
    );
    const page = preparedQuery(build, { shapedBy: ['size'] });
    for (let size = 1; size <= 256; size++) await page(handle.db, { size });
    await page(handle.db, { size: 1 });
    expect(build).toHaveBeenCalledTimes(256);
    await page(handle.db, { size: 257 });
    await page(handle.db, { size: 1 });
    expect(build).toHaveBeenCalledTimes(257);
    expect(await page(handle.db, { size: 2 })).toEqual([{ name: 'Kitchen' }, { name: 'Bath' }]);
    expect(build).toHaveBeenCalledTimes(258);
  });

  it('prepares separately for each database it runs on', async () => {
    // An in-memory SQLite beside the suite's database: on the PostgreSQL run the two compile to
    // different SQL (`?` and `$1`), so one compiled query shared between them would fail.
    const other = openDatabase({ dataDir: ':memory:' });
    await migrateToLatest(other.db, other.dialect);
    try {
      await other.db.insertInto('departments').values({ name: 'Garden', menu_slug: 'garden', position: 0 }).execute();
      const first = preparedQuery((db, values: { size: number }) =>
        db.selectFrom('departments').select('name').orderBy('position').limit(values.size),
      );
      expect(await first(handle.db, { size: 1 })).toEqual([{ name: 'Kitchen' }]);
      expect(await first(other.db, { size: 1 })).toEqual([{ name: 'Garden' }]);
    } finally {
      await other.close();
    }
  });
});
