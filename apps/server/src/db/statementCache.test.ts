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
    const rows = db.prepare(select) as unknown as SqliteDatabase.Statement;
    const iterator = rows.iterate();
    iterator.next();
    expect(db.prepare(select).all([])).toHaveLength(3);
    iterator.return?.();
  });

  it('closes the database', () => {
    fresh();
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});
