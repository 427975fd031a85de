import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database, ShopRow } from '../db/schema.ts';
import { findShop, productsIn, resolveCategory, shopOffersCategory, type ResolvedCategory } from './catalogQueries.ts';
import { createLookupCache } from './lookupCache.ts';
import { type CategoryFacetRows, categoryFacetRows } from './productListing.ts';

/**
 * The catalogue's structure (showrooms, the category tree, which showroom offers which
 * category, how many products a category holds), read on nearly every catalogue request and changed almost never. Kept for a few
 * seconds per key, so a page of products costs its own query and no lookups around it; a
 * change shows within `ttlMs` on every server, with nothing to coordinate between them.
 */
export interface CatalogLookups {
  findShop(ref: string | number): Promise<ShopRow | undefined>;
  /**
   * Forgets a showroom just written (its markup and coupon: routes/myShowroomRoutes.ts), so this
   * server prices with the new row from the next request on; other servers within `ttlMs`.
   */
  forgetShop(shop: Pick<ShopRow, 'id' | 'vsd_id'>): void;
  resolveCategory(ref: number | string): Promise<ResolvedCategory | null>;
  shopOffersCategory(shopId: number, rootId: number): Promise<boolean>;
  /**
   * How many products a category holds (`productsIn`): the total of a paged list. The total can be up
   * to `ttlMs` old: until it catches up, a product just added may be missing from the last
   * page (or from an empty category's list), and one just removed leaves that page short.
   */
  countProducts(category: ResolvedCategory): Promise<number>;
  /** What a category's filters offer (brands, price range, stock), as old as `countProducts`. */
  facets(category: ResolvedCategory): Promise<CategoryFacetRows>;
  /**
   * A search's facets and match count (search/productSearch.ts), by showroom and words, as old
   * as `countProducts`: paging, sorting and filtering one query, or typing it, reuse them.
   */
  searchFacets(key: string, load: () => Promise<CategoryFacetRows>): Promise<CategoryFacetRows>;
}

const maxEntries = 1000;

export function createCatalogLookups(db: Kysely<Database>, clock: Clock, ttlMs: number): CatalogLookups {
  const options = { ttlMs, max: maxEntries, clock };
  const shops = createLookupCache<string, ShopRow | undefined>(options);
  const categories = createLookupCache<string, ResolvedCategory | null>(options);
  const offers = createLookupCache<string, boolean>(options);
  const productCounts = createLookupCache<string, number>(options);
  const facets = createLookupCache<string, CategoryFacetRows>(options);
  const searchFacets = createLookupCache<string, CategoryFacetRows>(options);
  const shopKey = (ref: string | number) => (typeof ref === 'number' ? `id:${ref}` : `vsd:${ref.trim().toUpperCase()}`);
  return {
    findShop(ref) {
      return shops.get(shopKey(ref), () => findShop(db, ref));
    },
    forgetShop(shop) {
      shops.delete(shopKey(shop.id));
      shops.delete(shopKey(shop.vsd_id));
    },
    resolveCategory(ref) {
      return categories.get(`${typeof ref}:${String(ref).trim()}`, () => resolveCategory(db, ref));
    },
    shopOffersCategory(shopId, rootId) {
      return offers.get(`${shopId}:${rootId}`, () => shopOffersCategory(db, shopId, rootId));
    },
    countProducts(category) {
      return productCounts.get(`${category.rootId}:${category.ids.join(',')}`, async () => {
        const row = await db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where(productsIn(category))
          .executeTakeFirstOrThrow();
        return Number(row.total);
      });
    },
    facets(category) {
      return facets.get(`${category.rootId}:${category.ids.join(',')}`, () => categoryFacetRows(db, category));
    },
    searchFacets(key, load) {
      return searchFacets.get(key, load);
    },
  };
}
