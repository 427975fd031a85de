import { DEFAULT_PAGE_SIZE, type Paginated } from '@showroom/api';

/**
 * The §3 pagination record for a page fetched with LIMIT/OFFSET. Same shape and rules as the
 * contract's in-memory `paginate` (pages past the last give the last page), but it only needs
 * the total, so the database never returns more than one page.
 */
export interface PageWindow {
  page: number;
  perPage: number;
  lastPage: number;
  offset: number;
}

export function pageWindow(total: number, page: number | undefined, perPage: number | undefined): PageWindow {
  const size = perPage ?? DEFAULT_PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page ?? 1), lastPage);
  return { page: current, perPage: size, lastPage, offset: (current - 1) * size };
}

export function pageRecord<T>(rows: T[], total: number, window: PageWindow, path: string): Paginated<T> {
  const url = (n: number) => `${path}?page=${n}`;
  const { page, lastPage } = window;
  return {
    data: rows,
    total,
    per_page: window.perPage,
    current_page: page,
    last_page: lastPage,
    path,
    links: [
      { url: page > 1 ? url(page - 1) : null, label: '&laquo; Previous', active: false },
      ...Array.from({ length: lastPage }, (_, index) => ({
        url: url(index + 1),
        label: String(index + 1),
        active: index + 1 === page,
      })),
      { url: page < lastPage ? url(page + 1) : null, label: 'Next &raquo;', active: false },
    ],
    next_page_url: page < lastPage ? url(page + 1) : null,
    prev_page_url: page > 1 ? url(page - 1) : null,
  };
}

/**
 * One page of rows and the total, usually in one query: `fetch` selects the page with the
 * total alongside (`count(*) over ()`), which is right whenever the page has rows. Only an
 * empty page past the first needs `count` (and then the last page, which §3 gives instead).
 */
export async function fetchPage<Row extends { total: number | string }>(
  page: number | undefined,
  perPage: number | undefined,
  fetch: (limit: number, offset: number) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Omit<Row, 'total'>[]; total: number; window: PageWindow }> {
  const size = perPage ?? DEFAULT_PAGE_SIZE;
  const requested = Math.max(1, page ?? 1);
  const strip = (rows: Row[]) => rows.map(({ total: _total, ...row }) => row);
  const rows = await fetch(size, (requested - 1) * size);
  if (rows.length > 0) {
    const total = Number(rows[0]?.total);
    return { rows: strip(rows), total, window: pageWindow(total, requested, size) };
  }
  const total = requested === 1 ? 0 : await count();
  const window = pageWindow(total, requested, size);
  if (total === 0) return { rows: [], total, window };
  return { rows: strip(await fetch(size, window.offset)), total, window };
}
