import damerauLevenshtein from 'damerau-levenshtein';

/**
 * The words of a search and the typo rule, one source for the reference server's two engines
 * (apps/server catalog/search) and the mocks (mocks/resolvers/productSearch.ts): a word is a run
 * of letters and digits, lower-cased, which is how FTS5's unicode61 tokenizer and the PostgreSQL
 * index (`search_words_of`, the server's migration 016) split the catalogue's text. Kept apart
 * from productSearch.rules.ts so that pages importing the limits do not load the edit distance.
 */

/** One word of a query, where it stands in the query (to spell `did_you_mean`). */
export interface QueryWord {
  /** Lower-cased. */
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

/** What the engines match: every term must match a product; a prefix term matches the start of a word. */
export interface SearchTerm {
  readonly word: string;
  readonly prefix: boolean;
}

/** A word of the catalogue and how many products hold it. */
export interface CatalogueWord {
  readonly word: string;
  readonly products: number;
}

export function queryWords(query: string): QueryWord[] {
  return [...query.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    word: match[0].toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The words as the engines match them: all in full, the last also as the start of a word (as-you-type). */
export function searchTerms(words: readonly string[]): SearchTerm[] {
  return words.map((word, index) => ({ word, prefix: index === words.length - 1 }));
}

/** Characters, not UTF-16 units: what `length()` counts in both databases. */
export const letterCount = (word: string): number => [...word].length;

/** The largest edit distance at which a word of this length is read as a catalogue word. */
export const typoAllowance = (word: string): number => (letterCount(word) <= 4 ? 1 : 2);

/**
 * The catalogue word nearest `word` within its allowance, or null. Damerau-Levenshtein (optimal
 * string alignment): a swap of neighbours is one edit, so "tiel" is one from "tile" (plain
 * Levenshtein makes it two, over a 4-letter word's allowance). Ties go to the word more
 * products hold, then to the first alphabetically, so the answer never depends on the order
 * the engine lists its words in.
 */
export function nearestWord(word: string, candidates: Iterable<CatalogueWord>): string | null {
  const allowance = typoAllowance(word);
  let best: { word: string; distance: number; products: number } | null = null;
  for (const candidate of candidates) {
    if (Math.abs(letterCount(candidate.word) - letterCount(word)) > allowance) continue;
    const distance = damerauLevenshtein(word, candidate.word).steps;
    if (distance > allowance) continue;
    if (
      best === null ||
      distance < best.distance ||
      (distance === best.distance &&
        (candidate.products > best.products || (candidate.products === best.products && candidate.word < best.word)))
    ) {
      best = { word: candidate.word, distance, products: candidate.products };
    }
  }
  return best?.word ?? null;
}

/**
 * A catalogue word (lower-case) in the case the person typed the word it replaces: "Tiel" →
 * "Tile", "TIEL" → "TILE", anything else lower-case.
 */
export function inTypedCase(typed: string, word: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase() && typed !== typed.toLowerCase()) return word.toUpperCase();
  const [first = ''] = typed;
  if (first !== first.toLowerCase() && typed.slice(first.length) === typed.slice(first.length).toLowerCase()) {
    const [initial = '', ...rest] = word;
    return initial.toUpperCase() + rest.join('');
  }
  return word;
}

/** The query with some of its words replaced (by index, each in the case it was typed), the rest as typed. */
export function respell(query: string, words: readonly QueryWord[], replacements: ReadonlyMap<number, string>): string {
  let result = '';
  let from = 0;
  words.forEach((word, index) => {
    const replacement = replacements.get(index);
    if (replacement === undefined) return;
    result += query.slice(from, word.start) + inTypedCase(query.slice(word.start, word.end), replacement);
    from = word.end;
  });
  return result + query.slice(from);
}

/**
 * How much a word counts for the ranking by where it matched: the name above brand and category
 * above pattern and SKU. A product's relevance is the sum over the query's words of the best
 * place each matched, so it is a small integer both engines compute alike (bm25 and ts_rank
 * would order the same matches differently on the two databases).
 */
export const fieldWeights = { name: 3, brandOrCategory: 2, patternOrSku: 1 } as const;
