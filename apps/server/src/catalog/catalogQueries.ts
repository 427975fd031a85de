import type { Category, HeaderMenu, Product, ProductSummary, ShowroomProfile, ShopSettings } from '@showroom/api';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Clock } from '../clock.ts';
import { preparedQuery } from '../db/preparedQuery.ts';
import type { CategoriesTable, Database, ShopRow } from '../db/schema.ts';
import type { PictureCatalog } from '../media/pictureCatalog.ts';
import { type ShowroomPricing, customerPrice } from '../orders/showroomPrice.ts';

type CategoryRow = Selectable<CategoriesTable>;

/** The columns a product summary needs; lists select only these. */
export const productSummaryColumns = [
  'products.id',
  'products.hash',
  'products.name',
  'products.brand',
  'products.category_id',
  'products.price_cents',
  'products.uom',
  'products.box_sqft',
  'products.image',
  // What the product's pictures are made from (media/pictureCatalog.ts).
  'products.width_size',
  'products.height_size',
  'products.length_size',
  'products.pattern',
] as const;

interface ProductSummaryRow {
  id: number;
  hash: string;
  name: string;
  brand: string;
  category_id: number;
  price_cents: number;
  uom: string;
  box_sqft: number | null;
  image: string;
  width_size: string | null;
  height_size: string | null;
  length_size: string | null;
  pattern: string | null;
}

/**
 * A product as a list shows it, at the price the customer pays in the showroom (`pricing`):
 * the row's price is the wholesale one, which never leaves the server.
 */
export function toProductSummary(
  row: ProductSummaryRow,
  pricing: ShowroomPricing,
  pictures: PictureCatalog,
): ProductSummary {
  return {
    id: row.id,
    hash: row.hash,
    name: row.name,
    brand: row.brand,
    category_id: row.category_id,
    price: customerPrice(row.price_cents, pricing),
    uom: row.uom as ProductSummary['uom'],
    box_sqft: row.box_sqft,
    image: row.image,
    picture: pictures.summaryPicture(row),
  };
}

/** A showroom by its public ID (case-insensitive) or its numeric id. */
export async function findShop(db: Kysely<Database>, ref: string | number): Promise<ShopRow | undefined> {
  const query = db.selectFrom('shops').selectAll();
  return typeof ref === 'number'
    ? query.where('id', '=', ref).executeTakeFirst()
    : query.where('vsd_id', '=', ref.trim().toUpperCase()).executeTakeFirst();
}

export function toShowroomProfile(shop: ShopRow): ShowroomProfile {
  return {
    id: shop.id,
    user_id: shop.user_id,
    vsd_id: shop.vsd_id,
    company_name: shop.company_name,
    theme_color: shop.theme_color,
    business_logo: shop.business_logo,
    basic_addon: { subscription_status: shop.basic_addon_status },
    custom_addon: { subscription_status: shop.custom_addon_status },
    showroom_subscription: { subscription_status: shop.showroom_subscription_status, plan: shop.showroom_plan },
    is_3d: shop.is_3d === 1,
  };
}

export function toShopSettings(shop: ShopRow): ShopSettings {
  return {
    shop_id: shop.id,
    vsd_id: shop.vsd_id,
    markup_percent: shop.markup_percent,
    coupon_percent: shop.coupon_percent,
    currency: 'USD',
    shipping_countries: ['US'],
    new_layout: shop.new_layout === 1,
  };
}

function toCategory(row: CategoryRow, children: Category[], pictures: PictureCatalog): Category {
  return {
    id: row.id,
    name: row.name,
    slug_url: row.slug_url,
    parent_id: row.parent_id,
    unit: row.unit as Category['unit'],
    image: row.image,
    picture: pictures.categoryPicture(row.id, row.name),
    children,
  };
}

/** The home categories a showroom offers, each with its children, in catalogue order. */
export async function shopCategoryTree(
  db: Kysely<Database>,
  shopId: number,
  pictures: PictureCatalog,
): Promise<Category[]> {
  const roots = await db
    .selectFrom('categories')
    .innerJoin('shop_categories', 'shop_categories.category_id', 'categories.id')
    .selectAll('categories')
    .where('shop_categories.shop_id', '=', shopId)
    .orderBy('categories.position')
    .execute();
  if (roots.length === 0) return [];
  const children = await db
    .selectFrom('categories')
    .selectAll()
    .where(
      'parent_id',
      'in',
      roots.map((root) => root.id),
    )
    .orderBy('position')
    .execute();
  return roots.map((root) =>
    toCategory(
      root,
      children.filter((child) => child.parent_id === root.id).map((child) => toCategory(child, [], pictures)),
      pictures,
    ),
  );
}

