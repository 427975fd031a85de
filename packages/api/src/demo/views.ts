import type { Category, OrderItem, Product } from '../contract/index.ts';
import { createRandom } from './random.ts';
import { demoTimestamp } from './time.ts';
import type { DemoUser } from './users.ts';

/**
 * One product page view of the demo world, by a signed-in demo account (`user_id`) or by an
 * anonymous demo visitor session (`visitor_key`), never both. "Customers also viewed" ranks
 * the products by how many of these people viewed both.
 */
export interface DemoProductView {
  readonly product_id: number;
  readonly user_id: number | null;
  /** 'demo-visitor-001' …: one browsing session of an anonymous visitor. */
  readonly visitor_key: string | null;
  /** ISO-8601 UTC, at least a day before the demo's now (time.ts). */
  readonly viewed_at: string;
}

/** How many anonymous visitor sessions the demo world has. */
export const DEMO_VISITOR_SESSIONS = 60;

/** The demo User accounts that browsed while signed in, and the home category each browsed. */
const signedInShoppers = [
  { email: 'customer@demo.test', category: 'Kitchen Faucets', views: 6, daysAgo: 3 },
  { email: 'customer2@demo.test', category: 'Bathroom Vanitys', views: 5, daysAgo: 6 },
] as const;

/** How many units of each product the demo orders hold: the products' popularity (best sellers). */
export function productPopularity(orderItems: readonly OrderItem[]): Map<number, number> {
  const popularity = new Map<number, number>();
  for (const item of orderItems) popularity.set(item.product_id, (popularity.get(item.product_id) ?? 0) + item.qty);
  return popularity;
}

/**
 * The demo product views: {@link DEMO_VISITOR_SESSIONS} visitor sessions of 3–8 products each,
 * mostly within one home category (people browse a category, and look at the first products of
 * a list more than the last ones), plus a few views by the demo customers. Deterministic.
 */
export function buildProductViews(
  categories: readonly Category[],
  products: readonly Product[],
  users: readonly DemoUser[],
): DemoProductView[] {
  const random = createRandom(3141);
  const productsOf = new Map(
    categories.map((home) => {
      const leaves = new Set(home.children.map((child) => child.id));
      return [home.id, products.filter((product) => leaves.has(product.category_id))] as const;
    }),
  );
  const browse = (list: readonly Product[]): Product => {
    const product = list[Math.floor(random.next() ** 2 * list.length)];
    if (!product) throw new Error('browse() in an empty category');
    return product;
  };
  const views: DemoProductView[] = [];

  for (let session = 1; session <= DEMO_VISITOR_SESSIONS; session += 1) {
    const visitorKey = `demo-visitor-${String(session).padStart(3, '0')}`;
    const home = random.pick(categories);
    const inCategory = productsOf.get(home.id) ?? [];
    const count = random.int(3, 8);
    const daysAgo = random.int(1, 45);
    const startMinutes = random.int(30, 600);
    const seen = new Set<number>();
    while (seen.size < count) {
      // Mostly within the session's category; now and then a look elsewhere.
      const product = random.chance(0.85) ? browse(inCategory) : random.pick(products);
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      views.push({
        product_id: product.id,
        user_id: null,
        visitor_key: visitorKey,
        viewed_at: demoTimestamp(daysAgo, startMinutes - seen.size * 3),
      });
    }
  }

  for (const shopper of signedInShoppers) {
    const user = users.find((candidate) => candidate.email === shopper.email);
    const home = categories.find((category) => category.name === shopper.category);
    if (!user || !home) throw new Error(`Missing demo shopper ${shopper.email} or ${shopper.category}`);
    const inCategory = productsOf.get(home.id) ?? [];
    const seen = new Set<number>();
    while (seen.size < shopper.views) {
      const product = browse(inCategory);
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      views.push({
        product_id: product.id,
        user_id: user.id,
        visitor_key: null,
        viewed_at: demoTimestamp(shopper.daysAgo, 300 - seen.size * 4),
      });
    }
  }
  return views;
}
