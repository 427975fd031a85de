import { prefetchCatalogueData } from '../features/product/cataloguePrefetch.ts';
import { keepAnswers } from '../features/product/catalogueQueries.ts';
import { ANSWERS_ELEMENT_ID } from './catalogueDocument.ts';
import type { AppServices } from '../services/createAppServices.ts';
import type { RoutePage } from '../routes/routeTable.ts';

/**
 * A catalogue page's code with every module it imports, requested at once: vite.config.ts lists
 * the whole set for the imports of this chunk (and only this one, which a first visit to a
 * catalogue page alone loads), where the page's own import finds its modules a level at a time,
 * a round trip each on a phone. The same files as the page's import, so nothing loads twice.
 */
const pageCode: Partial<Record<RoutePage, () => Promise<unknown>>> = {
  product: () => import('../pages/Product/ProductPage.tsx'),
  productDetails: () => import('../pages/Product/ProductDetailsPage.tsx'),
  productList: () => import('../pages/ProductList/ProductListPage.tsx'),
  category: () => import('../pages/Category/CategoryPage.tsx'),
  department: () => import('../pages/Department/DepartmentPage.tsx'),
};

/**
 * The first page of a visit, when it is a catalogue page: its data (through the client and cache
 * the page reads, so it is asked once) and all its code start together. A failure here is the
 * page's to show, as when it loads and asks by itself. A page the server rendered brings the
 * answers it was drawn with: they are kept first, so nothing is asked again.
 */
export function startCatalogueFirstVisit(services: AppServices, page: RoutePage, to: string): void {
  keepAnswers(services, answersInDocument());
  prefetchCatalogueData(services, to);
  void pageCode[page]?.().catch(() => undefined);
}

/** The answers a server-rendered page carries (catalogueDocument.ts), read once; null when none. */
function answersInDocument(): unknown {
  const element = document.getElementById(ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}
