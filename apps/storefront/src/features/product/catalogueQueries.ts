import type { Category, Paginated, Product, ProductFacets, ProductSearchResult, ProductSummary } from '@showroom/api';
import type { ApiClient } from '@showroom/api/client';
import { QueryClient, skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import type { AppServices } from '../../services/createAppServices.ts';
import { messageOf, type Loadable } from '../../state/loadable.ts';
import { filterBody, filterKey, NO_FILTERS, type ListingFilters } from './listingFilters.ts';

/**
 * The catalogue's reads (product lists, products, the category tree, the product rows), shared
 * by the catalogue pages and started early: a link to a product or a list starts its data on
 * hover, focus or touch, while PrefetchLink starts the page's code, so the two arrive together
 * instead of one after the other. TanStack Query keeps them: one answer per key is shared by
 * everyone who asks, a failed one is asked again, and a kept one is refreshed after a while.
 */
export interface CatalogueQuery<T> {
  readonly key: string;
  readonly load: (api: ApiClient) => Promise<T>;
  /** What the error state says when the server gives no message of its own. */
  readonly failure: string;
}

type Settled<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly message: string };

/** Prices and stock change; an answer older than this is asked for again on the next visit. */
const FRESH_FOR_MS = 5 * 60_000;

/**
 * A prefetch that failed moments ago has already raised its toast: the page that opens next
 * shows that failure (with Try again) rather than asking again and toasting twice.
 */
const UNSHOWN_FAILURE_KEPT_MS = 10_000;

interface Cache {
  readonly client: QueryClient;
  /** Keys whose last failure a page has shown (only prefetches had met the others). */
  readonly shownFailures: Set<string>;
}

const caches = new WeakMap<AppServices, Cache>();

function cacheOf(services: AppServices): Cache {
  let cache = caches.get(services);
  if (!cache) {
    const client = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: FRESH_FOR_MS,
          // The API client raises the §8 toast of each failed call: a silent retry would toast
          // again; the error state's Try again asks when the shopper wants.
          retry: false,
          // A product page redrawn because the tab came back into view is a long task on a phone.
          refetchOnWindowFocus: false,
        },
      },
    });
    cache = { client, shownFailures: new Set() };
    caches.set(services, cache);
  }
  return cache;
}

const queryKeyOf = (query: CatalogueQuery<unknown>) => [query.key];

function optionsOf<T>(services: AppServices, query: CatalogueQuery<T>) {
  return {
    queryKey: queryKeyOf(query),
    queryFn: async () => query.load((await services.runtime()).api),
  };
}

/** A failure only a prefetch has met, moments ago: the next page shows it instead of asking. */
function unshownFailure(cache: Cache, query: CatalogueQuery<unknown>): unknown {
  const state = cache.client.getQueryState(queryKeyOf(query));
  if (state?.status !== 'error' || state.fetchStatus === 'fetching' || cache.shownFailures.has(query.key)) return null;
  return Date.now() - state.errorUpdatedAt <= UNSHOWN_FAILURE_KEPT_MS ? state.error : null;
}

/**
 * Starts (or joins) the query; never rejects: the answer or the message to show. `forPage`
 * says a page will show the answer (a prefetch does not): a failure is then not kept for the next.
 */
export function runQuery<T>(
  services: AppServices,
  query: CatalogueQuery<T>,
  { forPage = true }: { forPage?: boolean } = {},
): Promise<Settled<T>> {
  const cache = cacheOf(services);
  const kept = unshownFailure(cache, query);
  if (kept !== null) {
    if (forPage) cache.shownFailures.add(query.key);
    return Promise.resolve({ ok: false, message: messageOf(kept, query.failure) });
  }
  cache.shownFailures.delete(query.key);
  return cache.client.fetchQuery(optionsOf(services, query)).then(
    (data): Settled<T> => ({ ok: true, data }),
    (error: unknown): Settled<T> => {
      if (forPage) cache.shownFailures.add(query.key);
      return { ok: false, message: messageOf(error, query.failure) };
    },
  );
}

