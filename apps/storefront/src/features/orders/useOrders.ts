import { useCallback } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { useLoadable } from '../../state/useLoadable.ts';
import { failureMessage } from '../forms/formErrors.ts';
import { listRequestFor, ordersServiceOf, type OrderQuery, type StatusReading } from './ordersService.ts';

export const ORDERS_NOT_LOADED = 'Your orders could not be loaded.';

/**
 * One page of the viewer's orders for a query; a new query keeps the old page on screen until it
 * answers. `answered` is the query the data on screen is the answer to (null until it answers).
 */
export function useOrders(query: OrderQuery, reading: StatusReading = 'as stored') {
  const orders = ordersServiceOf(useServices());
  const { page, status, search } = query;
  const listOrders = useCallback(
    () => orders.listOrders(listRequestFor({ page, status, search }, reading)),
    [orders, page, status, search, reading],
  );
  const { state: list, reload } = useLoadable(listOrders, {
    describe: failureMessage,
    fallback: ORDERS_NOT_LOADED,
    keepWhileLoading: true,
  });
  // Ready means ready for this very request: the page on screen answers this query.
  const answered: OrderQuery | null = list.status === 'ready' ? { page, status, search } : null;
  return { list, answered, reload };
}
