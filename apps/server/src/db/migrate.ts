import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Dialect } from './dialect.ts';
import { initialMigration } from './migrations/001_initial.ts';
import { productRootCategoryMigration } from './migrations/002_product_root_category.ts';
import { productViewsVisitorMigration } from './migrations/003_product_views_visitor.ts';
import { productTopCategoryMigration } from './migrations/004_product_top_category.ts';
import { contractorApplicationsMigration } from './migrations/005_contractor_applications.ts';
import { accountSecurityMigration } from './migrations/006_account_security.ts';
import { cartLinesMigration } from './migrations/007_cart_lines.ts';
import { checkoutMigration } from './migrations/008_checkout.ts';
import { orderItemStatusHistoryMigration } from './migrations/009_order_item_status_history.ts';
import { projectToolsMigration } from './migrations/010_project_tools.ts';
import { oneCurrentCartMigration } from './migrations/011_one_current_cart.ts';
import { signInFailuresMigration } from './migrations/012_sign_in_failures.ts';
import { roomFilePicturesMigration } from './migrations/013_room_file_pictures.ts';
import { orderItemReturnReasonMigration } from './migrations/014_order_item_return_reason.ts';
import { mailDeliveryMigration } from './migrations/015_mail_delivery.ts';
import { productSearchMigration } from './migrations/016_product_search.ts';
import { paymentCardOnFileMigration } from './migrations/017_payment_card_on_file.ts';
import { orderItemSizeMigration } from './migrations/018_order_item_size.ts';
import type { Database } from './schema.ts';

/**
 * Migrations are imported, not read from a folder at run time, so they travel inside the
 * bundled server. Names sort in the order they run; never rename or edit a shipped one.
 */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001_initial': initialMigration(dialect),
    '002_product_root_category': productRootCategoryMigration,
    '003_product_views_visitor': productViewsVisitorMigration,
    '004_product_top_category': productTopCategoryMigration(dialect),
    '005_contractor_applications': contractorApplicationsMigration(dialect),
    '006_account_security': accountSecurityMigration(dialect),
    '007_cart_lines': cartLinesMigration,
    '008_checkout': checkoutMigration,
    '009_order_item_status_history': orderItemStatusHistoryMigration(dialect),
    '010_project_tools': projectToolsMigration(dialect),
    '011_one_current_cart': oneCurrentCartMigration,
    '012_sign_in_failures': signInFailuresMigration,
    '013_room_file_pictures': roomFilePicturesMigration,
    '014_order_item_return_reason': orderItemReturnReasonMigration,
    '015_mail_delivery': mailDeliveryMigration,
    '016_product_search': productSearchMigration(dialect),
    '017_payment_card_on_file': paymentCardOnFileMigration,
    '018_order_item_size': orderItemSizeMigration,
  };
}

export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: Dialect,
  /** PostgreSQL schema to keep Kysely's bookkeeping tables in (else the search path's first). */
  schema?: string,
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  // Naming the schema matters: without it Kysely looks for its tables in every schema and may
  // find another schema's, then fail to use them through the search path.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}
