import {
  fieldWeights,
  MAX_SEARCH_SUGGESTIONS,
  nearestWord,
  normalizeSearchQuery,
  paginate,
  queryWords,
  respell,
  searchTerms,
  type CatalogueWord,
  type Product,
  type ProductSort,
  type SearchTerm,
} from '../../contract/index.ts';
import { toProductSummary } from '../../demo/catalog.ts';
import { type MockResolvers } from '../route.ts';
import type { MockState } from '../state.ts';
import { findShowroom, productsInShowroom } from './catalog.ts';
import { atCustomerPrices, markupIn } from './pricing.ts';
import { facetsOf, filterAndSort } from './productListing.ts';

/**
 * The mocks' product search: the reference server's rules (apps/server catalog/search) on the
 * in-memory catalogue, with the same words, typo rule and weights (contract/productSearch.words.ts),
 * so stories and the demo behave as the store does. Every term must match a word of the product
 * (the last also the start of one); a word the whole catalogue lacks is read as its nearest
 * catalogue word and `did_you_mean` spells the query with it. The mock products have no
 * `pattern`, so only the server matches one.
 */

/** The words of each field a product is found by, with the weight of a match there. */
function fieldsOf(product: Product): readonly { readonly weight: number; readonly words: readonly string[] }[] {
  const words = (text: string) => queryWords(text).map((word) => word.word);
  return [
    { weight: fieldWeights.name, words: words(product.name) },
    { weight: fieldWeights.brandOrCategory, words: [...words(product.brand), ...words(product.category_name)] },
    { weight: fieldWeights.patternOrSku, words: words(product.sku) },
  ];
}

const matches = (term: SearchTerm, word: string) => (term.prefix ? word.startsWith(term.word) : word === term.word);

/** The best weight at which the product holds the term; 0 when it does not. */
function weightOf(product: Product, term: SearchTerm): number {
  let best = 0;
  for (const field of fieldsOf(product)) {
    if (field.words.some((word) => matches(term, word))) best = Math.max(best, field.weight);
  }
  return best;
}

/** Every word of the catalogue with how many products hold it. */
function vocabularyOf(products: readonly Product[]): CatalogueWord[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const word of new Set(fieldsOf(product).flatMap((field) => field.words))) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].map(([word, products]) => ({ word, products }));
}

export interface SearchMatches {
  /** The matching products, best match first (weight desc, popularity desc, id asc). */
  readonly products: readonly Product[];
  readonly didYouMean: string | null;
}

/**
 * The products of `offered` matching `query`, ranked; the words are checked against `catalogue`
 * (the whole catalogue, as the server's vocabulary is, whatever the showroom).
 */
export function searchProducts(
  offered: readonly Product[],
  query: string,
  popularity: ReadonlyMap<number, number>,
  catalogue: readonly Product[] = offered,
): SearchMatches {
  const normalized = normalizeSearchQuery(query);
  const words = queryWords(normalized);
  if (words.length === 0) return { products: [], didYouMean: null };
  const vocabulary = vocabularyOf(catalogue);
  const known = (term: SearchTerm) => vocabulary.some((entry) => matches(term, entry.word));
  const replacements = new Map<number, string>();
  for (const [index, term] of searchTerms(words.map((word) => word.word)).entries()) {
    if (known(term)) continue;
    const near = nearestWord(term.word, vocabulary);
    if (near === null) return { products: [], didYouMean: null };
    replacements.set(index, near);
  }
  const didYouMean = replacements.size > 0 ? respell(normalized, words, replacements) : null;
  const terms = searchTerms(queryWords(didYouMean ?? normalized).map((word) => word.word));
  const ranked = offered
    .map((product) => {
      const weights = terms.map((term) => weightOf(product, term));
      return { product, score: weights.every((weight) => weight > 0) ? sum(weights) : 0 };
    })
    .filter((row) => row.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (popularity.get(b.product.id) ?? 0) - (popularity.get(a.product.id) ?? 0) ||
        a.product.id - b.product.id,
    );
  return { products: ranked.map((row) => row.product), didYouMean };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The showroom's matches at its customer prices (all products at the minimum markup without one). */
function matchesIn(state: MockState, q: string, showroomId: string | undefined) {
  const showroom = findShowroom(state, showroomId);
  const markup = markupIn(state, showroom?.profile.vsd_id);
  const found = searchProducts(productsInShowroom(state, showroom), q, state.popularity, state.products);
  return { ...found, products: found.products.map((product) => atCustomerPrices(product, markup)) };
}

/** 'featured' on a search is its own ranking; the other orders are the list's. */
function ordered(products: readonly Product[], filters: Parameters<typeof filterAndSort>[1]): Product[] {
  const sort: ProductSort = filters.sort ?? 'featured';
  if (sort !== 'featured') return filterAndSort(products, filters);
  const rank = new Map(products.map((product, index) => [product.id, index]));
  return filterAndSort(products, filters).sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

export const productSearchResolvers = {
  searchProducts: ({ body, state }) => {
    const found = matchesIn(state, body.q, body.showroom);
    const rows = ordered(found.products, body).map(toProductSummary);
    return {
      data: {
        ...paginate(rows, { page: body.page, perPage: body.per_page, path: '/api/products/search' }),
        query: body.q,
        did_you_mean: found.didYouMean,
        facets: facetsOf(found.products),
      },
    };
  },
  suggestProducts: ({ query, state }) => {
    const found = matchesIn(state, query.q, query.showroom);
    return {
      data: {
        products: found.products.slice(0, MAX_SEARCH_SUGGESTIONS).map(toProductSummary),
        did_you_mean: found.didYouMean,
      },
    };
  },
} satisfies Partial<MockResolvers>;