/** For links: the data of the page they lead to starts loading on intent. */
export function prefetchQuery<T>(services: AppServices, query: CatalogueQuery<T>): void {
  void runQuery(services, query, { forPage: false });
}

/** The answers the cache holds (a page rendered on the server sends them along: renderCataloguePage.tsx). */
export function keptAnswers(services: AppServices): [string, unknown][] {
  return cacheOf(services)
    .client.getQueryCache()
    .getAll()
    .filter((kept) => kept.state.status === 'success' && typeof kept.queryKey[0] === 'string')
    .map((kept) => [kept.queryKey[0] as string, kept.state.data]);
}

/**
 * Answers given with the page (those `keptAnswers` listed where it was rendered): kept as if
 * asked just now, so the first render draws what the server drew and nothing is asked twice.
 * Anything not shaped like a list of [key, answer] pairs is ignored: the page then asks.
 */
export function keepAnswers(services: AppServices, answers: unknown): void {
  if (!Array.isArray(answers)) return;
  const { client } = cacheOf(services);
  for (const answer of answers as unknown[]) {
    if (!Array.isArray(answer) || answer.length !== 2 || typeof answer[0] !== 'string') continue;
    client.setQueryData([answer[0]], answer[1]);
  }
}

export interface QueryView<T> {
  readonly state: Loadable<T>;
  /** Asks the server again (the error state's Try again). */
  retry(): void;
}

/**
 * A query's state for a page area: an answer already here (prefetched, or shown before) renders
 * at once, with no skeleton in between; `null` is nothing to ask (the area stays idle).
 */
export function useCatalogueQuery<T>(query: CatalogueQuery<T> | null): QueryView<T> {
  const services = useServices();
  const cache = cacheOf(services);
  // A failure a prefetch met moments ago is shown as it is; any other failure is asked again.
  const keptFailure = query !== null && unshownFailure(cache, query) !== null;
  const result = useQuery<T>(
    {
      // Nothing to ask: TanStack's skipToken keeps the query idle (a missing queryFn is warned about).
      ...(query ? optionsOf(services, query) : { queryKey: ['(nothing)'], queryFn: skipToken }),
      retryOnMount: !keptFailure,
    },
    cache.client,
  );
  // Try again shows the loading state at once, even when the new answer fails before the
  // query's own change would have been drawn.
  const [retrying, setRetrying] = useState(false);
  const failedKey = query !== null && result.status === 'error' ? query.key : null;
  useEffect(() => {
    if (failedKey !== null) cache.shownFailures.add(failedKey);
  }, [cache, failedKey]);

  let state: Loadable<T>;
  if (!query) state = { status: 'idle' };
  else if (result.status === 'success') state = { status: 'ready', data: result.data };
  else if (result.status === 'error' && !result.isFetching && !retrying)
    state = { status: 'error', data: null, message: messageOf(result.error, query.failure) };
  else state = { status: 'loading', data: null };
  return {
    state,
    retry: () => {
      if (!query) return;
      cache.shownFailures.delete(query.key);
      setRetrying(true);
      // Back to loading (not the error kept on screen while it asks), then the new answer.
      void cache.client.resetQueries({ queryKey: queryKeyOf(query), exact: true }).finally(() => setRetrying(false));
    },
  };
}

// ── The queries ─────────────────────────────────────────────────────────────────────────────

/** §9: the default page size. */
export const PRODUCTS_PER_PAGE = 10;

/** A page of a category's products, with what its filters can offer. */
export type ProductListPage = Paginated<ProductSummary> & { readonly facets: ProductFacets };

