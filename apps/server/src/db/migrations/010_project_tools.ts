import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Issue 16, the project tools of §7: checklist, chat with room files, designers, shares.
 *
 * - `project_checklist_items`: `title_key` is the title trimmed and lower-cased; unique per
 *   project, so two requests adding 'Order samples' at once cannot both add it.
 * - `project_room_files`: an uploaded file's bytes are kept as base64 text (both engines store
 *   text alike, and the test fingerprint can read it), served at its `url`, a path with a long
 *   random part (an <img> cannot send the bearer token, so the address is the key). Demo files
 *   have a demo-picture url and no content.
 * - `designers`: hireable designers; `user_id` is the designer's own account when they have one
 *   (a hired designer with an account may read and post to the project's chat).
 * - `project_shares`: the showroom's owner a customer shared a project with (§7 share_to_contractor).
 */
export function projectToolsMigration(dialect: Dialect): Migration {
  return {
    // `Kysely<any>`: migrations describe the schema as it was, not the current types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const table = (name: string) => {
        const create = db.schema.createTable(name);
        return dialect === 'postgres'
          ? create.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      };
      const project = (c: ColumnDefinitionBuilder) => c.notNull().references('projects.id').onDelete('cascade');

      await table('project_checklist_items')
        .addColumn('project_id', 'integer', project)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_key', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('is_done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_checklist_items_title')
        .unique()
        .on('project_checklist_items')
        .columns(['project_id', 'title_key'])
        .execute();

      await table('project_chat_messages')
        .addColumn('project_id', 'integer', project)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_chat_messages_project')
        .on('project_chat_messages')
        .columns(['project_id', 'id'])
        .execute();

      await table('project_room_files')
        .addColumn('project_id', 'integer', project)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull().unique())
        .addColumn('content_type', 'text')
        .addColumn('byte_size', 'integer')
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('content_base64', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_room_files_project')
        .on('project_room_files')
        .columns(['project_id', 'id'])
        .execute();

      await table('designers')
        .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await table('project_designers')
        .addColumn('project_id', 'integer', project)
        .addColumn('designer_id', 'integer', (c) => c.notNull().references('designers.id').onDelete('cascade'))
        .addColumn('hired_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_designers_pair')
        .unique()
        .on('project_designers')
        .columns(['project_id', 'designer_id'])
        .execute();

      await table('project_shares')
        .addColumn('project_id', 'integer', project)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('shop_id', 'integer', (c) => c.references('shops.id').onDelete('set null'))
        .addColumn('shared_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_shares_pair')
        .unique()
        .on('project_shares')
        .columns(['project_id', 'user_id'])
        .execute();
      await db.schema.createIndex('project_shares_user').on('project_shares').columns(['user_id']).execute();
    },
  };
}
