import type { Kysely, Migration } from 'kysely';

/**
 * Issue 32: uploaded room files are resized like the catalogue's pictures. A raster upload
 * keeps its upright size in `width`/`height` (already there) and gains its average colour,
 * the colour its box shows while a variant loads. Null for vector files, demo files and files
 * uploaded before this migration (they are shown as they were sent).
 */
export const roomFilePicturesMigration: Migration = {
  // `Kysely<any>`: migrations describe the schema as it was, not the current types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('project_room_files').addColumn('picture_colour', 'varchar(7)').execute();
  },
};
