import type { ProductFacets, ProductSort } from '@showroom/api';
import type { Expression, ExpressionBuilder, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type ShowroomPricing, customerPrice, customerUnitCents } from '../orders/showroomPrice.ts';
import { type ResolvedCategory, productsIn, productSummaryColumns } from './catalogQueries.ts';

/** The list's filters as a request carries them (the contract's `productFilterShape`). */
export interface ProductListFilters {
  readonly sort?: ProductSort | undefined;
  readonly brand?: readonly string[] | undefined;
  readonly min_price?: number | undefined;
  readonly max_price?: number | undefined;
  readonly in_stock?: boolean | undefined;
}

/** Whether a request leaves some products out (brand, price or stock). */
export function hasFilters(filters: ProductListFilters): boolean {
  return (
    (filters.brand?.length ?? 0) > 0 ||
    filters.min_price !== undefined ||
    filters.max_price !== undefined ||
    filters.in_stock === true
  );
}

/** Whether a request asks for anything but the catalogue's own order of the whole category. */
export function isFiltered(filters: ProductListFilters): boolean {
  return (filters.sort !== undefined && filters.sort !== 'featured') || hasFilters(filters);
}

/**
 * Customer price bounds (dollars, both included) as wholesale cents, the column the database
 * holds. The pricing rule only grows with the wholesale price, so the bounds are the smallest
 * and largest wholesale prices whose customer price falls inside; null when none can.
 */
export function wholesaleBounds(filters: ProductListFilters, pricing: ShowroomPricing): WholesaleBounds | null {
  const factor = 1 + pricing.markupPercent / 100;
  let min: number | null = null;
  let max: number | null = null;
  if (filters.min_price !== undefined) {
    const floorCents = Math.ceil(filters.min_price * 100 - 1e-6);
    let cents = Math.max(0, Math.floor(floorCents / factor) - 2);
    while (customerUnitCents(cents, pricing) < floorCents) cents += 1;
    min = cents;
  }
  if (filters.max_price !== undefined) {
    const ceilingCents = Math.floor(filters.max_price * 100 + 1e-6);
    let cents = Math.ceil(ceilingCents / factor) + 2;
    while (cents >= 0 && customerUnitCents(cents, pricing) > ceilingCents) cents -= 1;
    if (cents < 0) return null;
    max = cents;
  }
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

/** Wholesale price bounds in cents (null: that end is open), as `wholesaleBounds` gives them. */
export interface WholesaleBounds {
  readonly min: number | null;
  readonly max: number | null;
}

/**
 * Which products a list is drawn from, as a condition on `products`: a category's
 * (`productsIn`), or a search's matches in a showroom (search/productSearch.ts). Counts, pages
 * and facets take the same scope, so a page, its total and its facets never disagree.
 */
export type ProductScope = (eb: ExpressionBuilder<Database, 'products'>) => Expression<SqlBool>;

/** The request's filters (brand, price bounds, stock) as one condition on `products`. */
export function productFilters(filters: ProductListFilters, bounds: WholesaleBounds): ProductScope {
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.brand?.length) conditions.push(eb('products.brand', 'in', [...new Set(filters.brand)]));
    if (bounds.min !== null) conditions.push(eb('products.price_cents', '>=', bounds.min));
    if (bounds.max !== null) conditions.push(eb('products.price_cents', '<=', bounds.max));
    if (filters.in_stock === true) conditions.push(eb('products.in_stock', '=', 1));
    return eb.and(conditions);
  };
}

function filteredProducts(
  db: Kysely<Database>,
  scope: ProductScope,
  filters: ProductListFilters,
  bounds: WholesaleBounds,
) {
  return db.selectFrom('products').where(scope).where(productFilters(filters, bounds));
}

