import { MIN_CO_VIEWERS } from '@showroom/api';
import { isSearchableText } from '@showroom/machines';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import {
  findProduct,
  offeredCategoryIds,
  productPage,
  productsIn,
  productSummaryColumns,
  recordProductView,
  shopCategoryTree,
  shopMenus,
  toProductSummary,
  toShopSettings,
  toShowroomProfile,
} from '../catalog/catalogQueries.ts';
import type { CatalogLookups } from '../catalog/catalogLookups.ts';
import { homeShowcase } from '../catalog/homeShowcase.ts';
import {
  NO_FACETS,
  countFilteredProducts,
  filteredProductPage,
  isFiltered,
  toFacets,
  wholesaleBounds,
} from '../catalog/productListing.ts';
import { preparedQuery } from '../db/preparedQuery.ts';
import type { Dialect } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { NO_SHOWROOM_PRICING, type ShowroomPricing, pricingOfShop } from '../orders/showroomPrice.ts';
import { fetchPage, pageRecord, pageWindow } from '../http/pagination.ts';
import type { RouteTable } from '../http/routes.ts';

/** How many products the sliders (top products, also viewed) show. */
const sliderSize = 10;

export const catalogMessages = {
  showrooms: 'Showrooms.',
  profile: 'Showroom profile.',
  noShowroom: 'No Showroom Found, Please Enter Correct Showroom Id.',
  menus: 'Header menus.',
  homeShowcase: 'Home page pictures.',
  products: 'Products.',
  product: 'Product.',
  shopNotFound: 'No Showroom Found, Please Enter Correct Showroom Id.',
} as const;

/**
 * Showrooms whose public ID or company name contains `text`, ignoring case, taken literally:
 * `%` and `_` typed by a person are characters, not wildcards. Both sides are lower-cased by
 * the database, so they fold alike (SQLite folds ASCII letters only; JavaScript folds more).
 * A substring position, not LIKE: SQLite plans with a bound LIKE pattern, so it re-planned the
 * search on every run (20 µs of its 56, measured alone), as it does a bound LIMIT
 * (db/literalLimits.ts).
 */
function showroomMatches(text: string, dialect: Dialect) {
  const position = dialect === 'sqlite' ? 'instr' : 'strpos';
  return (eb: ExpressionBuilder<Database, 'shops'>) =>
    eb.or(
      (['vsd_id', 'company_name'] as const).map((column) =>
        eb(eb.fn<number>(position, [eb.fn('lower', [eb.ref(column)]), eb.fn('lower', [eb.val(text)])]), '>', eb.lit(0)),
      ),
    );
}

/** A page of showrooms, all of them or those containing `text`, with the total alongside. */
function showroomsPage(
  db: Kysely<Database>,
  limit: number,
  offset: number,
  search?: { text: string; dialect: Dialect },
) {
  const shops = db.selectFrom('shops');
  return (search === undefined ? shops : shops.where(showroomMatches(search.text, search.dialect)))
    .select(['id', 'company_name', 'vsd_id'])
    .select((eb) => eb.fn.countAll<number>().over().as('total'))
    .orderBy('id')
    .limit(limit)
    .offset(offset);
}

// Showroom search is one of the busiest requests (every visit starts with it), so its page is
// prepared (db/preparedQuery.ts): one query to list all showrooms, one to search them, each
// shaped by its page size (see db/literalLimits.ts).
const allShowroomsPage = preparedQuery(
  (db, { limit, offset }: { limit: number; offset: number }) => showroomsPage(db, limit, offset),
  { shapedBy: ['limit'] },
);
const matchingShowroomsPage = preparedQuery(
  (db, { text, dialect, limit, offset }: { text: string; dialect: Dialect; limit: number; offset: number }) =>
    showroomsPage(db, limit, offset, { text, dialect }),
  { shapedBy: ['limit', 'dialect'] },
);

/**
 * The pricing of the showroom a request names (orders/showroomPrice.ts); none, or one that does
 * not exist, prices at the 10 % minimum, as checkout does for a cart without a showroom.
 */
async function pricingIn(catalog: CatalogLookups, showroom: string | undefined): Promise<ShowroomPricing> {
  return showroom ? pricingOfShop(await catalog.findShop(showroom)) : NO_SHOWROOM_PRICING;
}

