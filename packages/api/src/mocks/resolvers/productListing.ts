import type { Product, ProductFacets, ProductSort } from '../../contract/index.ts';

/** The list's filters as a request carries them (see `productFilterShape`). */
export interface ProductListFilters {
  readonly sort?: ProductSort | undefined;
  readonly brand?: readonly string[] | undefined;
  readonly min_price?: number | undefined;
  readonly max_price?: number | undefined;
  readonly in_stock?: boolean | undefined;
}

const byId = (a: Product, b: Product) => a.id - b.id;

/**
 * The server's order for each sort, on products already at the customer's prices: ties by id,
 * so a page never repeats or skips a product. `newest` is the newest id first: the demo
 * catalogue is created at once, and ids grow with creation (the server's tie-break too).
 */
const orders: Record<ProductSort, (a: Product, b: Product) => number> = {
  featured: byId,
  price_asc: (a, b) => a.price - b.price || byId(a, b),
  price_desc: (a, b) => b.price - a.price || byId(a, b),
  name_asc: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : byId(a, b)),
  newest: (a, b) => b.id - a.id,
};

/** The products a list request asks for, in its order (prices already the customer's). */
export function filterAndSort(products: readonly Product[], filters: ProductListFilters): Product[] {
  const brands = filters.brand?.length ? new Set(filters.brand.map((name) => name.trim().toLowerCase())) : null;
  return products
    .filter(
      (product) =>
        (brands === null || brands.has(product.brand.toLowerCase())) &&
        (filters.min_price === undefined || product.price >= filters.min_price) &&
        (filters.max_price === undefined || product.price <= filters.max_price) &&
        (filters.in_stock !== true || product.in_stock),
    )
    .sort(orders[filters.sort ?? 'featured']);
}

/** What the filters offer for the whole category (see `productFacetsSchema`). */
export function facetsOf(products: readonly Product[]): ProductFacets {
  const counts = new Map<string, number>();
  for (const product of products) counts.set(product.brand, (counts.get(product.brand) ?? 0) + 1);
  const prices = products.map((product) => product.price);
  return {
    brands: [...counts]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    in_stock: products.filter((product) => product.in_stock).length,
  };
}
