import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPageJump, normalizePage, paginationItems, type PaginationItem } from './Pagination.items.ts';

const show = (items: PaginationItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…')).join(' ');

describe('paginationItems', () => {
  it('lists every page when they fit', () => {
    expect(show(paginationItems(1, 1))).toBe('1');
    expect(show(paginationItems(3, 7))).toBe('1 2 3 4 5 6 7');
  });
  it('puts ellipses around the current page and its siblings', () => {
    expect(show(paginationItems(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(paginationItems(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(show(paginationItems(20, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(paginationItems(5, 20))).toBe('1 … 4 5 6 … 20');
    expect(show(paginationItems(4, 20))).toBe('1 2 3 4 5 … 20');
  });
  it('takes more siblings', () => {
    expect(show(paginationItems(10, 20, 2))).toBe('1 … 8 9 10 11 12 … 20');
  });
  it('survives nonsense from the API', () => {
    expect(show(paginationItems(0, 0))).toBe('1');
    expect(show(paginationItems(99, 3))).toBe('1 2 3');
    expect(show(paginationItems(Number.NaN, Number.NaN))).toBe('1');
    expect(normalizePage(2.7, 10)).toBe(2);
  });
  it('always shows first, last and current, in order, with the same length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const last = Math.max(a, b);
        const current = Math.min(a, b);
        const items = paginationItems(current, last);
        const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
        expect(pages).toContain(current);
        expect([...pages].sort((x, y) => x - y)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(items.length).toBe(Math.min(last, 7));
      }),
    );
  });
});

describe('clampPageJump', () => {
  it('keeps digits only and clamps to the last page (SPEC §5)', () => {
    expect(clampPageJump('7', 12)).toBe('7');
    expect(clampPageJump('99', 12)).toBe('12');
    expect(clampPageJump('1a2', 20)).toBe('12');
    expect(clampPageJump('abc', 12)).toBe('');
    expect(clampPageJump('0', 12)).toBe('1');
    expect(clampPageJump('-3', 12)).toBe('3');
    expect(clampPageJump('99999999999999999999', 40)).toBe('40');
  });
  it('is idempotent and always gives a page in range or nothing', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -5, max: 10_000 }), (input, last) => {
        const once = clampPageJump(input, last);
        expect(clampPageJump(once, last)).toBe(once);
        if (once !== '') {
          expect(Number(once)).toBeGreaterThanOrEqual(1);
          expect(Number(once)).toBeLessThanOrEqual(Math.max(1, last));
        }
      }),
    );
  });
});
