import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Free text is `text`, not varchar(n): PostgreSQL would fail a too-long value where SQLite
 * stores it, and input lengths are the API's job (http/inputGuards.ts), not the column's.
 *
 * The whole schema, commerce tables included (designed now, used by the cart/checkout issue).
 * Only column types both engines share; the one difference, how an id is generated, is
 * decided by `dialect`.
 */
const sqlPositive = (column: string) => sql<boolean>`${sql.ref(column)} > 0`;

export function initialMigration(dialect: Dialect): Migration {
  // `Kysely<any>` is what migrations receive: they describe tables that do not exist yet.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Db = Kysely<any>;

  function withId<T extends string>(table: CreateTableBuilder<T, never>) {
    return dialect === 'postgres'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  }

  return {
    async up(db: Db) {
      const table = (name: string) => withId(db.schema.createTable(name));

      await table('users')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('country_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('zip_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email_verified_at', 'varchar(32)')
        .addColumn('total_projects', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('registered_shop_id', 'integer')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await table('subscriptions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('plan', 'text')
        .addColumn('subscription_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('paid_amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('subscriptions_user').on('subscriptions').columns(['user_id', 'kind']).execute();

      await table('shipping_addresses')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('zip_code', 'text', (c) => c.notNull())
        .addColumn('apartment', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('shipping_addresses_user').on('shipping_addresses').column('user_id').execute();

      await table('payment_cards')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('brand', 'text')
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('exp_month', 'integer', (c) => c.notNull())
        .addColumn('exp_year', 'integer', (c) => c.notNull())
        .addColumn('name_on_card', 'text')
        .addColumn('pay_street', 'text')
        .addColumn('pay_city', 'text')
        .addColumn('pay_state', 'text')
        .addColumn('pay_zip_code', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payment_cards_user').on('payment_cards').column('user_id').execute();

      // Tokens and verifications belong to a user or an AI account (`kind`), hence no foreign key.
      await table('auth_tokens')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('otp_verified_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('auth_tokens_subject').on('auth_tokens').columns(['kind', 'subject_id']).execute();

      await table('email_verifications')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(32)')
        .execute();

      await table('otp_codes')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('consumed_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('otp_codes_user').on('otp_codes').column('user_id').execute();

      await table('outbox')
        .addColumn('to_email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await table('shops')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('vsd_id', 'varchar(8)', (c) => c.notNull().unique())
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('theme_color', 'varchar(32)')
        .addColumn('business_logo', 'text')
        .addColumn('is_3d', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('basic_addon_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('custom_addon_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('showroom_subscription_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('showroom_plan', 'text')
        .addColumn('markup_percent', 'real', (c) => c.notNull().defaultTo(10))
        .addColumn('coupon_percent', 'real')
        .addColumn('new_layout', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('shops_user').on('shops').column('user_id').execute();

      await table('departments')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('menu_slug', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await table('categories')
        .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('set null'))
        .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug_url', 'text', (c) => c.unique())
        .addColumn('unit', 'text')
        .addColumn('image', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('categories_department').on('categories').column('department_id').execute();
      await db.schema.createIndex('categories_parent').on('categories').column('parent_id').execute();

      await db.schema
        .createTable('shop_categories')
        .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('shop_categories_pk', ['shop_id', 'category_id'])
        .execute();

      await table('products')
        .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('vendor_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('uom', 'text', (c) => c.notNull())
        .addColumn('in_stock', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('box_sqft', 'real')
        .addColumn('width_size', 'text')
        .addColumn('height_size', 'text')
        .addColumn('length_size', 'text')
        .addColumn('pattern', 'text')
        .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      // The product list pages by category in id order; top products by popularity.
      await db.schema.createIndex('products_category').on('products').columns(['category_id', 'id']).execute();
      await db.schema.createIndex('products_popularity').on('products').columns(['popularity', 'id']).execute();

      await table('size_sets')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('box_sqft', 'real')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('size_sets_product').on('size_sets').columns(['product_id', 'position']).execute();

      await table('images')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('images_product').on('images').columns(['product_id', 'position']).execute();

      await table('product_views')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('visitor_key', 'text')
        .addColumn('viewed_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('product_views_user').on('product_views').columns(['user_id', 'viewed_at']).execute();
      await db.schema.createIndex('product_views_product').on('product_views').column('product_id').execute();

      await table('notifications')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('read_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();

      await table('leads')
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('action', 'text')
        .addColumn('lead_type', 'text')
        .addColumn('shop_profile_id', 'integer', (c) => c.references('shops.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await table('ai_users')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('email_verified_at', 'varchar(32)')
        .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('credits_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      // Commerce.
      await table('projects')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('shop_id', 'integer', (c) => c.references('shops.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('extra_info', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('projects_user').on('projects').column('user_id').execute();

      await table('carts')
        .addColumn('public_id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('shop_id', 'integer', (c) => c.references('shops.id').onDelete('set null'))
        .addColumn('temp_project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('carts_user').on('carts').column('user_id').execute();

      await table('cart_items')
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('size_id', 'integer')
        .addColumn('qty', 'integer', (c) => c.notNull().check(sqlPositive('qty')))
        .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cart_items_cart').on('cart_items').column('cart_id').execute();

      await table('orders')
        .addColumn('order_number', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('shop_id', 'integer', (c) => c.references('shops.id').onDelete('set null'))
        .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
        .addColumn('shipping_charge_cents', 'integer', (c) => c.notNull())
        .addColumn('total_cents', 'integer', (c) => c.notNull())
        .addColumn('shipping_address', 'text', (c) => c.notNull())
        .addColumn('payment_card_id', 'integer', (c) => c.references('payment_cards.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('orders_user').on('orders').column('user_id').execute();

      await table('order_items')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('vendor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('contractor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('qty', 'integer', (c) => c.notNull().check(sqlPositive('qty')))
        .addColumn('final_price_cents', 'integer', (c) => c.notNull())
        .addColumn('contractor_markup_amt_cents', 'integer', (c) => c.notNull())
        .addColumn('admin_profit_inclusive_tax_cents', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('status_date', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();
      await db.schema.createIndex('order_items_vendor').on('order_items').column('vendor_id').execute();
    },
  };
}
