import { matchPath } from 'react-router';
import type { AppServices } from '../../services/createAppServices.ts';
import {
  categoryTreeQuery,
  prefetchQuery,
  productListQuery,
  productQuery,
  type CatalogueQuery,
} from './catalogueQueries.ts';
import { filtersFromSearch } from './listingFilters.ts';
import { pageFromSearch } from './productLinks.ts';

/**
 * Starts the data a catalogue address shows, so it loads alongside the page's code rather than
 * after it: for a link's intent (with `prefetchPath`) and for the first page of a visit (with
 * `preloadPage` in main.tsx). Addresses that are not catalogue pages start nothing.
 */
export function prefetchCatalogueData(services: AppServices, to: string): void {
  for (const query of catalogueQueriesFor(services, to)) prefetchQuery(services, query);
}

/** The queries a catalogue address shows as soon as it renders (none for other addresses). */
export function catalogueQueriesFor(services: AppServices, to: string): CatalogueQuery<unknown>[] {
  const url = new URL(to, 'http://storefront.invalid');
  const showroom = services.showroom.getState().active?.vsd_id ?? services.meta.shopId;
  const product =
    matchPath('/product/:hash/:vsd_id?', url.pathname) ??
    (url.pathname === '/product-details' && url.searchParams.get('pid')
      ? { params: { hash: url.searchParams.get('pid') ?? '' } }
      : null);
  if (product?.params.hash) {
    // A showroom in the address wins over the active one, as on the product page.
    const fromPath = 'vsd_id' in product.params ? product.params.vsd_id : undefined;
    return [productQuery(decodeURIComponent(product.params.hash), fromPath ?? showroom)];
  }
  const list = matchPath('/category/:category/product', url.pathname) ?? matchPath('/category/:category', url.pathname);
  if (list?.params.category) {
    const products = productListQuery(
      decodeURIComponent(list.params.category),
      pageFromSearch(url.searchParams),
      showroom,
      filtersFromSearch(url.searchParams),
    );
    return showroom ? [products, categoryTreeQuery(showroom)] : [products];
  }
  if (matchPath('/department/:menu_slug/:category_slug?', url.pathname) && showroom) {
    return [categoryTreeQuery(showroom)];
  }
  return [];
}