export function productListQuery(
  category: string,
  page: number,
  showroom: string | null,
  filters: ListingFilters = NO_FILTERS,
  perPage: number = PRODUCTS_PER_PAGE,
): CatalogueQuery<ProductListPage> {
  // The default size keeps its old key: answers kept in the prerendered page still match.
  const size = perPage === PRODUCTS_PER_PAGE ? '' : `:${perPage}`;
  return {
    key: `products:${showroom ?? ''}:${category}:${page}:${filterKey(filters)}${size}`,
    failure: 'The products could not be loaded.',
    load: async (api) =>
      (
        await api.listShowroomProducts({
          body: {
            category,
            page,
            per_page: perPage,
            ...(showroom ? { showroom } : {}),
            ...filterBody(filters),
          },
        })
      ).data,
  };
}

/** A product, or null when the server does not know it (404): a page of its own, not an error. */
export function productQuery(pid: string, showroom: string | null): CatalogueQuery<Product | null> {
  return {
    // Prices are the showroom's (its markup), so the showroom is part of what is asked.
    key: `product:${pid}:${showroom ?? ''}`,
    failure: 'The product could not be loaded.',
    load: async (api) => {
      try {
        return (await api.getProduct({ query: { pid, ...(showroom ? { showroom } : {}) } })).data;
      } catch (error) {
        if ((error as { kind?: unknown }).kind === 'not-found') return null;
        throw error;
      }
    },
  };
}

/** The showroom's category tree (with pictures and units), from its profile. */
export function categoryTreeQuery(vsdId: string): CatalogueQuery<readonly Category[]> {
  return {
    key: `categories:${vsdId}`,
    failure: 'The categories could not be loaded.',
    load: async (api) => (await api.getShowroomProfile({ query: { vsd_id: vsdId } })).data.data?.category ?? [],
  };
}

export function topProductsQuery(
  showroom: string | null,
  category?: number,
): CatalogueQuery<readonly ProductSummary[]> {
  return {
    key: `top:${showroom ?? ''}:${category ?? ''}`,
    failure: 'The top products could not be loaded.',
    load: async (api) =>
      (
        await api.topProducts({
          body: { ...(showroom ? { showroom } : {}), ...(category === undefined ? {} : { category }) },
        })
      ).data,
  };
}

export function alsoViewedQuery(productId: number, showroom: string | null): CatalogueQuery<readonly ProductSummary[]> {
  return {
    key: `alsoViewed:${productId}:${showroom ?? ''}`,
    failure: 'The products customers also viewed could not be loaded.',
    load: async (api) =>
      (await api.customerAlsoViewed({ body: { product_id: productId, ...(showroom ? { showroom } : {}) } })).data,
  };
}

export function recentlyViewedQuery(
  productIds: readonly number[],
  showroom: string | null,
): CatalogueQuery<readonly ProductSummary[]> {
  return {
    key: `recent:${productIds.join(',')}:${showroom ?? ''}`,
    failure: 'Your recently viewed products could not be loaded.',
    load: async (api) =>
      (await api.recentlyViewed({ body: { product_ids: [...productIds], ...(showroom ? { showroom } : {}) } })).data,
  };
}

/** A page of search results, with the spelling they are for and what the filters can offer. */
export type ProductSearchPage = ProductSearchResult;

/**
 * A page of the products matching `q` (§3 page size), sorted and filtered like a category's list;
 * the answer says when a misspelled word was read as a catalogue word (`did_you_mean`).
 */
export function productSearchQuery(
  q: string,
  page: number,
  showroom: string | null,
  filters: ListingFilters = NO_FILTERS,
): CatalogueQuery<ProductSearchPage> {
  return {
    key: `search:${showroom ?? ''}:${q}:${page}:${filterKey(filters)}`,
    failure: 'The search results could not be loaded.',
    load: async (api) =>
      (
        await api.searchProducts({
          body: { q, page, per_page: PRODUCTS_PER_PAGE, ...(showroom ? { showroom } : {}), ...filterBody(filters) },
        })
      ).data,
  };
}
