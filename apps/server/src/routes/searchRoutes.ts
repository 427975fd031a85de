import { searchProducts, suggestProducts } from '../catalog/search/productSearch.ts';
import type { RouteTable } from '../http/routes.ts';

export const searchMessages = { results: 'Search results.', suggestions: 'Search suggestions.' } as const;

/** Product search (issue 34): see catalog/search/productSearch.ts. */
export const searchRoutes: RouteTable = {
  searchProducts: {
    async handle({ body }, context) {
      return { message: searchMessages.results, data: await searchProducts(context, body) };
    },
  },
  suggestProducts: {
    async handle({ query }, context) {
      return { message: searchMessages.suggestions, data: await suggestProducts(context, query) };
    },
  },
};
