import { MAX_BRAND_FILTERS, MAX_FILTER_PRICE, productSortValues, type ProductSort } from '@showroom/api';

/**
 * A product list's sort and filters, kept in the address so Back, reload and a shared link show
 * the same list: `?sort=price_asc&brand=Daltile&brand=Monroe&min=10&max=50&stock=1&page=2`.
 * What the address cannot mean (an unknown sort, `min=abc`) is left out, never an error.
 */
export interface ListingFilters {
  readonly sort: ProductSort;
  /** Brand names as the facets give them, in the order they were chosen. */
  readonly brands: readonly string[];
  /** Customer prices in dollars, both included. */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly inStock: boolean;
}

export const NO_FILTERS: ListingFilters = {
  sort: 'featured',
  brands: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
};

const PRICE_TEXT = /^\d{1,7}(\.\d{1,2})?$/;

function priceFrom(text: string | null): number | null {
  if (text === null || !PRICE_TEXT.test(text)) return null;
  const value = Number(text);
  return value <= MAX_FILTER_PRICE ? value : null;
}

export function filtersFromSearch(search: URLSearchParams): ListingFilters {
  const sort = search.get('sort');
  const brands = [...new Set(search.getAll('brand').map((brand) => brand.trim()))]
    .filter((brand) => brand.length > 0 && brand.length <= 100)
    .slice(0, MAX_BRAND_FILTERS);
  return {
    sort: (productSortValues as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'featured',
    brands,
    minPrice: priceFrom(search.get('min')),
    maxPrice: priceFrom(search.get('max')),
    inStock: search.get('stock') === '1',
  };
}

/**
 * The address for new filters: the filter parameters replaced, anything else kept, and the
 * page dropped (a new list starts at its first page).
 */
export function searchWithFilters(search: URLSearchParams, filters: ListingFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['sort', 'brand', 'min', 'max', 'stock', 'page']) next.delete(key);
  if (filters.sort !== 'featured') next.set('sort', filters.sort);
  for (const brand of filters.brands) next.append('brand', brand);
  if (filters.minPrice !== null) next.set('min', String(filters.minPrice));
  if (filters.maxPrice !== null) next.set('max', String(filters.maxPrice));
  if (filters.inStock) next.set('stock', '1');
  return next;
}

/** How many filters narrow the list (the sort is not one). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    filters.brands.length + (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) + (filters.inStock ? 1 : 0)
  );
}

/** The request body's filter fields (none for what is not set: the fast, cached list). */
export function filterBody(filters: ListingFilters) {
  return {
    ...(filters.sort !== 'featured' ? { sort: filters.sort } : {}),
    ...(filters.brands.length ? { brand: [...filters.brands] } : {}),
    ...(filters.minPrice !== null ? { min_price: filters.minPrice } : {}),
    ...(filters.maxPrice !== null ? { max_price: filters.maxPrice } : {}),
    ...(filters.inStock ? { in_stock: true } : {}),
  };
}

/** A stable text of the filters for cache keys. */
export function filterKey(filters: ListingFilters): string {
  return searchWithFilters(new URLSearchParams(), filters).toString();
}

/** The price filter's message for what was typed, or null when it can be applied. */
export function priceRangeError(min: string, max: string): string | null {
  const low = min.trim() === '' ? null : Number(min);
  const high = max.trim() === '' ? null : Number(max);
  if ((low !== null && Number.isNaN(low)) || (high !== null && Number.isNaN(high)))
    return 'Enter prices as numbers, like 25 or 19.99.';
  if ((low ?? 0) > MAX_FILTER_PRICE || (high ?? 0) > MAX_FILTER_PRICE)
    return `Enter prices up to $${MAX_FILTER_PRICE.toLocaleString('en-US')}.`;
  if (low !== null && high !== null && low > high) return 'The minimum price must not be more than the maximum price.';
  return null;
}
