import { z } from 'zod';
import { named } from './registry.ts';
import { MAX_BRAND_FILTERS, MAX_FILTER_PRICE, productSortValues } from './productListing.rules.ts';
import { moneySchema } from './vocabulary.ts';

/** The list's filters, as the request body carries them (each optional; none is the whole category). */
export const productFilterShape = {
  sort: z.enum(productSortValues).optional(),
  brand: z.array(z.string().trim().min(1).max(100)).max(MAX_BRAND_FILTERS).optional(),
  /** Customer prices in dollars, both ends included. A minimum above the maximum matches nothing. */
  min_price: z.number().nonnegative().max(MAX_FILTER_PRICE).optional(),
  max_price: z.number().nonnegative().max(MAX_FILTER_PRICE).optional(),
  /** true: only products in stock. */
  in_stock: z.boolean().optional(),
};

/**
 * What the filters can offer for the whole category in the showroom, whatever is filtered:
 * its brands (with how many products each), its price range at the customer's prices, and how
 * many products are in stock.
 */
export const productFacetsSchema = named(
  'ProductFacets',
  z.object({
    brands: z.array(z.object({ name: z.string(), count: z.number().int().positive() })),
    price: z.object({ min: moneySchema, max: moneySchema }).nullable(),
    in_stock: z.number().int().nonnegative(),
  }),
);
export type ProductFacets = z.infer<typeof productFacetsSchema>;
