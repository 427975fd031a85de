import {
  chooseInspiredDesigns,
  signatureProductOfEachBrand,
  homeCategoryNames,
  inspiredRoomLabels,
  isHomeCategoryName,
  MIN_CO_VIEWERS,
  paginate,
  type Category,
  type HeaderMenu,
  type HomeCategoryName,
  type HomeShowcase,
  type Product,
} from '../../contract/index.ts';
import { toProductSummary } from '../../demo/catalog.ts';
import { mockPicture, withCategoryPictures, withGallery } from '../../demo/pictures.ts';
import type { DemoShowroom } from '../../demo/dataset.ts';
import { demoTimestamp } from '../../demo/time.ts';
import type { DemoProductView } from '../../demo/views.ts';
import { notFound, type MockResolvers } from '../route.ts';
import type { MockState } from '../state.ts';
import { atCustomerPrices, markupIn } from './pricing.ts';
import { facetsOf, filterAndSort } from './productListing.ts';

export function findShowroom(state: MockState, id: string | number | undefined): DemoShowroom | undefined {
  if (id === undefined) return undefined;
  return state.showrooms.find((showroom) =>
    typeof id === 'number'
      ? showroom.profile.id === id
      : showroom.profile.vsd_id.toLowerCase() === id.toLowerCase() || String(showroom.profile.id) === id,
  );
}

function categoriesOf(state: MockState, showroom: DemoShowroom | undefined): Category[] {
  const offered = showroom
    ? state.categories.filter((category) => showroom.categoryIds.includes(category.id))
    : state.categories;
  return withCategoryPictures(offered, state.products);
}

function menusOf(state: MockState, showroom: DemoShowroom | undefined): HeaderMenu[] {
  if (!showroom) return state.menus;
  return state.menus
    .map((menu) => ({ ...menu, categories: menu.categories.filter((c) => showroom.categoryIds.includes(c.id)) }))
    .filter((menu) => menu.categories.length > 0);
}

/** The leaf category ids under a category id or slug (a home category or a child). */
function leafCategoryIds(state: MockState, category: number | string): number[] {
  const matches = (c: Category) => c.id === category || c.slug_url === category || String(c.id) === category;
  for (const home of state.categories) {
    if (matches(home)) return home.children.map((child) => child.id);
    const child = home.children.find(matches);
    if (child) return [child.id];
  }
  return [];
}

export function productsInShowroom(state: MockState, showroom: DemoShowroom | undefined): Product[] {
  if (!showroom) return state.products;
  const leaves = new Set(showroom.categoryIds.flatMap((id) => leafCategoryIds(state, id)));
  return state.products.filter((product) => leaves.has(product.category_id));
}

/** The home page's pictures from a showroom's products (the server's `homeShowcase`). */
function homeShowcaseOf(state: MockState, showroom: DemoShowroom | undefined): HomeShowcase {
  const homeOf = new Map<number, HomeCategoryName>();
  for (const home of state.categories) {
    if (!isHomeCategoryName(home.name)) continue;
    for (const id of [home.id, ...home.children.map((child) => child.id)]) homeOf.set(id, home.name);
  }
  const inShowroom = [...productsInShowroom(state, showroom)].sort((a, b) => a.id - b.id);
  const products = inShowroom.filter((product) => homeOf.has(product.category_id));
  const chosen = chooseInspiredDesigns(products, (product) => homeOf.get(product.category_id)!);
  const categoryPictures = withCategoryPictures(state.categories, state.products);
  return {
    rooms: inspiredRoomLabels.map((label) => ({
      label,
      designs: chosen[label].map((product) => ({
        title: product.name,
        product_hash: product.hash,
        category: homeOf.get(product.category_id)!,
        picture: mockPicture(product, 'room'),
      })),
    })),
    categories: homeCategoryNames.map((name) => ({
      name,
      picture: categoryPictures.find((category) => category.name === name)?.picture ?? null,
    })),
    brands: signatureProductOfEachBrand(
      inShowroom,
      (product) => product.brand,
      (product) => product.category_id,
    ).map((product) => ({
      name: product.brand,
      title: product.name,
      product_hash: product.hash,
      picture: mockPicture(product, 'closeup'),
    })),
  };
}

