import type { RoutePage } from './routeTable.ts';

/**
 * The pages that show catalogue data as soon as they render: a first visit loads their data with
 * their code (prerender/catalogueFirstVisit.ts), and a server may render them with it (src/prerender/renderCataloguePage.tsx).
 */
export const cataloguePages: ReadonlySet<RoutePage> = new Set<RoutePage>([
  'product',
  'productDetails',
  'productList',
  'category',
  'department',
]);
