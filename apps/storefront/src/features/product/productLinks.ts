import { categoryParam } from '../../shell/menuLinks.ts';

/** §2 `/product/{hash}/{vsd_id?}`: the showroom's ID goes along when the product is seen in one. */
export function productHref(product: { readonly hash: string }, showroom: string | null): string {
  const base = `/product/${encodeURIComponent(product.hash)}`;
  return showroom ? `${base}/${encodeURIComponent(showroom)}` : base;
}

/** §2 `/category/{category}/product`, with the page in the address (page 1 has none). */
export function productListHref(category: { readonly id: number; readonly slug_url: string | null }, page = 1): string {
  const path = `/category/${categoryParam(category)}/product`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * The page asked for in the address: a whole number from 1 up, else 1 (`?page=abc`, `?page=0`).
 * Pages past the end are the server's to clamp (it answers the last page).
 */
export function pageFromSearch(search: URLSearchParams): number {
  const text = search.get('page') ?? '';
  if (!/^\d{1,9}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}