/** How many products "customers also viewed" shows (the server's `sliderSize`). */
const alsoViewedSize = 10;

/** Who viewed: a signed-in user by id, a visitor session by its key (the server's `viewerOf`). */
function viewerOf(view: DemoProductView): string | null {
  return view.user_id !== null ? String(view.user_id) : view.visitor_key;
}

/**
 * The rule documented on the contract's `customerAlsoViewed`, in memory: the products most
 * viewed by the people who also viewed `product`, by distinct people desc, popularity desc, id
 * asc, counting only products at least MIN_CO_VIEWERS people viewed with it; never `product`;
 * only what `offered` holds; at most 10, the rest filled with the best
 * sellers of its top-level category.
 */
function alsoViewed(state: MockState, product: Product, offered: readonly Product[]): Product[] {
  const viewers = new Set(state.productViews.filter((view) => view.product_id === product.id).map(viewerOf));
  const people = new Map<number, Set<string>>();
  for (const view of state.productViews) {
    const viewer = viewerOf(view);
    if (viewer === null || view.product_id === product.id || !viewers.has(viewer)) continue;
    people.set(view.product_id, (people.get(view.product_id) ?? new Set()).add(viewer));
  }
  const popularity = (candidate: Product) => state.popularity.get(candidate.id) ?? 0;
  const bestSelling = (a: Product, b: Product) => popularity(b) - popularity(a) || a.id - b.id;
  const coViewed = offered
    .filter((candidate) => (people.get(candidate.id)?.size ?? 0) >= MIN_CO_VIEWERS)
    .sort((a, b) => (people.get(b.id)?.size ?? 0) - (people.get(a.id)?.size ?? 0) || bestSelling(a, b))
    .slice(0, alsoViewedSize);

  const listed = new Set([product.id, ...coViewed.map((candidate) => candidate.id)]);
  const home = state.categories.find(
    (category) =>
      category.id === product.category_id || category.children.some((child) => child.id === product.category_id),
  );
  const inHome = new Set(home ? [home.id, ...home.children.map((child) => child.id)] : []);
  const bestSellers = offered
    .filter((candidate) => inHome.has(candidate.category_id) && !listed.has(candidate.id))
    .sort(bestSelling)
    .slice(0, alsoViewedSize - coViewed.length);
  return [...coViewed, ...bestSellers];
}

/** A signed-in user's view, at most one per user, product and (UTC) day (as the server records). */
function recordView(state: MockState, productId: number, userId: number): void {
  const now = demoTimestamp(0);
  const day = now.slice(0, 10);
  const seenToday = state.productViews.some(
    (view) => view.user_id === userId && view.product_id === productId && view.viewed_at.slice(0, 10) === day,
  );
  if (!seenToday)
    state.productViews.push({ product_id: productId, user_id: userId, visitor_key: null, viewed_at: now });
}

