import { describe, expect, it, vi } from 'vitest';
import { fetchPage } from './pagination.ts';

/** 23 rows with ids 1–23, fetched as the database would: a slice plus the total on each row. */
const all = Array.from({ length: 23 }, (_, index) => ({ id: index + 1 }));
function database() {
  const fetch = vi.fn(async (limit: number, offset: number) =>
    all.slice(offset, offset + limit).map((row) => ({ ...row, total: all.length })),
  );
  const count = vi.fn(async () => all.length);
  return { fetch, count };
}

describe('fetchPage', () => {
  it('reads a page and its total in one query', async () => {
    const { fetch, count } = database();
    const page = await fetchPage(2, 10, fetch, count);
    expect(page.rows.map((row) => row.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(page.rows[0]).not.toHaveProperty('total');
    expect(page.total).toBe(23);
    expect(page.window).toMatchObject({ page: 2, lastPage: 3, perPage: 10 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(count).not.toHaveBeenCalled();
  });

  it('gives the last page for a page past the end (§3), counting only then', async () => {
    const { fetch, count } = database();
    const page = await fetchPage(9, 10, fetch, count);
    expect(page.rows.map((row) => row.id)).toEqual([21, 22, 23]);
    expect(page.window).toMatchObject({ page: 3, lastPage: 3 });
    expect(count).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenLastCalledWith(10, 20);
  });

  it('answers an empty first page without counting', async () => {
    const fetch = vi.fn(async () => [] as { id: number; total: number }[]);
    const count = vi.fn(async () => 0);
    const page = await fetchPage(undefined, undefined, fetch, count);
    expect(page).toMatchObject({ rows: [], total: 0, window: { page: 1, lastPage: 1, perPage: 10 } });
    expect(count).not.toHaveBeenCalled();
  });

  it('parses a total the database sent as text', async () => {
    const page = await fetchPage(
      1,
      5,
      async () => [{ id: 1, total: '41' }],
      async () => 41,
    );
    expect(page.total).toBe(41);
    expect(page.window.lastPage).toBe(9);
  });
});
