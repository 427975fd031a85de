import { paginate, type Category, type HeaderMenu, type Product } from '../../contract/index.ts';
import { toProductSummary } from '../../demo/catalog.ts';
import type { DemoShowroom } from '../../demo/dataset.ts';
import { notFound, type MockResolvers } from '../route.ts';
import type { MockState } from '../state.ts';

export function findShowroom(state: MockState, id: string | number | undefined): DemoShowroom | undefined {
  if (id === undefined) return undefined;
  return state.showrooms.find((showroom) =>
    typeof id === 'number'
      ? showroom.profile.id === id
      : showroom.profile.vsd_id.toLowerCase() === id.toLowerCase() || String(showroom.profile.id) === id,
  );
}

function categoriesOf(state: MockState, showroom: DemoShowroom | undefined): Category[] {
  return showroom
    ? state.categories.filter((category) => showroom.categoryIds.includes(category.id))
    : state.categories;
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

function productsInShowroom(state: MockState, showroom: DemoShowroom | undefined): Product[] {
  if (!showroom) return state.products;
  const leaves = new Set(showroom.categoryIds.flatMap((id) => leafCategoryIds(state, id)));
  return state.products.filter((product) => leaves.has(product.category_id));
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
    const rows = productsInShowroom(state, showroom)
      .filter((product) => leaves.has(product.category_id))
      .map(toProductSummary);
    return {
      data: paginate(rows, { page: body.page, perPage: body.per_page, path: '/api/visualization/products' }),
    };
  },
  getProduct: ({ query, state }) => {
    const product = state.products.find(
      (candidate) => candidate.hash === query.pid || String(candidate.id) === query.pid,
    );
    if (!product) throw notFound('Product');
    return { data: product };
  },
  topProducts: ({ body, state }) => {
    const leaves = body.category === undefined ? null : new Set(leafCategoryIds(state, body.category));
    const rows = productsInShowroom(state, findShowroom(state, body.showroom)).filter(
      (product) => product.in_stock && (leaves === null || leaves.has(product.category_id)),
    );
    // Every seventh product: a spread over the categories rather than the first one's products.
    return {
      data: rows
        .filter((_, index) => index % 7 === 0)
        .slice(0, 12)
        .map(toProductSummary),
    };
  },
  customerAlsoViewed: ({ body, state }) => {
    const product = state.products.find((candidate) => candidate.id === body.product_id);
    if (!product) throw notFound('Product');
    const rows = state.products.filter((c) => c.category_id === product.category_id && c.id !== product.id);
    return { data: rows.slice(0, 6).map(toProductSummary) };
  },
  recentlyViewed: ({ body, state }) => ({
    data: body.product_ids
      .map((id) => state.products.find((product) => product.id === id))
      .filter((product): product is Product => product !== undefined)
      .map(toProductSummary),
  }),
  sampleRequest: () => ({ data: null, message: 'Thank you! Our team will contact you shortly.' }),
} satisfies Partial<MockResolvers>;