export const catalogRoutes: RouteTable = {
  searchShowrooms: {
    async handle({ query }, { db, dialect }) {
      const text = (query.s ?? '').trim();
      const path = '/api/visualization/showrooms';
      // §5: the lookup runs only for text longer than 2 characters, or none at all (list all).
      if (!isSearchableText(text)) {
        return { message: catalogMessages.showrooms, data: pageRecord([], 0, pageWindow(0, 1, query.per_page), path) };
      }
      const search = text === '' ? null : text;
      const { rows, total, window } = await fetchPage(
        query.page,
        query.per_page,
        (limit, offset) =>
          search === null
            ? allShowroomsPage(db, { limit, offset })
            : matchingShowroomsPage(db, { text: search, dialect, limit, offset }),
        async () => {
          const base = db.selectFrom('shops').select((eb) => eb.fn.countAll<number>().as('total'));
          const row = await (
            search === null ? base : base.where(showroomMatches(search, dialect))
          ).executeTakeFirstOrThrow();
          return Number(row.total);
        },
      );
      return { message: catalogMessages.showrooms, data: pageRecord(rows, total, window, path) };
    },
  },

  getHomeShowcase: {
    async handle({ query }, { db, catalog, pictures }) {
      let shopId: number | null = null;
      if (query.showroom !== undefined) {
        const shop = await catalog.findShop(query.showroom);
        if (!shop) throw notFound(catalogMessages.shopNotFound);
        shopId = shop.id;
      }
      return { message: catalogMessages.homeShowcase, data: await homeShowcase(db, shopId, pictures) };
    },
  },

  getShowroomProfile: {
    async handle({ query }, { db, catalog, pictures }) {
      const ref = query.showroom ?? query.vsd_id;
      const shop = ref ? await catalog.findShop(ref) : undefined;
      // §7: "empty means not found" — a 200 with data.data null, not an error.
      if (!shop) return { message: catalogMessages.noShowroom, data: { data: null } };
      return {
        message: catalogMessages.profile,
        data: { data: { profile: toShowroomProfile(shop), category: await shopCategoryTree(db, shop.id, pictures) } },
      };
    },
  },

  getShop: {
    async handle({ query }, { catalog }) {
      const shop = await catalog.findShop(query.shop_id);
      if (!shop) throw notFound(catalogMessages.shopNotFound);
      return { message: catalogMessages.profile, data: toShowroomProfile(shop) };
    },
  },

  getShopSettings: {
    async handle({ query }, { catalog }) {
      const shop = await catalog.findShop(query.shop_id);
      if (!shop) throw notFound(catalogMessages.shopNotFound);
      return { message: 'Shop settings.', data: toShopSettings(shop) };
    },
  },

  getMenuCategories: {
    async handle({ query }, { db, catalog, pictures }) {
      // The contract's `requires` (checked for every route) guarantees one of the two.
      const ref = (query.showroom ?? query.vsd_id) as string;
      const shop = await catalog.findShop(ref);
      return { message: catalogMessages.menus, data: shop ? await shopMenus(db, shop.id, pictures) : [] };
    },
  },

  listShowroomProducts: {
    async handle({ body }, { db, catalog, pictures }) {
      const path = '/api/visualization/products';
      const empty = {
        message: catalogMessages.products,
        data: { ...pageRecord([], 0, pageWindow(0, 1, body.per_page), path), facets: NO_FACETS },
      };
      const category = await catalog.resolveCategory(body.category);
      if (!category) return empty;
      let pricing = NO_SHOWROOM_PRICING;
      if (body.showroom) {
        const shop = await catalog.findShop(body.showroom);
        if (!shop || !(await catalog.shopOffersCategory(shop.id, category.rootId))) return empty;
        pricing = pricingOfShop(shop);
      }
      const facets = toFacets(await catalog.facets(category), pricing);
      let total: number;
      let rows: Awaited<ReturnType<typeof productPage>>;
      let window: ReturnType<typeof pageWindow>;
      if (isFiltered(body)) {
        const bounds = wholesaleBounds(body, pricing);
        total = await countFilteredProducts(db, productsIn(category), body, bounds);
        window = pageWindow(total, body.page, body.per_page);
        rows =
          total === 0 || bounds === null
            ? []
            : await filteredProductPage(db, productsIn(category), body, bounds, {
                limit: window.perPage,
                offset: window.offset,
              });
      } else {
        // One query a page: the total comes from the lookup cache (see catalogLookups.ts).
        total = await catalog.countProducts(category);
        window = pageWindow(total, body.page, body.per_page);
        rows = total === 0 ? [] : await productPage(db, category, { limit: window.perPage, offset: window.offset });
      }
      return {
        message: catalogMessages.products,
        data: {
          ...pageRecord(
            rows.map((row) => toProductSummary(row, pricing, pictures)),
            total,
            window,
            path,
          ),
          facets,
        },
      };
    },
  },

  getProduct: {
    // Signed-in views feed "customers also viewed"; anonymous ones are not recorded (see
    // recordProductView).
    identifiesCaller: true,
    async handle({ query, caller }, { db, clock, catalog, pictures }) {
      const product = await findProduct(db, query.pid, await pricingIn(catalog, query.showroom), pictures);
      if (!product) throw notFound();
      if (caller.user) await recordProductView(db, clock, product.id, caller.user.id);
      return { message: catalogMessages.product, data: product };
    },
  },

  topProducts: {
    async handle({ body }, { db, catalog, pictures }) {
      let select = db.selectFrom('products').select(productSummaryColumns);
      let pricing = NO_SHOWROOM_PRICING;
      if (body.showroom) {
        const shop = await catalog.findShop(body.showroom);
        if (!shop) return { message: catalogMessages.products, data: [] };
        select = select.where('products.category_id', 'in', offeredCategoryIds(db, shop.id));
        pricing = pricingOfShop(shop);
      }
      if (body.category) {
        const category = await catalog.resolveCategory(body.category);
        if (!category) return { message: catalogMessages.products, data: [] };
        select = select.where(productsIn(category));
      }
      const rows = await select
        .orderBy('products.popularity', 'desc')
        .orderBy('products.id')
        .limit(sliderSize)
        .execute();
      return { message: catalogMessages.products, data: rows.map((row) => toProductSummary(row, pricing, pictures)) };
    },
  },

  customerAlsoViewed: {
    /**
     * The rule documented on the contract's `customerAlsoViewed`: the products most viewed by
     * the people (users by id, visitor sessions by key) who also viewed this one, by distinct
     * people desc, popularity desc, id asc; never itself; only what `showroom` offers; at most
     * `sliderSize`, the rest filled with the best sellers of its top-level category; unknown
     * product (or showroom) → [].
     */
    async handle({ body }, { db, catalog, pictures }) {
      const empty = { message: catalogMessages.products, data: [] };
      const product = await db
        .selectFrom('products')
        .innerJoin('categories', 'categories.id', 'products.category_id')
        .select(['products.id', 'products.category_id', 'categories.parent_id'])
        .where('products.id', '=', body.product_id)
        .executeTakeFirst();
      if (!product) return empty;
      const shop = body.showroom ? await catalog.findShop(body.showroom) : undefined;
      if (body.showroom && !shop) return empty;
      const offered = shop ? offeredCategoryIds(db, shop.id) : null;

      // Every other product viewed by someone who viewed this one: by the same account, or in
      // the same visitor session. Two joins, each on an index (product_views_user,
      // product_views_visitor), rather than one on an expression that no index covers.
      const sameAccount = db
        .selectFrom('product_views as seen')
        .innerJoin('product_views as other', 'other.user_id', 'seen.user_id')
        .select(['other.product_id', 'other.user_id', sql<string | null>`null`.as('visitor_key')])
        .where('seen.product_id', '=', product.id)
        .where('other.product_id', '<>', product.id);
      const sameVisit = db
        .selectFrom('product_views as seen')
        .innerJoin('product_views as other', 'other.visitor_key', 'seen.visitor_key')
        .select(['other.product_id', sql<number | null>`null`.as('user_id'), 'other.visitor_key'])
        .where('seen.product_id', '=', product.id)
        .where('other.product_id', '<>', product.id);
      // Distinct people per product: accounts and visitor sessions counted apart (count ignores
      // nulls), and only products at least MIN_CO_VIEWERS people viewed with this one.
      const coViews = db
        .selectFrom(sameAccount.unionAll(sameVisit).as('pairs'))
        .select((eb) => [
          'pairs.product_id',
          eb(
            eb.fn.count<number>('pairs.user_id').distinct(),
            '+',
            eb.fn.count<number>('pairs.visitor_key').distinct(),
          ).as('viewers'),
        ])
        .groupBy('pairs.product_id')
        .having(
          (eb) =>
            eb(
              eb.fn.count<number>('pairs.user_id').distinct(),
              '+',
              eb.fn.count<number>('pairs.visitor_key').distinct(),
            ),
          '>=',
          MIN_CO_VIEWERS,
        );
      const coViewed = await db
        .selectFrom('products')
        .innerJoin(coViews.as('co'), 'co.product_id', 'products.id')
        .select(productSummaryColumns)
        .$call((select) => (offered ? select.where('products.category_id', 'in', offered) : select))
        .orderBy('co.viewers', 'desc')
        .orderBy('products.popularity', 'desc')
        .orderBy('products.id')
        .limit(sliderSize)
        .execute();

      // Fewer co-viewed products than the slider holds: its top-level category's best sellers fill it.
      const room = sliderSize - coViewed.length;
      const category = room > 0 ? await catalog.resolveCategory(product.parent_id ?? product.category_id) : null;
      const bestSellers = category
        ? await db
            .selectFrom('products')
            .select(productSummaryColumns)
            .where(productsIn(category))
            .where('products.id', 'not in', [product.id, ...coViewed.map((row) => row.id)])
            .$call((select) => (offered ? select.where('products.category_id', 'in', offered) : select))
            .orderBy('products.popularity', 'desc')
            .orderBy('products.id')
            .limit(room)
            .execute()
        : [];
      const pricing = pricingOfShop(shop);
      return {
        message: catalogMessages.products,
        data: [...coViewed, ...bestSellers].map((row) => toProductSummary(row, pricing, pictures)),
      };
    },
  },

  recentlyViewed: {
    async handle({ body }, { db, catalog, pictures }) {
      if (body.product_ids.length === 0) return { message: catalogMessages.products, data: [] };
      const pricing = await pricingIn(catalog, body.showroom);
      const rows = await db
        .selectFrom('products')
        .select(productSummaryColumns)
        .where('products.id', 'in', body.product_ids)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      // The browser's order (most recent first), without duplicates or deleted products.
      const ordered = [...new Set(body.product_ids)].flatMap((id) => {
        const row = byId.get(id);
        return row ? [toProductSummary(row, pricing, pictures)] : [];
      });
      return { message: catalogMessages.products, data: ordered };
    },
  },
};
