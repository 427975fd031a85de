import {
  MIN_SUGGEST_QUERY_LENGTH,
  normalizeSearchQuery,
  SUGGEST_DEBOUNCE_MS,
  type ProductSummary,
} from '@showroom/api';
import type { SearchComboboxStatus } from '@showroom/ui';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { useCatalogueQuery } from '../product/catalogueQueries.ts';
import { productSuggestionsQuery } from './searchQueries.ts';

export interface SuggestionsView {
  readonly status: SearchComboboxStatus;
  readonly products: readonly ProductSummary[];
  readonly didYouMean: string | null;
  retry(): void;
}

/** The text once it has stayed the same for `delayMs`: one request per pause, not per keystroke. */
function useSettledText(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/**
 * The suggestions for what is typed: asked SUGGEST_DEBOUNCE_MS after the last keystroke, once
 * the query has MIN_SUGGEST_QUERY_LENGTH characters. Only the answer for the text now in the
 * box is shown (an earlier query's late answer is kept for later, never shown for this one);
 * while the next answer is on its way the last one stays on screen, marked as loading.
 */
export function useSuggestions(text: string, showroom: string | null): SuggestionsView {
  const services = useServices();
  const query = normalizeSearchQuery(text);
  const settled = normalizeSearchQuery(useSettledText(query, SUGGEST_DEBOUNCE_MS));
  const wanted = query.length >= MIN_SUGGEST_QUERY_LENGTH;
  const asked = wanted && settled === query ? productSuggestionsQuery(services, query, showroom) : null;
  const { state, retry } = useCatalogueQuery(asked);

  const [last, setLast] = useState<{ products: readonly ProductSummary[]; didYouMean: string | null } | null>(null);
  const answered = state.status === 'ready' ? state.data : null;
  if (answered && last?.products !== answered.products)
    setLast({ products: answered.products, didYouMean: answered.did_you_mean });

  if (!wanted) return { status: 'idle', products: [], didYouMean: null, retry };
  if (answered) return { status: 'ready', products: answered.products, didYouMean: answered.did_you_mean, retry };
  if (state.status === 'error') return { status: 'error', products: [], didYouMean: null, retry };
  // Typing on, or waiting for the answer: the last suggestions stay until the new ones come.
  return { status: 'loading', products: last?.products ?? [], didYouMean: null, retry };
}
