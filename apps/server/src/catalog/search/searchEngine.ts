import type { Kysely, RawBuilder } from 'kysely';
import type { Dialect } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { postgresSearchEngine } from './postgresSearchEngine.ts';
import type { CatalogueWord, SearchTerm } from '@showroom/api';
import { sqliteSearchEngine } from './sqliteSearchEngine.ts';

/**
 * What product search needs from the database's own full-text index (migration 016). One
 * implementation per engine; everything else (typo rule, scope, filters, sorts, facets, pages)
 * is shared in productSearch.ts, so both databases give the same answers.
 */
export interface SearchEngine {
  /** Whether some product holds `word`, or with `prefix` a word that starts with it. */
  hasWord(db: Kysely<Database>, term: SearchTerm): Promise<boolean>;
  /** The catalogue's words of `min` to `max` characters, with how many products hold each. */
  wordsOfLength(db: Kysely<Database>, min: number, max: number): Promise<CatalogueWord[]>;
  /** `(select id …)`: the products matching every term, for `products.id in …`. */
  matchingIds(terms: readonly SearchTerm[]): RawBuilder<number>;
  /**
   * `(select id, score …)`: the matches with their relevance, the sum over the terms of the
   * weight of the best place each matched (searchWords.ts `fieldWeights`).
   */
  rankedMatches(terms: readonly SearchTerm[]): RawBuilder<{ id: number; score: number }>;
}

export function searchEngineFor(dialect: Dialect): SearchEngine {
  return dialect === 'sqlite' ? sqliteSearchEngine : postgresSearchEngine;
}