export const catalogResolvers = {
  getSettings: ({ state }) => ({ data: state.settings }),
  getShop: ({ query, state, settings }) => {
    const showroom = settings.scenarios.has('showroomNotFound') ? undefined : findShowroom(state, query.shop_id);
    if (!showroom) throw notFound('Shop');
    return { data: showroom.profile };
  },
  getShopSettings: ({ query, state, settings }) => {
    const showroom = settings.scenarios.has('showroomNotFound') ? undefined : findShowroom(state, query.shop_id);
    if (!showroom) throw notFound('Shop');
    return { data: showroom.settings };
  },
  getMenuCategories: ({ query, state, settings }) => {
    if (settings.scenarios.has('showroomNotFound')) return { data: [] };
    const id = query.vsd_id ?? query.showroom;
    const showroom = findShowroom(state, id);
    if (id !== undefined && !showroom) return { data: [] };
    return { data: menusOf(state, showroom) };
  },
  getHomeShowcase: ({ query, state }) => {
    const showroom = findShowroom(state, query.showroom);
    if (query.showroom !== undefined && !showroom) throw notFound('Shop');
    return { data: homeShowcaseOf(state, showroom) };
  },
  searchShowrooms: ({ query, state, settings }) => {
    const text = (query.s ?? '').trim().toLowerCase();
    const rows = settings.scenarios.has('showroomNotFound')
      ? []
      : state.showrooms
          .filter(
            ({ profile }) =>
              text === '' ||
              profile.vsd_id.toLowerCase().includes(text) ||
              profile.company_name.toLowerCase().includes(text),
          )
          .map(({ profile }) => ({ id: profile.id, company_name: profile.company_name, vsd_id: profile.vsd_id }));
    return {
      data: paginate(rows, { page: query.page, perPage: query.per_page, path: '/api/visualization/showrooms' }),
    };
  },
  getShowroomProfile: ({ query, state, settings }) => {
    const showroom = settings.scenarios.has('showroomNotFound')
      ? undefined
      : findShowroom(state, query.vsd_id ?? query.showroom);
    return {
      data: { data: showroom ? { profile: showroom.profile, category: categoriesOf(state, showroom) } : null },
      message: showroom ? 'Success.' : 'No Showroom Found, Please Enter Correct Showroom Id.',
    };
  },
  listShowroomProducts: ({ body, state }) => {
    const showroom = findShowroom(state, body.showroom);
    const leaves = new Set(leafCategoryIds(state, body.category));
    // Prices: the customer's in this showroom (pricing.ts), never the wholesale ones.
    const markup = markupIn(state, showroom?.profile.vsd_id);
    const inCategory = productsInShowroom(state, showroom)
      .filter((product) => leaves.has(product.category_id))
      .map((product) => atCustomerPrices(product, markup));
    const rows = filterAndSort(inCategory, body).map(toProductSummary);
    return {
      data: {
        ...paginate(rows, { page: body.page, perPage: body.per_page, path: '/api/visualization/products' }),
        facets: facetsOf(inCategory),
      },
    };
  },
  getProduct: ({ query, state, user }) => {
    const product = state.products.find(
      (candidate) => candidate.hash === query.pid || String(candidate.id) === query.pid,
    );
    if (!product) throw notFound('Product');
    // Signed-in views feed "customers also viewed"; anonymous ones are not recorded (the server
    // cannot tell visitors apart without tracking them).
    if (user) recordView(state, product.id, user.id);
    return {
      data: withGallery(
        atCustomerPrices(product, markupIn(state, findShowroom(state, query.showroom)?.profile.vsd_id)),
      ),
    };
  },
  topProducts: ({ body, state }) => {
    const leaves = body.category === undefined ? null : new Set(leafCategoryIds(state, body.category));
    const showroom = findShowroom(state, body.showroom);
    const markup = markupIn(state, showroom?.profile.vsd_id);
    const rows = productsInShowroom(state, showroom).filter(
      (product) => product.in_stock && (leaves === null || leaves.has(product.category_id)),
    );
    // Every seventh product: a spread over the categories rather than the first one's products.
    return {
      data: rows
        .filter((_, index) => index % 7 === 0)
        .slice(0, 12)
        .map((product) => atCustomerPrices(toProductSummary(product), markup)),
    };
  },
  // The contract's rule (see `alsoViewed`); an unknown product or showroom answers [], as the server does.
  customerAlsoViewed: ({ body, state }) => {
    const product = state.products.find((candidate) => candidate.id === body.product_id);
    const showroom = findShowroom(state, body.showroom);
    if (!product || (body.showroom !== undefined && !showroom)) return { data: [] };
    const markup = markupIn(state, showroom?.profile.vsd_id);
    return {
      data: alsoViewed(state, product, productsInShowroom(state, showroom)).map((candidate) =>
        atCustomerPrices(toProductSummary(candidate), markup),
      ),
    };
  },
  recentlyViewed: ({ body, state }) => {
    const markup = markupIn(state, findShowroom(state, body.showroom)?.profile.vsd_id);
    return {
      data: body.product_ids
        .map((id) => state.products.find((product) => product.id === id))
        .filter((product): product is Product => product !== undefined)
        .map((product) => atCustomerPrices(toProductSummary(product), markup)),
    };
  },
  sampleRequest: () => ({ data: null, message: 'Thank you! Our team will contact you shortly.' }),
} satisfies Partial<MockResolvers>;