/** The header menus of a showroom: its departments, their categories and children. */
export async function shopMenus(db: Kysely<Database>, shopId: number, pictures: PictureCatalog): Promise<HeaderMenu[]> {
  const [departments, tree] = await Promise.all([
    db.selectFrom('departments').selectAll().orderBy('position').execute(),
    shopCategoryTree(db, shopId, pictures),
  ]);
  const departmentOf = new Map(
    (await db.selectFrom('categories').select(['id', 'department_id']).where('parent_id', 'is', null).execute()).map(
      (row) => [row.id, row.department_id],
    ),
  );
  return departments
    .map((department) => ({
      id: department.id,
      name: department.name,
      menu_slug: department.menu_slug,
      categories: tree
        .filter((category) => departmentOf.get(category.id) === department.id)
        .map((category) => ({
          id: category.id,
          name: category.name,
          slug_url: category.slug_url,
          children: category.children.map((child) => ({ id: child.id, name: child.name, slug_url: child.slug_url })),
        })),
    }))
    .filter((menu) => menu.categories.length > 0);
}

/** A category with its children's ids, and the top-level category it belongs to. */
export interface ResolvedCategory {
  /** The category itself first, then its children. */
  ids: number[];
  rootId: number;
}

/**
 * The products a resolved category covers (its own and its children's). For a top-level
 * category that is every product whose `top_category_id` is it: one index range already in id
 * order, where `category_id IN (…)` gathers the matches and sorts them. Counts and pages use
 * this one predicate so a page and its total never disagree.
 */
export function productsIn(category: ResolvedCategory) {
  return isTopLevel(category) ? inTopCategory(category.rootId) : inCategories(category.ids);
}

function isTopLevel(category: ResolvedCategory): boolean {
  return category.rootId === category.ids[0];
}

function inTopCategory(topCategoryId: number) {
  return (eb: ExpressionBuilder<Database, 'products'>) => eb('products.top_category_id', '=', topCategoryId);
}

function inCategories(categoryIds: readonly number[]) {
  return (eb: ExpressionBuilder<Database, 'products'>) => eb('products.category_id', 'in', categoryIds);
}

interface PageValues {
  limit: number;
  offset: number;
}

function pageOfProducts(db: Kysely<Database>, where: ReturnType<typeof inCategories>, { limit, offset }: PageValues) {
  return db
    .selectFrom('products')
    .select(productSummaryColumns)
    .where(where)
    .orderBy('products.id')
    .limit(limit)
    .offset(offset);
}

// The busiest query of the catalogue, so it is prepared (see db/preparedQuery.ts): one shape
// for a top-level category, one per number of categories otherwise.
// The page size shapes the query: SQLite needs it written into the SQL (db/literalLimits.ts).
const topCategoryPage = preparedQuery(
  (db, values: PageValues & { topCategoryId: number }) =>
    pageOfProducts(db, inTopCategory(values.topCategoryId), values),
  { shapedBy: ['limit'] },
);
const categoriesPage = preparedQuery(
  (db, values: PageValues & { categoryIds: number[] }) => pageOfProducts(db, inCategories(values.categoryIds), values),
  { shapedBy: ['limit'] },
);

/** A page of a category's products (`productsIn`), in id order. */
export function productPage(
  db: Kysely<Database>,
  category: ResolvedCategory,
  page: PageValues,
): Promise<ProductSummaryRow[]> {
  return isTopLevel(category)
    ? topCategoryPage(db, { ...page, topCategoryId: category.rootId })
    : categoriesPage(db, { ...page, categoryIds: category.ids });
}

/**
 * A category by id or slug (§2: the parameter is the slug, or the id when there is no slug),
 * with the ids it covers (itself and its children) and its top-level category.
 */
export async function resolveCategory(db: Kysely<Database>, ref: number | string): Promise<ResolvedCategory | null> {
  const asId = typeof ref === 'number' ? ref : /^\d{1,9}$/.test(ref.trim()) ? Number(ref.trim()) : null;
  const category = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where(asId !== null ? 'id' : 'slug_url', '=', asId ?? String(ref).trim())
    .executeTakeFirst();
  if (!category) return null;
  const children = await db.selectFrom('categories').select('id').where('parent_id', '=', category.id).execute();
  return { ids: [category.id, ...children.map((child) => child.id)], rootId: category.parent_id ?? category.id };
}

