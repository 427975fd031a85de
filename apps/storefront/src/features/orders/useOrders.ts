import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import type { Loadable } from '../../state/loadable.ts';
import { failureMessage } from '../profile/formErrors.ts';
import { ordersServiceOf, type OrderPage, type OrderQuery } from './ordersService.ts';

export const ORDERS_NOT_LOADED = 'Your orders could not be loaded.';

/**
 * One page of the viewer's orders for a query; a new query keeps the old page on screen until it
 * answers. `answered` is the query the data on screen is the answer to.
 */
export function useOrders(query: OrderQuery) {
  const orders = ordersServiceOf(useServices());
  const [list, setList] = useState<Loadable<OrderPage>>({ status: 'loading', data: null });
  const [answered, setAnswered] = useState<OrderQuery | null>(null);
  const request = useRef(0);
  const { page, status, search } = query;

  const load = useCallback(() => {
    const mine = ++request.current;
    setList((current) => ({ status: 'loading', data: current.status === 'idle' ? null : current.data }));
    orders.listOrders({ page, status, search }).then(
      (data) => {
        if (mine !== request.current) return;
        setList({ status: 'ready', data });
        setAnswered({ page, status, search });
      },
      (error: unknown) => {
        if (mine !== request.current) return;
        setList({ status: 'error', data: null, message: failureMessage(error, ORDERS_NOT_LOADED) });
      },
    );
  }, [orders, page, status, search]);

  useEffect(load, [load]);
  return { list, answered, reload: load };
}
