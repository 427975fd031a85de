import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchEngine } from './searchEngine.ts';
import { type CatalogueWord, type SearchTerm, fieldWeights } from '@showroom/api';

/**
 * FTS5 (migration 016: `products_search`, its vocabulary `products_search_vocab`). A term is
 * written as a quoted phrase, `"porc"*` for a prefix: words hold only letters and digits, so
 * nothing typed can reach FTS5's query syntax (NEAR, -, :, ^, quotes, parentheses); the whole
 * expression is a bound parameter.
 */
const phrase = (term: SearchTerm) => `"${term.word}"${term.prefix ? '*' : ''}`;
const allOf = (terms: readonly SearchTerm[]) => terms.map(phrase).join(' ');

/** The products whose given columns hold the term (FTS5 column filter). */
const inColumns = (columns: string, term: SearchTerm) =>
  sql`(select rowid from products_search where products_search match ${`{${columns}} : ${phrase(term)}`})`;

/**
 * The whole vocabulary, kept until the database is written to. fts5vocab counts a term's
 * products by reading its whole index, every term of it whatever the WHERE (about 25 ms for
 * 20,000 products), so a typo read afresh each time would cost more than the search. The marker
 * moves with every write on the server's connection (`total_changes()`) and every commit by
 * another (`data_version`), so the words are never older than the index.
 */
const vocabularies = new WeakMap<Kysely<Database>, { readonly marker: string; readonly words: CatalogueWord[] }>();

async function vocabulary(db: Kysely<Database>): Promise<CatalogueWord[]> {
  const { rows } = await sql<{ marker: string }>`select total_changes() || ':' ||
    (select data_version from pragma_data_version()) as marker`.execute(db);
  const marker = String(rows[0]?.marker);
  const cached = vocabularies.get(db);
  if (cached?.marker === marker) return cached.words;
  const { rows: words } = await sql<CatalogueWord>`select term as word, doc as products
    from products_search_vocab`.execute(db);
  vocabularies.set(db, { marker, words });
  return words;
}

export const sqliteSearchEngine: SearchEngine = {
  async hasWord(db, term) {
    if (!term.prefix) {
      const { rows } = await sql`select 1 from products_search_vocab where term = ${term.word}`.execute(db);
      return rows.length > 0;
    }
    // fts5vocab seeks to a term and lists in byte order: the first term from the word on is
    // one that starts with it, if any does.
    const { rows } = await sql<{ term: string }>`select term from products_search_vocab
      where term >= ${term.word} order by term limit 1`.execute(db);
    return rows[0]?.term.startsWith(term.word) ?? false;
  },

  async wordsOfLength(db, min, max) {
    const length = (word: string) => [...word].length;
    return (await vocabulary(db)).filter((entry) => length(entry.word) >= min && length(entry.word) <= max);
  },

  matchingIds(terms) {
    return sql<number>`(select rowid from products_search where products_search match ${allOf(terms)})`;
  },

  rankedMatches(terms) {
    const scores = terms.map(
      (term) => sql`(case
        when rowid in ${inColumns('name', term)} then ${sql.lit(fieldWeights.name)}
        when rowid in ${inColumns('brand category', term)} then ${sql.lit(fieldWeights.brandOrCategory)}
        else ${sql.lit(fieldWeights.patternOrSku)} end)`,
    );
    return sql<{ id: number; score: number }>`(select rowid as id, ${sql.join(scores, sql` + `)} as score
      from products_search where products_search match ${allOf(terms)})`;
  },
};
