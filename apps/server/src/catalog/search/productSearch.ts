import {
  MAX_SEARCH_SUGGESTIONS,
  type ProductSearchResult,
  type ProductSuggestions,
  normalizeSearchQuery,
} from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { pageRecord, pageWindow } from '../../http/pagination.ts';
import type { PictureCatalog } from '../../media/pictureCatalog.ts';
import { NO_SHOWROOM_PRICING, type ShowroomPricing, pricingOfShop } from '../../orders/showroomPrice.ts';
import type { CatalogLookups } from '../catalogLookups.ts';
import { offeredCategoryIds, productSummaryColumns, toProductSummary } from '../catalogQueries.ts';
import {
  NO_FACETS,
  type ProductListFilters,
  type ProductScope,
  type WholesaleBounds,
  countFilteredProducts,
  facetRows,
  filteredProductPage,
  hasFilters,
  productFilters,
  toFacets,
  wholesaleBounds,
} from '../productListing.ts';
import { type SearchEngine, searchEngineFor } from './searchEngine.ts';
import {
  type SearchTerm,
  letterCount,
  nearestWord,
  queryWords,
  respell,
  searchTerms,
  typoAllowance,
} from '@showroom/api';

/**
 * Product search (issue 34): POST /api/products/search and GET /api/products/suggest. The
 * database's full-text index finds and ranks the matches (searchEngine.ts); the scope, filters,
 * other sorts, facets and pages are the category list's (productListing.ts), so a search and a
 * category's list behave alike wherever they can.
 */
export interface SearchContext {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  readonly catalog: CatalogLookups;
  readonly pictures: PictureCatalog;
}

export interface ProductSearchRequest extends ProductListFilters {
  readonly q: string;
  readonly showroom?: string | undefined;
  readonly page?: number | undefined;
  readonly per_page?: number | undefined;
}

export const SEARCH_PATH = '/api/products/search';

/** What a query asks the index for: its terms as typed, or as corrected. */
export interface InterpretedQuery {
  /** null: nothing to look for (no word, or a word with no catalogue word near it). */
  readonly terms: SearchTerm[] | null;
  readonly didYouMean: string | null;
}

/**
 * Reads a (normalized) query: each word must be in the catalogue's vocabulary as typed (the last
 * also as the start of a word); one that is not is read as its nearest catalogue word
 * (searchWords.ts `nearestWord`), and `didYouMean` is the query spelled with it. A word with no
 * near word leaves nothing to find. The vocabulary is the whole catalogue's, whatever showroom.
 */
export async function interpretQuery(
  engine: SearchEngine,
  db: Kysely<Database>,
  query: string,
): Promise<InterpretedQuery> {
  const words = queryWords(query);
  if (words.length === 0) return { terms: null, didYouMean: null };
  const typed = searchTerms(words.map((word) => word.word));
  const known = await Promise.all(typed.map((term) => engine.hasWord(db, term)));
  const replacements = new Map<number, string>();
  for (const [index, term] of typed.entries()) {
    if (known[index]) continue;
    const allowance = typoAllowance(term.word);
    const length = letterCount(term.word);
    const near = nearestWord(
      term.word,
      await engine.wordsOfLength(db, Math.max(1, length - allowance), length + allowance),
    );
    if (near === null) return { terms: null, didYouMean: null };
    replacements.set(index, near);
  }
  if (replacements.size === 0) return { terms: typed, didYouMean: null };
  const corrected = respell(query, words, replacements);
  // The results are those of the corrected query, read as a query of its own.
  return { terms: searchTerms(queryWords(corrected).map((word) => word.word)), didYouMean: corrected };
}

interface Place {
  /** Which showroom, for caches. */
  readonly key: string;
  readonly scope: ProductScope;
  readonly pricing: ShowroomPricing;
}

/**
 * The products a showroom offers at its prices; without one, every product at the minimum
 * markup (as GET /api/public). null for an unknown showroom, which, as a category's list,
 * finds nothing.
 */
