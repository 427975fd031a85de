import { sql } from 'kysely';
import type { SearchEngine } from './searchEngine.ts';
import { type SearchTerm, fieldWeights } from '@showroom/api';

/**
 * PostgreSQL full-text search (migration 016: `products.search_vector`, weights A name, B brand
 * and category, C pattern and SKU; `search_words`, the vocabulary, with a pg_trgm index). Terms
 * are written into a tsquery as `word`, `word:*` for a prefix, `word:A` for "in the name": words
 * hold only letters and digits, so nothing typed can reach tsquery's syntax (& | ! <-> ( ) :),
 * and the text is a bound parameter of to_tsquery.
 */
const lexeme = (term: SearchTerm, weights = '') => {
  const label = `${term.prefix ? '*' : ''}${weights}`;
  return label === '' ? term.word : `${term.word}:${label}`;
};
const allOf = (terms: readonly SearchTerm[]) => terms.map((term) => lexeme(term)).join(' & ');
const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

/** LIKE's own characters taken literally (words hold none today; the pattern must not depend on it). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export const postgresSearchEngine: SearchEngine = {
  async hasWord(db, term) {
    // A prefix is a LIKE 'porc%', which the trigram index on the words answers.
    const { rows } = term.prefix
      ? await sql`select 1 from search_words where word like ${`${likeLiteral(term.word)}%`} limit 1`.execute(db)
      : await sql`select 1 from search_words where word = ${term.word}`.execute(db);
    return rows.length > 0;
  },

  async wordsOfLength(db, min, max) {
    const { rows } = await sql<{ word: string; products: number }>`select word, products
      from search_words where length(word) between ${min} and ${max}`.execute(db);
    return rows;
  },

  matchingIds(terms) {
    return sql<number>`(select products.id from products where products.search_vector @@ ${tsquery(allOf(terms))})`;
  },

  rankedMatches(terms) {
    const scores = terms.map(
      (term) => sql`(case
        when products.search_vector @@ ${tsquery(lexeme(term, 'A'))} then ${sql.lit(fieldWeights.name)}
        when products.search_vector @@ ${tsquery(lexeme(term, 'B'))} then ${sql.lit(fieldWeights.brandOrCategory)}
        else ${sql.lit(fieldWeights.patternOrSku)} end)`,
    );
    return sql<{ id: number; score: number }>`(select products.id, ${sql.join(scores, sql` + `)} as score
      from products where products.search_vector @@ ${tsquery(allOf(terms))})`;
  },
};
