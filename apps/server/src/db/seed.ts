import type { Category } from '@showroom/api';
import { DEMO_NOW, type DemoDataset, getDemoDataset, productPopularity } from '@showroom/api/demo';
import { type Insertable, type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { projectToolTablesWithSeededIds, seedProjectTools } from '../projects/projectToolSeed.ts';
import { siteSettingsKey } from '../routes/siteRoutes.ts';
import type { Dialect } from './dialect.ts';
import type { Database } from './schema.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

/** Tables whose ids the seed sets explicitly (the dataset's ids are what docs and tests cite). */
const tablesWithSeededIds = [
  'users',
  'shops',
  'departments',
  'categories',
  'products',
  'size_sets',
  'notifications',
  'ai_users',
  'projects',
  'carts',
  'cart_items',
  'orders',
  'order_items',
  ...projectToolTablesWithSeededIds,
] as const;

async function insertInChunks<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  // Well under SQLite's and PostgreSQL's bound-parameter limits for our widest table.
  for (let start = 0; start < rows.length; start += 100) {
    // Kysely cannot relate a generic table name to its row type; the caller's type is checked.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 100) as never)
      .execute();
  }
}

function flattenCategories(categories: readonly Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flattenCategories(category.children)]);
}

/** True once the demo world is in the database (the seed runs on first start only). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Loads the shared demo dataset (`@showroom/api/demo`) into an empty database, in one
 * transaction: either the whole demo world is there or none of it. Passwords are hashed here;
 * card data is reduced to brand, last four digits and expiry.
 *
 * The demo's dates stay as they are (docs and tests cite them), except those of the dataset's
 * `clockRelativeOrderIds`: §9's cancel and return windows run against the server's clock, so
 * those orders and their items' status dates keep their distance from `seededAt` (the server's
 * now) that they have from DEMO_NOW. A freshly seeded server then offers the customer the same
 * cancel and return the mocks do.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  dialect: Dialect,
  dataset: DemoDataset = getDemoDataset(),
  seededAt: Date = new Date(),
): Promise<void> {
  // One hash for every demo account: they share the documented demo password anyway, and
  // hashing it a dozen times would slow every test that seeds.
  const passwordHashes = new Map<string, string>();
  const hashOf = async (password: string) => {
    if (!passwordHashes.has(password)) passwordHashes.set(password, await hashPassword(password));
    return passwordHashes.get(password) as string;
  };
  const userRows = await Promise.all(
    dataset.users.map(async (user) => ({
      id: user.id,
      type: user.type,
      status: user.status,
      email: user.email.toLowerCase(),
      password_hash: await hashOf(user.password),
      first_name: user.first_name,
      last_name: user.last_name,
      country_code: user.country_code,
      phone_number: user.phone_number,
      zip_code: user.zip_code,
      email_verified_at: user.email_verified_at,
      total_projects: user.total_projects,
      registered_shop_id: null,
      created_at: user.created_at,
      updated_at: user.created_at,
    })),
  );
  const aiUserRows = await Promise.all(
    dataset.aiUsers.map(async (user) => ({
      id: user.id,
      name: user.name,
      email: user.email.toLowerCase(),
      password_hash: await hashOf(user.password),
      email_verified_at: user.email_verified_at,
      credits: user.credits,
      created_at: user.email_verified_at ?? new Date().toISOString(),
    })),
  );

  const orderedQty = productPopularity(dataset.orderItems);
  const shopIdOfVsd = new Map(dataset.showrooms.map((showroom) => [showroom.profile.vsd_id, showroom.profile.id]));
  const now = new Date().toISOString();
  const clockRelative = new Set(dataset.clockRelativeOrderIds);
  const offset = seededAt.getTime() - DEMO_NOW;
  /** A demo time of a clock-relative order, at the same distance from `seededAt` as from DEMO_NOW. */
  const timeOf = (orderId: number, demoTime: string) =>
    clockRelative.has(orderId) ? new Date(Date.parse(demoTime) + offset).toISOString() : demoTime;

  await db.transaction().execute(async (trx) => {
    await insertInChunks(trx, 'users', userRows);
    await insertInChunks(
      trx,
      'subscriptions',
      dataset.users.flatMap((user) => [
        ...(user.custom_addon
          ? [
              {
                user_id: user.id,
                kind: 'custom_addon',
                plan: null,
                subscription_status: Number(user.custom_addon.subscription_status ?? 0) ? 1 : 0,
                paid_amount_cents: 0,
                created_at: user.created_at,
              },
            ]
          : []),
        ...(user.latest_subscription
          ? [
              {
                user_id: user.id,
                kind: 'plan',
                plan: user.latest_subscription.plan,
                subscription_status: Number(user.latest_subscription.subscription_status ?? 0) ? 1 : 0,
                paid_amount_cents: cents(user.latest_subscription.paid_amount),
                created_at: user.created_at,
              },
            ]
          : []),
      ]),
    );
    await insertInChunks(
      trx,
      'shipping_addresses',
      dataset.shippingAddresses.map(({ user_id, address }) => ({ user_id, ...address, created_at: now })),
    );
    await insertInChunks(
      trx,
      'payment_cards',
      dataset.paymentDetails.map(({ user_id, details }) => {
        const [month, year] = details.exp_date.split('/');
        return {
          user_id,
          brand: details.card_brand,
          last4: details.card_last4,
          exp_month: Number(month),
          exp_year: 2000 + Number(year),
          name_on_card: details.name_on_Card,
          pay_street: details.street,
          pay_city: details.city,
          pay_state: details.state,
          pay_zip_code: details.zip_code,
          created_at: now,
        };
      }),
    );
    await insertInChunks(trx, 'ai_users', aiUserRows);

    await insertInChunks(
      trx,
      'shops',
      dataset.showrooms.map(({ profile, settings }) => ({
        id: profile.id,
        user_id: profile.user_id,
        vsd_id: profile.vsd_id,
        company_name: profile.company_name,
        theme_color: profile.theme_color,
        business_logo: profile.business_logo,
        is_3d: profile.is_3d ? 1 : 0,
        basic_addon_status: Number(profile.basic_addon.subscription_status ?? 0) ? 1 : 0,
        custom_addon_status: Number(profile.custom_addon.subscription_status ?? 0) ? 1 : 0,
        showroom_subscription_status: Number(profile.showroom_subscription.subscription_status ?? 0) ? 1 : 0,
        showroom_plan: profile.showroom_subscription.plan,
        markup_percent: settings.markup_percent,
        coupon_percent: settings.coupon_percent,
        new_layout: settings.new_layout ? 1 : 0,
        created_at: now,
      })),
    );

    const departmentOfCategory = new Map<number, number>();
    dataset.menus.forEach((menu) => {
      for (const category of menu.categories) departmentOfCategory.set(category.id, menu.id);
    });
    await insertInChunks(
      trx,
      'departments',
      dataset.menus.map((menu, index) => ({
        id: menu.id,
        name: menu.name,
        menu_slug: menu.menu_slug,
        position: index,
      })),
    );
    // Parents before children, so the self-reference is always satisfied.
    await insertInChunks(
      trx,
      'categories',
      flattenCategories(dataset.categories).map((category, index) => ({
        id: category.id,
        department_id: departmentOfCategory.get(category.id) ?? null,
        parent_id: category.parent_id,
        name: category.name,
        slug_url: category.slug_url,
        unit: category.unit,
        image: category.image,
        position: index,
      })),
    );
    await insertInChunks(
      trx,
      'shop_categories',
      dataset.showrooms.flatMap(({ profile, categoryIds }) =>
        categoryIds.map((categoryId) => ({ shop_id: profile.id, category_id: categoryId })),
      ),
    );

    const parentOfCategory = new Map(
      flattenCategories(dataset.categories).map((category) => [category.id, category.parent_id]),
    );
    await insertInChunks(
      trx,
      'products',
      dataset.products.map((product) => ({
        id: product.id,
        hash: product.hash,
        category_id: product.category_id,
        top_category_id: parentOfCategory.get(product.category_id) ?? product.category_id,
        vendor_id: product.vendor_id,
        sku: product.sku,
        name: product.name,
        brand: product.brand,
        description: product.description,
        price_cents: cents(product.price),
        uom: product.uom,
        in_stock: product.in_stock ? 1 : 0,
        min_qty: product.min_qty,
        image: product.image,
        box_sqft: product.box_sqft,
        width_size: product.size?.width_size ?? null,
        height_size: product.size?.height_size ?? null,
        length_size: product.size?.length_size ?? null,
        pattern: product.size?.pattern ?? null,
        popularity: orderedQty.get(product.id) ?? 0,
        created_at: now,
      })),
    );
    await insertInChunks(
      trx,
      'size_sets',
      dataset.products.flatMap((product) =>
        product.sizes.map((size, position) => ({
          id: size.id,
          product_id: product.id,
          label: size.label,
          price_cents: cents(size.price),
          box_sqft: size.box_sqft,
          position,
        })),
      ),
    );
    await insertInChunks(
      trx,
      'images',
      dataset.products.flatMap((product) =>
        product.images.map((url, position) => ({ product_id: product.id, url, position })),
      ),
    );

    // The demo browsing history behind "customers also viewed" (ids generated: nothing cites them).
    await insertInChunks(
      trx,
      'product_views',
      dataset.productViews.map((view) => ({
        product_id: view.product_id,
        user_id: view.user_id,
        visitor_key: view.visitor_key,
        viewed_at: view.viewed_at,
      })),
    );

    await insertInChunks(
      trx,
      'notifications',
      dataset.notifications.map((notification) => ({
        id: notification.id,
        user_id: notification.user_id,
        title: notification.title,
        message: notification.message,
        link: notification.link,
        read_at: notification.read_at,
        created_at: notification.created_at,
      })),
    );

    // Commerce: the demo projects, carts and orders, for the cart and order issues.
    const guestProjectIds = dataset.carts.map((cart) => cart.temp_project_id).filter((id): id is number => id !== null);
    await insertInChunks(trx, 'projects', [
      ...dataset.projects.map((project) => ({
        id: project.id,
        user_id: project.user_id,
        shop_id: project.showroom ? (shopIdOfVsd.get(project.showroom) ?? null) : null,
        name: project.name,
        extra_info: project.extra_info ? JSON.stringify(project.extra_info) : null,
        created_at: project.created_at,
        updated_at: project.created_at,
      })),
      ...guestProjectIds.map((id) => ({
        id,
        user_id: null,
        shop_id: null,
        name: 'Guest project',
        extra_info: null,
        created_at: now,
        updated_at: now,
      })),
    ]);
    const projectOwner = new Map(dataset.projects.map((project) => [project.id, project.user_id]));
    await insertInChunks(
      trx,
      'carts',
      dataset.carts.map((cart, index) => ({
        id: index + 1,
        public_id: cart.cart_id,
        user_id: cart.project_id ? (projectOwner.get(cart.project_id) ?? null) : null,
        shop_id: cart.showroom ? (shopIdOfVsd.get(cart.showroom) ?? null) : null,
        temp_project_id: cart.temp_project_id,
        project_id: cart.project_id,
        created_at: now,
        updated_at: now,
      })),
    );
    await insertInChunks(
      trx,
      'cart_items',
      dataset.carts.flatMap((cart, index) =>
        cart.Project_tans.map((line) => ({
          id: line.id,
          cart_id: index + 1,
          product_id: line.product_id,
          size_id: line.size_id,
          qty: line.qty,
          unit_price_cents: cents(line.price),
          created_at: now,
        })),
      ),
    );
    await insertInChunks(
      trx,
      'orders',
      dataset.orders.map((order) => ({
        id: order.id,
        order_number: order.order_number,
        user_id: order.user_id,
        shop_id: order.showroom ? (shopIdOfVsd.get(order.showroom) ?? null) : null,
        subtotal_cents: cents(order.subtotal),
        shipping_charge_cents: cents(order.shipping_charge),
        total_cents: cents(order.total),
        shipping_address: JSON.stringify(order.shipping_address),
        payment_card_id: null,
        created_at: timeOf(order.id, order.created_at),
      })),
    );
    await insertInChunks(
      trx,
      'order_items',
      dataset.orderItems.map((item) => ({
        id: item.id,
        order_id: item.order_id,
        product_id: item.product_id,
        vendor_id: item.vendor_id,
        contractor_id: item.contractor_id,
        product_name: item.product_name,
        qty: item.qty,
        final_price_cents: cents(item.final_price),
        contractor_markup_amt_cents: cents(item.contractor_markup_amt),
        admin_profit_inclusive_tax_cents: cents(item.admin_profit_inclusive_tax),
        status: item.status,
        status_date: timeOf(item.order_id, item.status_date),
      })),
    );

    await seedProjectTools(trx, dataset, shopIdOfVsd);

    await trx
      .insertInto('settings')
      .values({ key: siteSettingsKey, value: JSON.stringify(dataset.settings) })
      .execute();

    if (dialect === 'postgres') {
      // Explicit ids do not advance PostgreSQL's identity sequences (SQLite's AUTOINCREMENT
      // follows the largest id by itself); move them past the seeded rows.
      for (const table of tablesWithSeededIds) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.table(table)}), false)`.execute(
          trx,
        );
      }
    }
  });
}
