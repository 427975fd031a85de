import type { ProductSuggestions } from '@showroom/api';
import type { ApiClient } from '@showroom/api/client';
import type { AppServices } from '../../services/createAppServices.ts';
import type { CatalogueQuery } from '../product/catalogueQueries.ts';

/**
 * The search box's suggestions for a query, kept like the catalogue's reads (an answer per
 * query and showroom, so typing back shows the earlier answer at once). Asked through a client
 * without the §8 toasts: the box says a failure in its own popup, and a toast for every
 * keystroke that failed would say it again and again.
 */
export function productSuggestionsQuery(
  services: Pick<AppServices, 'runtime' | 'session'>,
  q: string,
  showroom: string | null,
): CatalogueQuery<ProductSuggestions> {
  return {
    key: `suggest:${showroom ?? ''}:${q}`,
    failure: 'Suggestions could not be loaded.',
    load: async () => {
      const api: ApiClient = (await services.runtime()).clientFor(services.session.getState().token);
      return (await api.suggestProducts({ query: { q, ...(showroom ? { showroom } : {}) } })).data;
    },
  };
}
