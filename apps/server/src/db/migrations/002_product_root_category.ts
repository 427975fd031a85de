import type { Migration } from 'kysely';

/**
 * Withdrawn: it added `products.root_category_id`, which measured no faster and was reverted.
 * Kept, empty, because Kysely refuses to start a database whose history names a migration it
 * no longer has; a database that ran it keeps an unused column and index, which nothing reads.
 */
export const productRootCategoryMigration: Migration = {
  async up() {},
};
