import type { ProductFacets, ProductSort } from '@showroom/api';
import type { Kysely } from 'kysely';
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

/** Whether a request asks for anything but the catalogue's own order of the whole category. */
export function isFiltered(filters: ProductListFilters): boolean {
  return (
    (filters.sort !== undefined && filters.sort !== 'featured') ||
    (filters.brand?.length ?? 0) > 0 ||
    filters.min_price !== undefined ||
    filters.max_price !== undefined ||
    filters.in_stock === true
  );
}

/**
 * Customer price bounds (dollars, both included) as wholesale cents, the column the database
 * holds. The pricing rule only grows with the wholesale price, so the bounds are the smallest
 * and largest wholesale prices whose customer price falls inside; null when none can.
 */
export function wholesaleBounds(
  filters: ProductListFilters,
  pricing: ShowroomPricing,
): { readonly min: number | null; readonly max: number | null } | null {
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

function filteredProducts(
  db: Kysely<Database>,
  category: ResolvedCategory,
  filters: ProductListFilters,
  bounds: { readonly min: number | null; readonly max: number | null },
) {
  let query = db.selectFrom('products').where(productsIn(category));
  if (filters.brand?.length) query = query.where('products.brand', 'in', [...new Set(filters.brand)]);
  if (bounds.min !== null) query = query.where('products.price_cents', '>=', bounds.min);
  if (bounds.max !== null) query = query.where('products.price_cents', '<=', bounds.max);
  if (filters.in_stock === true) query = query.where('products.in_stock', '=', 1);
  return query;
}

/** How many products of the category pass the filters (null bounds: none can). */
export async function countFilteredProducts(
  db: Kysely<Database>,
  category: ResolvedCategory,
  filters: ProductListFilters,
  bounds: ReturnType<typeof wholesaleBounds>,
): Promise<number> {
  if (bounds === null) return 0;
  const row = await filteredProducts(db, category, filters, bounds)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * A page of the filtered products in the requested order; every order ends with the id, so
 * pages never repeat or skip a product. `newest` is the newest row first, then the newest id.
 */
export function filteredProductPage(
  db: Kysely<Database>,
  category: ResolvedCategory,
  filters: ProductListFilters,
  bounds: { readonly min: number | null; readonly max: number | null },
  page: { readonly limit: number; readonly offset: number },
) {
  let query = filteredProducts(db, category, filters, bounds).select(productSummaryColumns);
  switch (filters.sort ?? 'featured') {
    case 'featured':
      break;
    case 'price_asc':
      query = query.orderBy('products.price_cents', 'asc');
      break;
    case 'price_desc':
      query = query.orderBy('products.price_cents', 'desc');
      break;
    case 'name_asc':
      query = query.orderBy('products.name', 'asc');
      break;
    case 'newest':
      query = query.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
      break;
  }
  return query.orderBy('products.id', 'asc').limit(page.limit).offset(page.offset).execute();
}

/** A category's brands, wholesale price range and stock count, whatever the filters say. */
export interface CategoryFacetRows {
  readonly brands: readonly { readonly name: string; readonly count: number }[];
  readonly minCents: number | null;
  readonly maxCents: number | null;
  readonly inStock: number;
}

export async function categoryFacetRows(db: Kysely<Database>, category: ResolvedCategory): Promise<CategoryFacetRows> {
  const [brands, range] = await Promise.all([
    db
      .selectFrom('products')
      .where(productsIn(category))
      .select(['products.brand as name', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('products.brand')
      .orderBy('products.brand')
      .execute(),
    db
      .selectFrom('products')
      .where(productsIn(category))
      .select((eb) => [
        eb.fn.min<number | null>('products.price_cents').as('min'),
        eb.fn.max<number | null>('products.price_cents').as('max'),
        eb.fn.sum<number | null>('products.in_stock').as('in_stock'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    brands: brands.map((row) => ({ name: row.name, count: Number(row.count) })),
    // PostgreSQL answers integer aggregates as text.
    minCents: range.min === null ? null : Number(range.min),
    maxCents: range.max === null ? null : Number(range.max),
    inStock: range.in_stock === null ? 0 : Number(range.in_stock),
  };
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