async function placeOf(context: SearchContext, showroom: string | undefined): Promise<Place | null> {
  if (showroom === undefined) return { key: 'all', scope: (eb) => eb.and([]), pricing: NO_SHOWROOM_PRICING };
  const shop = await context.catalog.findShop(showroom);
  if (!shop) return null;
  return {
    key: `shop:${shop.id}`,
    scope: (eb) => eb('products.category_id', 'in', offeredCategoryIds(context.db, shop.id)),
    pricing: pricingOfShop(shop),
  };
}

const termsKey = (terms: readonly SearchTerm[]) =>
  terms.map((term) => `${term.word}${term.prefix ? '*' : ''}`).join(' ');

const matchesIn =
  (engine: SearchEngine, place: Place, terms: readonly SearchTerm[]): ProductScope =>
  (eb) =>
    eb.and([place.scope(eb), eb('products.id', 'in', engine.matchingIds(terms))]);

/** A page of matches, best match first: relevance, then popularity, then id (a total order). */
function bestMatchPage(
  context: SearchContext,
  engine: SearchEngine,
  place: Place,
  terms: readonly SearchTerm[],
  filter: { readonly filters: ProductListFilters; readonly bounds: WholesaleBounds },
  page: { readonly limit: number; readonly offset: number },
) {
  return context.db
    .selectFrom('products')
    .innerJoin(engine.rankedMatches(terms).as('matches'), (join) => join.onRef('matches.id', '=', 'products.id'))
    .where(place.scope)
    .where(productFilters(filter.filters, filter.bounds))
    .select(productSummaryColumns)
    .orderBy('matches.score', 'desc')
    .orderBy('products.popularity', 'desc')
    .orderBy('products.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function searchProducts(
  context: SearchContext,
  request: ProductSearchRequest,
): Promise<ProductSearchResult> {
  const query = normalizeSearchQuery(request.q);
  const engine = searchEngineFor(context.dialect);
  const nothing = (didYouMean: string | null): ProductSearchResult => ({
    ...pageRecord([], 0, pageWindow(0, 1, request.per_page), SEARCH_PATH),
    query,
    did_you_mean: didYouMean,
    facets: NO_FACETS,
  });
  const place = await placeOf(context, request.showroom);
  if (!place) return nothing(null);
  const { terms, didYouMean } = await interpretQuery(engine, context.db, query);
  if (!terms) return nothing(null);

  const matching = matchesIn(engine, place, terms);
  const bounds = wholesaleBounds(request, place.pricing);
  const facets = await context.catalog.searchFacets(`${place.key}|${termsKey(terms)}`, () =>
    facetRows(context.db, matching),
  );
  // Without filters the facets have counted the matches already.
  const total = hasFilters(request) ? await countFilteredProducts(context.db, matching, request, bounds) : facets.total;
  const window = pageWindow(total, request.page, request.per_page);
  const page = { limit: window.perPage, offset: window.offset };
  const sort = request.sort ?? 'featured';
  const rows =
    total === 0 || bounds === null
      ? []
      : sort === 'featured'
        ? await bestMatchPage(context, engine, place, terms, { filters: request, bounds }, page)
        : await filteredProductPage(context.db, matching, request, bounds, page);
  return {
    ...pageRecord(
      rows.map((row) => toProductSummary(row, place.pricing, context.pictures)),
      total,
      window,
      SEARCH_PATH,
    ),
    query,
    did_you_mean: didYouMean,
    facets: toFacets(facets, place.pricing),
  };
}

/** The search box's suggestions: the first matches in best-match order; no count, no facets. */
export async function suggestProducts(
  context: SearchContext,
  request: { readonly q: string; readonly showroom?: string | undefined },
): Promise<ProductSuggestions> {
  const engine = searchEngineFor(context.dialect);
  const place = await placeOf(context, request.showroom);
  if (!place) return { products: [], did_you_mean: null };
  const { terms, didYouMean } = await interpretQuery(engine, context.db, normalizeSearchQuery(request.q));
  if (!terms) return { products: [], did_you_mean: null };
  const rows = await bestMatchPage(
    context,
    engine,
    place,
    terms,
    { filters: {}, bounds: { min: null, max: null } },
    { limit: MAX_SEARCH_SUGGESTIONS, offset: 0 },
  );
  return {
    products: rows.map((row) => toProductSummary(row, place.pricing, context.pictures)),
    did_you_mean: didYouMean,
  };
}