/** Whether a showroom offers a top-level category. */
export async function shopOffersCategory(db: Kysely<Database>, shopId: number, rootId: number): Promise<boolean> {
  const row = await db
    .selectFrom('shop_categories')
    .select('category_id')
    .where('shop_id', '=', shopId)
    .where('category_id', '=', rootId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Leaf category ids a showroom offers (children of its top-level categories, and those). */
export function offeredCategoryIds(db: Kysely<Database>, shopId: number) {
  return db
    .selectFrom('categories')
    .innerJoin('shop_categories', (join) =>
      join.on((eb) =>
        eb.or([
          eb('shop_categories.category_id', '=', eb.ref('categories.id')),
          eb('shop_categories.category_id', '=', eb.ref('categories.parent_id')),
        ]),
      ),
    )
    .select('categories.id')
    .where('shop_categories.shop_id', '=', shopId);
}

/** The product page (§7 GET /api/public) by id or hash, its prices (and its sizes') the customer's in the showroom. */
export async function findProduct(
  db: Kysely<Database>,
  pid: string,
  pricing: ShowroomPricing,
  pictures: PictureCatalog,
): Promise<Product | null> {
  const trimmed = pid.trim();
  const byId = /^\d{1,9}$/.test(trimmed);
  const row = await db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .selectAll('products')
    .select(['categories.name as category_name', 'categories.slug_url as category_slug'])
    .where(byId ? 'products.id' : 'products.hash', '=', byId ? Number(trimmed) : trimmed)
    .executeTakeFirst();
  if (!row) return null;
  const [images, sizes] = await Promise.all([
    db.selectFrom('images').select('url').where('product_id', '=', row.id).orderBy('position').execute(),
    db.selectFrom('size_sets').selectAll().where('product_id', '=', row.id).orderBy('position').execute(),
  ]);
  const hasSize =
    row.width_size !== null || row.height_size !== null || row.length_size !== null || row.pattern !== null;
  return {
    ...toProductSummary(row, pricing, pictures),
    pictures: pictures.gallery(row),
    sku: row.sku,
    description: row.description,
    category_name: row.category_name,
    category_slug: row.category_slug,
    images: images.length > 0 ? images.map((image) => image.url) : [row.image],
    size: hasSize
      ? { width_size: row.width_size, height_size: row.height_size, length_size: row.length_size, pattern: row.pattern }
      : null,
    sizes: sizes.map((size) => ({
      id: size.id,
      label: size.label,
      price: customerPrice(size.price_cents, pricing),
      box_sqft: size.box_sqft,
    })),
    vendor_id: row.vendor_id,
    in_stock: row.in_stock === 1,
    min_qty: row.min_qty,
  };
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Records that a signed-in user opened a product page: at most one row per user, product and
 * (UTC) day, so reloading the page does not inflate "customers also viewed". One statement
 * (insert … select … where not exists): SQLite runs writes one at a time, so two reloads at
 * once cannot both insert; on PostgreSQL two truly simultaneous first views of the day could,
 * which only counts that person once anyway (the ranking counts distinct people).
 * Anonymous views are not recorded: telling visitors apart would need a tracking id we do not
 * keep (the demo dataset's visitor sessions stand for them).
 */
export async function recordProductView(
  db: Kysely<Database>,
  clock: Clock,
  productId: number,
  userId: number,
): Promise<void> {
  const now = clock();
  const day = now.toISOString().slice(0, 10);
  const nextDay = new Date(Date.parse(day) + dayMs).toISOString().slice(0, 10);
  await db
    .insertInto('product_views')
    .columns(['product_id', 'user_id', 'viewed_at'])
    .expression(
      db
        .selectFrom(['products', 'users'])
        .select((eb) => [
          'products.id as product_id',
          'users.id as user_id',
          eb.cast<string>(eb.val(now.toISOString()), 'text').as('viewed_at'),
        ])
        .where('products.id', '=', productId)
        .where('users.id', '=', userId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('product_views')
                .select('product_views.id')
                .where('product_views.user_id', '=', userId)
                .where('product_views.product_id', '=', productId)
                // ISO-8601 text sorts as time: the day's views are those from `day` to `nextDay`.
                .where('product_views.viewed_at', '>=', day)
                .where('product_views.viewed_at', '<', nextDay),
            ),
          ),
        ),
    )
    .execute();
}
