import { normalizeSearchQuery } from '@showroom/api';

/** The search results page (designed, issue 34). */
export const SEARCH_PATH = '/search';

/**
 * `/search?q=…` for a query. The showroom is not in the address: like a category's list, the
 * results are the active showroom's (its products at its prices), and a product opened from
 * them carries the showroom in its own address.
 */
export function searchHref(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: normalizeSearchQuery(query) }).toString()}`;
}

/** The query a /search address is for ('' for none), as the search box shows it. */
export function queryOfSearch(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}