/** How many products of the scope pass the filters (null bounds: none can). */
export async function countFilteredProducts(
  db: Kysely<Database>,
  scope: ProductScope,
  filters: ProductListFilters,
  bounds: WholesaleBounds | null,
): Promise<number> {
  if (bounds === null) return 0;
  const row = await filteredProducts(db, scope, filters, bounds)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The list's orders other than `featured`, whose meaning is the list's own (id order, or a search's rank). */
export type ListedSort = Exclude<ProductSort, 'featured'>;

/**
 * Orders a query of products by one of the list's sorts, then by id, so pages never repeat or
 * skip a product. `newest` is the newest row first, then the newest id.
 */
export function orderByListSort<DB extends Database, TB extends keyof DB & 'products', O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: ListedSort,
): SelectQueryBuilder<DB, TB, O> {
  // The builder cannot see that `products.*` columns exist on a generic DB; they do (DB extends Database).
  const products = query as unknown as SelectQueryBuilder<Database, 'products', O>;
  let ordered: SelectQueryBuilder<Database, 'products', O>;
  switch (sort) {
    case 'price_asc':
      ordered = products.orderBy('products.price_cents', 'asc').orderBy('products.id', 'asc');
      break;
    case 'price_desc':
      ordered = products.orderBy('products.price_cents', 'desc').orderBy('products.id', 'asc');
      break;
    case 'name_asc':
      ordered = products.orderBy('products.name', 'asc').orderBy('products.id', 'asc');
      break;
    case 'newest':
      ordered = products.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
      break;
  }
  return ordered as unknown as SelectQueryBuilder<DB, TB, O>;
}

/** A page of the filtered products in the requested order (`featured`: id order). */
export function filteredProductPage(
  db: Kysely<Database>,
  scope: ProductScope,
  filters: ProductListFilters,
  bounds: WholesaleBounds,
  page: { readonly limit: number; readonly offset: number },
) {
  const query = filteredProducts(db, scope, filters, bounds).select(productSummaryColumns);
  const sort = filters.sort ?? 'featured';
  return (sort === 'featured' ? query.orderBy('products.id', 'asc') : orderByListSort(query, sort))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** A scope's brands, wholesale price range and stock count, whatever the filters say. */
export interface CategoryFacetRows {
  readonly brands: readonly { readonly name: string; readonly count: number }[];
  readonly minCents: number | null;
  readonly maxCents: number | null;
  readonly inStock: number;
  /** How many products the scope holds (the brands' counts added up). */
  readonly total: number;
}

/**
 * One grouped query, by brand: the brands are the facet, and their prices, stock and counts add
 * up to the rest (a search reads its matches once for all of it, not three times).
 */
export async function facetRows(db: Kysely<Database>, scope: ProductScope): Promise<CategoryFacetRows> {
  const rows = await db
    .selectFrom('products')
    .where(scope)
    .select((eb) => [
      'products.brand as name',
      eb.fn.countAll<number>().as('count'),
      eb.fn.min<number>('products.price_cents').as('min'),
      eb.fn.max<number>('products.price_cents').as('max'),
      eb.fn.sum<number>('products.in_stock').as('in_stock'),
    ])
    .groupBy('products.brand')
    .orderBy('products.brand')
    .execute();
  // PostgreSQL answers integer aggregates as text.
  const counts = rows.map((row) => ({ ...row, count: Number(row.count), min: Number(row.min), max: Number(row.max) }));
  return {
    brands: counts.map((row) => ({ name: row.name, count: row.count })),
    minCents: counts.length === 0 ? null : Math.min(...counts.map((row) => row.min)),
    maxCents: counts.length === 0 ? null : Math.max(...counts.map((row) => row.max)),
    inStock: rows.reduce((sum, row) => sum + Number(row.in_stock), 0),
    total: counts.reduce((sum, row) => sum + row.count, 0),
  };
}

/** A category's facets (cached per category by catalogLookups.ts). */
export function categoryFacetRows(db: Kysely<Database>, category: ResolvedCategory): Promise<CategoryFacetRows> {
  return facetRows(db, productsIn(category));
}

/** The facets at the customer's prices in the showroom. */
export function toFacets(rows: CategoryFacetRows, pricing: ShowroomPricing): ProductFacets {
  return {
    brands: rows.brands.map((brand) => ({ ...brand })),
    price:
      rows.minCents === null || rows.maxCents === null
        ? null
        : { min: customerPrice(rows.minCents, pricing), max: customerPrice(rows.maxCents, pricing) },
    in_stock: rows.inStock,
  };
}

export const NO_FACETS: ProductFacets = { brands: [], price: null, in_stock: 0 };
