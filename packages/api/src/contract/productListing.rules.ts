/*
 * The product list's sort and filter values, without schemas: pages import these without the
 * contract's validation library (see productListing.ts for the request and answer shapes).
 */

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
