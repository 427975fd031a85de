import { z } from 'zod';
import { named } from './registry.ts';
import { moneySchema } from './vocabulary.ts';

/**
 * How a category's product list can be ordered (POST /api/visualization/products `sort`).
 * `featured` is the catalogue's own order (the default, and the fastest page); prices sort by
 * what the customer pays in the showroom, which orders like the wholesale price because one
 * showroom applies one markup to all.
 */
export const productSortValues = ['featured', 'price_asc', 'price_desc', 'name_asc', 'newest'] as const;
export type ProductSort = (typeof productSortValues)[number];

/** The sort box's labels, in its order. */
export const productSortLabels: Readonly<Record<ProductSort, string>> = {
  featured: 'Featured',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name_asc: 'Name: A to Z',
  newest: 'Newest',
};

/** At most this many brands in one filter (the list offers fewer in every demo category). */
export const MAX_BRAND_FILTERS = 20;
/** The highest price bound a filter takes, in dollars. */
export const MAX_FILTER_PRICE = 1_000_000;

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
