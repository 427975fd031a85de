import { homeCategoryNames, type HomeCategoryName } from './vocabularyLists.ts';

// No zod here: the storefront's lite client (`@showroom/api/client`) uses these rules.

/** §2 "Inspired Designs": the room tabs, in the spec's order and spelling. */
export const inspiredRoomLabels = ['Bathroom', 'Kitchen', 'Living Room', 'Landscaping/Outdoor'] as const;
export type InspiredRoomLabel = (typeof inspiredRoomLabels)[number];

/** Whether a top-level category's name is one of §2's home categories. */
export const isHomeCategoryName = (name: string): name is HomeCategoryName =>
  (homeCategoryNames as readonly string[]).includes(name);

/** §9: each Inspired Designs slider holds 7 pictures. */
export const INSPIRED_DESIGNS_PER_ROOM = 7;

/**
 * The home categories whose products furnish each room, in the order they are taken: a room's
 * pictures are real products of the showroom's catalogue shown where they belong (a vanity in
 * a bathroom, pavers on a patio), so they change with what the showroom sells.
 */
export const inspiredRoomCategories: Readonly<Record<InspiredRoomLabel, readonly HomeCategoryName[]>> = {
  Bathroom: [
    'Showers',
    'Bathroom Vanitys',
    'Bath Tubs',
    'Tile Flooring',
    'Bathroom Faucets',
    'Toilets',
    'Stacked Stone',
  ],
  Kitchen: [
    'Countertop',
    'Backsplash Tiles',
    'Kitchen Sinks',
    'Appliances',
    'Kitchen Faucets',
    'Cabinet Hardware',
    'Tile Flooring',
  ],
  'Living Room': [
    'Hardwood Flooring',
    'luxury-flooring',
    'Laminate Flooring',
    'Stacked Stone',
    'Fans',
    'Lights',
    'Tile Flooring',
  ],
  'Landscaping/Outdoor': ['Hardscaping', 'Artificial Turf', 'Pool Copings', 'Stacked Stone'],
};

/**
 * Each room's products: taken in turn from its categories (one of each before a second of any),
 * each category's products in the order given, and no product in two rooms. The same catalogue
 * always gives the same choice, on the server and in the mocks.
 */
export function chooseInspiredDesigns<Product>(
  products: readonly Product[],
  homeCategoryOf: (product: Product) => string,
): Record<InspiredRoomLabel, Product[]> {
  const byCategory = new Map<string, Product[]>();
  for (const product of products) {
    const category = homeCategoryOf(product);
    const group = byCategory.get(category);
    if (group) group.push(product);
    else byCategory.set(category, [product]);
  }
  const used = new Set<Product>();
  const chosen = {} as Record<InspiredRoomLabel, Product[]>;
  for (const label of inspiredRoomLabels) {
    const queues = inspiredRoomCategories[label].map((category) =>
      (byCategory.get(category) ?? []).filter((product) => !used.has(product)),
    );
    const room: Product[] = [];
    for (
      let round = 0;
      room.length < INSPIRED_DESIGNS_PER_ROOM && queues.some((queue) => queue.length > round);
      round++
    ) {
      for (const queue of queues) {
        const product = queue[round];
        if (product === undefined || room.length === INSPIRED_DESIGNS_PER_ROOM) continue;
        room.push(product);
        used.add(product);
      }
    }
    chosen[label] = room;
  }
  return chosen;
}

/**
 * §2 "Our brand partners": each brand the catalogue sells, in the order it first appears, shown
 * by one of its products, so that the row shows as many different materials as it can: the
 * brand's categories are tried from the one it has most of (the first on a tie), and the first
 * not shown by an earlier brand is taken (its most-stocked one if all are); the product is the
 * brand's first in that category.
 */
export function signatureProductOfEachBrand<Product>(
  products: readonly Product[],
  brandOf: (product: Product) => string,
  categoryOf: (product: Product) => number | string,
): Product[] {
  const brands = new Map<string, Map<number | string, Product[]>>();
  for (const product of products) {
    const brand = brandOf(product);
    const categories = brands.get(brand) ?? new Map<number | string, Product[]>();
    brands.set(brand, categories);
    const category = categoryOf(product);
    const group = categories.get(category);
    if (group) group.push(product);
    else categories.set(category, [product]);
  }
  const shown = new Set<number | string>();
  return [...brands.values()].map((categories) => {
    // Most products first; a stable sort keeps the first-appearing category first on a tie.
    const ranked = [...categories].sort(([, a], [, b]) => b.length - a.length);
    const [category, group] = ranked.find(([candidate]) => !shown.has(candidate)) ?? ranked[0]!;
    shown.add(category);
    return group[0]!;
  });
}
