import type { Category, Paginated, Product, ProductFacets, ProductSummary } from '@showroom/api';
import type { ApiClient } from '@showroom/api/client';
import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import type { AppServices } from '../../services/createAppServices.ts';
import { messageOf, type Loadable } from '../../state/loadable.ts';
import { filterBody, filterKey, NO_FILTERS, type ListingFilters } from './listingFilters.ts';

/**
 * The catalogue's reads (product lists, products, the category tree, the product rows), shared
 * by the catalogue pages and started early: a link to a product or a list starts its data on
 * hover, focus or touch, while PrefetchLink starts the page's code, so the two arrive together
 * instead of one after the other. One answer per key is shared by everyone who asks; a failed
 * one is forgotten so Try again asks the server again, and a kept one is refreshed after a while.
 */
export interface CatalogueQuery<T> {
  readonly key: string;
  readonly load: (api: ApiClient) => Promise<T>;
  /** What the error state says when the server gives no message of its own. */
  readonly failure: string;
}

type Settled<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly message: string };

interface Entry<T> {
  readonly promise: Promise<Settled<T>>;
  settled: Settled<T> | null;
  readonly at: number;
  /** When it failed, if it did (a failure is kept only until a page shows it: see `freshEntry`). */
  failedAt?: number;
  /** A page has shown this answer (only prefetches had asked before). */
  shown?: boolean;
}

/** Prices and stock change; an answer older than this is asked for again on the next visit. */
const FRESH_FOR_MS = 5 * 60_000;

const caches = new WeakMap<AppServices, Map<string, Entry<unknown>>>();

function cacheOf(services: AppServices): Map<string, Entry<unknown>> {
  let cache = caches.get(services);
  if (!cache) {
    cache = new Map();
    caches.set(services, cache);
  }
  return cache;
}

/**
 * A prefetch that failed moments ago has already raised its toast: the page that opens next
 * shows that failure (with Try again) rather than asking again and toasting twice.
 */
const UNSHOWN_FAILURE_KEPT_MS = 10_000;

function freshEntry<T>(services: AppServices, key: string): Entry<T> | undefined {
  const entry = cacheOf(services).get(key) as Entry<T> | undefined;
  if (!entry?.settled) return entry;
  if (entry.settled.ok) return Date.now() - entry.at > FRESH_FOR_MS ? undefined : entry;
  const unshown = !entry.shown && Date.now() - (entry.failedAt ?? 0) <= UNSHOWN_FAILURE_KEPT_MS;
  return unshown ? entry : undefined;
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
  const existing = freshEntry<T>(services, query.key);
  if (existing) {
    if (forPage) existing.shown = true;
    return existing.promise;
  }
  const entry: Entry<T> = {
    at: Date.now(),
    settled: null,
    promise: services
      .runtime()
      .then(({ api }) => query.load(api))
      .then(
        (data): Settled<T> => ({ ok: true, data }),
        (error: unknown): Settled<T> => ({ ok: false, message: messageOf(error, query.failure) }),
      )
      .then((settled) => {
        entry.settled = settled;
        if (!settled.ok) entry.failedAt = Date.now();
        return settled;
      }),
    shown: forPage,
  };
  cacheOf(services).set(query.key, entry as Entry<unknown>);
  return entry.promise;
}

/** For links: the data of the page they lead to starts loading on intent. */
export function prefetchQuery<T>(services: AppServices, query: CatalogueQuery<T>): void {
  void runQuery(services, query, { forPage: false });
}

/** The answers the cache holds (a page rendered on the server sends them along: renderCataloguePage.tsx). */
export function keptAnswers(services: AppServices): [string, unknown][] {
  const answers: [string, unknown][] = [];
  for (const [key, entry] of cacheOf(services)) if (entry.settled?.ok) answers.push([key, entry.settled.data]);
  return answers;
}

/**
 * Answers given with the page (those `keptAnswers` listed where it was rendered): kept as if
 * asked just now, so the first render draws what the server drew and nothing is asked twice.
 * Anything not shaped like a list of [key, answer] pairs is ignored: the page then asks.
 */
export function keepAnswers(services: AppServices, answers: unknown): void {
  if (!Array.isArray(answers)) return;
  for (const answer of answers as unknown[]) {
    if (!Array.isArray(answer) || answer.length !== 2 || typeof answer[0] !== 'string') continue;
    const settled: Settled<unknown> = { ok: true, data: answer[1] };
    cacheOf(services).set(answer[0], { at: Date.now(), settled, promise: Promise.resolve(settled) });
  }
}

/** A page has drawn this entry's answer (it is no longer only a prefetch's). */
function markShown(entry: Entry<unknown>): void {
  entry.shown = true;
}

function loadableOf<T>(entry: Entry<T> | undefined): Loadable<T> | null {
  if (!entry?.settled) return null;
  return entry.settled.ok
    ? { status: 'ready', data: entry.settled.data }
    : { status: 'error', data: null, message: entry.settled.message };
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
  const [attempt, setAttempt] = useState(0);
  const key = query ? `${query.key}#${attempt}` : null;
  const [result, setResult] = useState<{ key: string; state: Loadable<T> } | null>(null);

  // An answer already here (prefetched, or shown before) is drawn at once, with no skeleton.
  const kept = query && result?.key !== key && attempt === 0 ? freshEntry<T>(services, query.key) : undefined;
  const keptState = loadableOf(kept);
  // Whether this render drew a kept answer. Read now, not in the effect: an answer that arrives
  // between the render and its effect settles the same entry, and the effect would take the
  // loading state on screen for the answer and never draw it.
  const drewKept = kept !== undefined && keptState !== null;

  // What the effect asks, read from this render without restarting it: the key names the query
  // (a new query object with the same key is the same query), and whether this render drew a
  // kept answer matters only when the key changes.
  const ask = useEffectEvent((): Promise<Settled<T>> | null => {
    if (!query) return null;
    // This render drew the answer the query would give: nothing to ask, and no second render
    // of the whole area with the same data (a long task on a phone).
    if (drewKept && kept) {
      markShown(kept);
      return null;
    }
    return runQuery(services, query);
  });

  useEffect(() => {
    if (key === null) return;
    const asked = ask();
    if (asked === null) return;
    let current = true;
    void asked.then((settled) => {
      if (!current) return;
      // A transition: React draws a whole grid of products in slices, between which the page
      // still answers a tap, instead of in one long task.
      startTransition(() =>
        setResult({
          key,
          state: settled.ok
            ? { status: 'ready', data: settled.data }
            : { status: 'error', data: null, message: settled.message },
        }),
      );
    });
    return () => {
      current = false;
    };
  }, [services, key]);

  let state: Loadable<T>;
  if (!query) state = { status: 'idle' };
  else if (result?.key === key) state = result.state;
  else state = keptState ?? { status: 'loading', data: null };
  return {
    state,
    retry: () => {
      if (query) cacheOf(services).delete(query.key);
      setAttempt((count) => count + 1);
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
): CatalogueQuery<ProductListPage> {
  return {
    key: `products:${showroom ?? ''}:${category}:${page}:${filterKey(filters)}`,
    failure: 'The products could not be loaded.',
    load: async (api) =>
      (
        await api.listShowroomProducts({
          body: {
            category,
            page,
            per_page: PRODUCTS_PER_PAGE,
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
