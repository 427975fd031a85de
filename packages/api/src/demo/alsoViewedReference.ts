import { MIN_CO_VIEWERS } from '../contract/endpoints.ts';
import type { DemoDataset } from './dataset.ts';
import type { DemoProductView } from './views.ts';

/** Size of the "customers also viewed" slider (the contract's rule on `customerAlsoViewed`). */
const SLIDER_SIZE = 10;

/**
 * The answer "customers also viewed" must give over the demo world, worked out the slow, plain
 * way: for every other product, how many of the people who viewed this one viewed it too. It
 * shares no code with the mocks' resolver or the reference server's SQL, so the tests of both
 * can hold them to it.
 */
export function alsoViewedReference(demo: DemoDataset) {
  const personOf = (view: DemoProductView) =>
    view.user_id === null ? `visitor ${view.visitor_key}` : `user ${view.user_id}`;
  const viewersByProduct = new Map<number, Set<string>>();
  for (const view of demo.productViews) {
    viewersByProduct.set(view.product_id, (viewersByProduct.get(view.product_id) ?? new Set()).add(personOf(view)));
  }
  const peopleWho = (productId: number) => viewersByProduct.get(productId) ?? new Set<string>();
  const unitsSold = (productId: number) =>
    demo.orderItems.filter((item) => item.product_id === productId).reduce((sum, item) => sum + item.qty, 0);
  const homeOf = (categoryId: number) =>
    demo.categories.find((home) => home.id === categoryId || home.children.some((child) => child.id === categoryId))
      ?.id;

  function ranked(productId: number, showroom?: string) {
    const product = demo.products.find((candidate) => candidate.id === productId);
    if (!product) return [];
    const offeredHomes = showroom
      ? demo.showrooms.find((candidate) => candidate.profile.vsd_id === showroom)?.categoryIds
      : undefined;
    const viewers = peopleWho(productId);
    return demo.products
      .filter((candidate) => candidate.id !== productId)
      .filter((candidate) => !offeredHomes || offeredHomes.includes(homeOf(candidate.category_id) ?? -1))
      .map((candidate) => ({
        id: candidate.id,
        shared: [...peopleWho(candidate.id)].filter((person) => viewers.has(person)).length,
        sold: unitsSold(candidate.id),
        sameHome: homeOf(candidate.category_id) === homeOf(product.category_id),
      }))
      .map((candidate) => (candidate.shared >= MIN_CO_VIEWERS ? candidate : { ...candidate, shared: 0 }))
      .filter((candidate) => candidate.shared > 0 || candidate.sameHome)
      .sort((a, b) => b.shared - a.shared || b.sold - a.sold || a.id - b.id);
  }

  return {
    /** The people (signed-in users and visitor sessions) who viewed a product. */
    viewersOf: peopleWho,
    /** The top-level category a category belongs to (itself when top-level). */
    homeOf,
    /** Units of a product ordered in the demo orders (its popularity). */
    unitsSold,
    /** Every candidate with its shared viewers, sales and whether it is in the same top-level category, best first. */
    ranked,
    /** The ids the slider must show, in order. */
    expected: (productId: number, showroom?: string) =>
      ranked(productId, showroom)
        .slice(0, SLIDER_SIZE)
        .map((candidate) => candidate.id),
    /** The old rule, before views counted: the best sellers of the top-level category only. */
    bestSellersOnly: (productId: number) =>
      ranked(productId)
        .filter((candidate) => candidate.sameHome)
        .sort((a, b) => b.sold - a.sold || a.id - b.id)
        .slice(0, SLIDER_SIZE)
        .map((candidate) => candidate.id),
    /** How many other products share at least MIN_CO_VIEWERS viewers with this one. */
    coViewedCount: (productId: number) => ranked(productId).filter((candidate) => candidate.shared > 0).length,
  };
}
