/*
 * Product search's limits and labels, without schemas: the header's search box and the /search
 * page import these without the contract's validation library (see productSearch.ts for the
 * request and answer shapes).
 */
import { type ProductSort, productSortLabels } from './productListing.rules.ts';

/** A search query is at most this many characters (after trimming); longer ones are refused. */
export const MAX_SEARCH_QUERY_LENGTH = 100;
/** The search box asks for suggestions once the query has at least this many characters. */
export const MIN_SUGGEST_QUERY_LENGTH = 2;
/** At most this many suggestions under the search box. */
export const MAX_SEARCH_SUGGESTIONS = 6;
/** How long the search box waits after the last keystroke before it asks for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * The sort box's labels on /search: the same orders as a category's list, except that the
 * default (`featured`) is the search's own ranking, best match first.
 */
export const searchSortLabels: Readonly<Record<ProductSort, string>> = {
  ...productSortLabels,
  featured: 'Best match',
};

/** The query as the server and the mocks compare it: trimmed, inner runs of spaces made one. */
export function normalizeSearchQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}
