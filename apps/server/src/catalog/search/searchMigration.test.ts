import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { databaseMigratedTo } from '../../testing/databaseMigratedTo.ts';
import { searchEngineFor } from './searchEngine.ts';
import { searchTerms } from '@showroom/api';

describe('migration 016: product search', () => {
  it('indexes the products a database already holds, and their words', async () => {
    const { handle, old, vendorId, now } = await databaseMigratedTo('015_mail_delivery');
    try {
      const category = await old
        .insertInto('categories')
        .values({ name: 'Vessel Sinks', slug_url: 'vessel-sinks', parent_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const product = (hash: string, name: string, brand: string) => ({
        hash,
        image: '/media/products/x.svg',
        category_id: category.id,
        top_category_id: category.id,
        vendor_id: vendorId,
        sku: `SKU-${hash}`,
        name,
        brand,
        description: 'Not indexed: zebrawood.',
        uom: 'Piece',
        price_cents: 100,
        created_at: now,
      });
      await old
        .insertInto('products')
        .values([product('a1', 'Travertine Bowl', 'Acme'), product('b2', 'Onyx Bowl', 'Travertine Co')])
        .execute();

      await migrateToLatest(handle.db, handle.dialect, handle.schema);

      const engine = searchEngineFor(handle.dialect);
      const ids = async (...words: string[]) =>
        (
          await handle.db
            .selectFrom('products')
            .select('hash')
            .where('id', 'in', engine.matchingIds(searchTerms(words)))
            .orderBy('hash')
            .execute()
        ).map((row) => row.hash);
      expect(await ids('travertine')).toEqual(['a1', 'b2']);
      expect(await ids('bowl', 'onyx')).toEqual(['b2']);
      expect(await ids('vessel', 'sin')).toEqual(['a1', 'b2']);
      expect(await ids('sku', 'a1')).toEqual(['a1']);
      expect(await ids('zebrawood')).toEqual([]);
      const words = await engine.wordsOfLength(handle.db, 1, 20);
      expect(words.find((entry) => entry.word === 'travertine')).toEqual({ word: 'travertine', products: 2 });
      expect(words.find((entry) => entry.word === 'onyx')).toEqual({ word: 'onyx', products: 1 });
      expect(await engine.hasWord(handle.db, { word: 'trav', prefix: true })).toBe(true);
      expect(await engine.hasWord(handle.db, { word: 'trav', prefix: false })).toBe(false);
    } finally {
      await handle.close();
    }
  });
});
