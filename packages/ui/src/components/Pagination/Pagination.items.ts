/** SPEC §3 pagination record, as the API sends it (Laravel's paginator). Only the pages are needed here. */
export interface PaginationRecord {
  current_page: number;
  last_page: number;
  total?: number;
  per_page?: number | string;
  path?: string;
  next_page_url?: string | null;
  prev_page_url?: string | null;
  links?: readonly { url: string | null; label: string; active: boolean }[];
  data?: readonly unknown[];
}

export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/** A page count from the API: a whole number of at least 1, whatever arrives. */
export function normalizeLastPage(lastPage: number): number {
  return Number.isFinite(lastPage) ? Math.max(1, Math.floor(lastPage)) : 1;
}

/** The current page, kept between 1 and the last page. */
export function normalizePage(page: number, lastPage: number): number {
  const last = normalizeLastPage(lastPage);
  return Number.isFinite(page) ? Math.min(Math.max(1, Math.floor(page)), last) : 1;
}

/**
 * The page buttons to show: always the first and last page, the current page with `siblings`
 * pages either side, and an ellipsis for each gap of two or more pages (a gap of one shows
 * that page instead), so the row keeps one length while paging.
 */
export function paginationItems(current: number, lastPage: number, siblings = 1): PaginationItem[] {
  const last = normalizeLastPage(lastPage);
  const page = normalizePage(current, last);
  // first + last + current + siblings + two ellipses
  const slots = 2 * siblings + 5;
  if (last <= slots) return range(1, last).map((n) => ({ type: 'page', page: n }));
  const start = Math.max(Math.min(page - siblings, last - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(page + siblings, 2 * siblings + 3), last - 2);
  const items: PaginationItem[] = [{ type: 'page', page: 1 }];
  items.push(start > 3 ? { type: 'ellipsis', key: 'start' } : { type: 'page', page: 2 });
  for (const n of range(start, end)) items.push({ type: 'page', page: n });
  items.push(end < last - 2 ? { type: 'ellipsis', key: 'end' } : { type: 'page', page: last - 1 });
  items.push({ type: 'page', page: last });
  return items;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * SPEC §5 pagination jump: numbers only, and a page above the last becomes the last page.
 * Page 0 does not exist and becomes 1; empty stays empty so the box can be cleared.
 */
export function clampPageJump(input: string, lastPage: number): string {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  const last = normalizeLastPage(lastPage);
  // Compared as numbers only after trimming, so a long paste cannot overflow to Infinity.
  const value = digits.length > 15 ? last : Number(digits);
  return String(Math.min(Math.max(value, 1), last));
}
