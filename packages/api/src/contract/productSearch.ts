import { z } from 'zod';
import { productSummarySchema } from './entities/catalog.ts';
import { paginated } from './pagination.ts';
import { productFacetsSchema, productFilterShape } from './productListing.ts';
import { MAX_SEARCH_QUERY_LENGTH, MAX_SEARCH_SUGGESTIONS, normalizeSearchQuery } from './productSearch.rules.ts';
import { named } from './registry.ts';
import { vsdIdSchema } from './vocabulary.ts';

/** A search query: trimmed and its inner spaces collapsed, then 1 to 100 characters. */
export const searchQuerySchema = z
  .string()
  .transform(normalizeSearchQuery)
  .pipe(z.string().min(1, 'Enter something to search for.').max(MAX_SEARCH_QUERY_LENGTH));

/**
 * POST /api/products/search: the products of the showroom (all products without one, at the
 * 10 % minimum markup) that match `q` by name, brand, category, pattern or SKU, ranked best
 * match first (`sort: 'featured'`, the default) or in another list order, filtered like a
 * category's list. Typo-tolerant: a word that matches nothing is matched by its nearest
 * catalogue words.
 */
export const productSearchRequestSchema = z.object({
  q: searchQuerySchema,
  showroom: vsdIdSchema.optional(),
  page: z.number().int().positive().optional(),
  per_page: z.number().int().positive().max(100).optional(),
  ...productFilterShape,
});

export const productSearchResultSchema = named(
  'ProductSearchResult',
  paginated(productSummarySchema).extend({
    /** The query the results are for, as normalized. */
    query: z.string(),
    /**
     * The query spelled as the catalogue spells it, when some word of `query` matched nothing
     * as typed and was read as a nearby catalogue word ("tiel" → "tile"); the results are then
     * those of this spelling. null when every word matched as typed, or no spelling is near.
     */
    did_you_mean: z.string().nullable(),
    /** What the filters can offer over every match, whatever is filtered. */
    facets: productFacetsSchema,
  }),
);
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** GET /api/products/suggest: the search box's suggestions as you type. */
export const productSuggestQuerySchema = z.object({ q: searchQuerySchema, showroom: vsdIdSchema.optional() });

export const productSuggestionsSchema = named(
  'ProductSuggestions',
  z.object({
    /** The best matches, at most MAX_SEARCH_SUGGESTIONS, ranked as the search ranks them. */
    products: z.array(productSummarySchema).max(MAX_SEARCH_SUGGESTIONS),
    /** As in the search result: the catalogue's spelling when a word was read as a nearby one. */
    did_you_mean: z.string().nullable(),
  }),
);
export type ProductSuggestions = z.infer<typeof productSuggestionsSchema>;
