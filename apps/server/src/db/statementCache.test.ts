import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statementCache.ts';

let sqlite: SqliteDatabase.Database;

afterEach(() => {
  if (sqlite.open) sqlite.close();
});

function fresh() {
  sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table t (id integer primary key, name text)');
  sqlite.exec("insert into t (name) values ('a'), ('b'), ('c')");
  return vi.spyOn(sqlite, 'prepare');
}

describe('the prepared-statement cache', () => {
  it('prepares a query once and reuses it with new parameters', () => {
    const prepare = fresh();
    const db = withStatementCache(sqlite);
    const select = 'select name from t where id = ?';
    expect(db.prepare(select).all([1])).toEqual([{ name: 'a' }]);
    expect(db.prepare(select).all([3])).toEqual([{ name: 'c' }]);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('keeps at most `limit` statements, dropping the least recently used', () => {
    const prepare = fresh();
    const db = withStatementCache(sqlite, 2);
    const [one, two, three] = [1, 2, 3].map((n) => `select ${n} as n`) as [string, string, string];
    db.prepare(one);
    db.prepare(two);
    db.prepare(one); // one is now the most recent
    db.prepare(three); // evicts two
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare(one);
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare(two);
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('prepares a second statement while the cached one is still being iterated', () => {
    fresh();
    const db = withStatementCache(sqlite);
    const select = 'select id from t order by id';
    const iterator = db.prepare(select).iterate([]);
    expect(iterator.next().value).toEqual({ id: 1 });
    expect(db.prepare(select).all([])).toHaveLength(3);
    iterator.return?.();
  });

  it('gives every row exactly as better-sqlite3 would: values, nulls, order, repeated names', () => {
    fresh();
    sqlite.exec('create table u (id integer primary key, t_id integer, note text, amount real, data blob)');
    sqlite.exec("insert into u (t_id, note, amount, data) values (1, null, 2.5, x'00ff'), (3, 'é ✓', -1, null)");
    const db = withStatementCache(sqlite);
    const queries = [
      'select * from u order by id',
      'select t.id, t.name, u.id, u.note from t join u on u.t_id = t.id order by t.id',
      'select count(*) as total, max(amount) as most from u',
      'select name, ? as echoed from t where id > ? order by id',
    ];
    for (const query of queries) {
      const parameters = query.includes('?') ? ['x', 1] : [];
      const expected = sqlite.prepare(query).all(parameters);
      expect(expected.length).toBeGreaterThan(0);
      expect(db.prepare(query).all(parameters)).toStrictEqual(expected);
      expect([...db.prepare(query).iterate(parameters)]).toStrictEqual(expected);
    }
  });

  it('runs writes, and returns the rows a RETURNING clause asks for', () => {
    fresh();
    const db = withStatementCache(sqlite);
    expect(db.prepare("insert into t (name) values ('d')").run([]).changes).toBe(1);
    const returning = db.prepare('insert into t (name) values (?) returning id, name');
    expect(returning.reader).toBe(true);
    expect(returning.all(['e'])).toEqual([{ id: 5, name: 'e' }]);
    expect(db.prepare('select count(*) as n from t').all([])).toEqual([{ n: 5 }]);
  });

  it('sees a changed schema: columns added, renamed or dropped after a statement was cached', () => {
    fresh();
    const db = withStatementCache(sqlite);
    const select = 'select * from t where id = ?';
    expect(db.prepare(select).all([1])).toEqual([{ id: 1, name: 'a' }]);
    db.prepare("alter table t add column extra text default 'x'").run([]);
    expect(db.prepare(select).all([1])).toEqual([{ id: 1, name: 'a', extra: 'x' }]);
    db.prepare('alter table t rename column name to label').run([]);
    expect(db.prepare(select).all([1])).toEqual([{ id: 1, label: 'a', extra: 'x' }]);
    // Changed behind the cache (another connection, or this one directly): the column count shows it.
    const cached = db.prepare(select);
    sqlite.exec('alter table t drop column extra');
    expect(cached.all([1])).toStrictEqual([{ id: 1, label: 'a' }]);
  });

  it('closes the database', () => {
    fresh();
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});
