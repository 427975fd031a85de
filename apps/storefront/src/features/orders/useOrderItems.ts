import type { OrderItemDetail, OrderWithItems } from '@showroom/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import type { Loadable } from '../../state/loadable.ts';
import { failureMessage } from '../profile/formErrors.ts';
import { ordersServiceOf } from './ordersService.ts';

export const ORDER_ITEMS_NOT_LOADED = 'The items of this order could not be loaded.';

/** An order's items for the Order Items dialog, reloadable, with a saved item replacing its row. */
export function useOrderItems(orderId: number) {
  const orders = ordersServiceOf(useServices());
  const [items, setItems] = useState<Loadable<OrderWithItems>>({ status: 'loading', data: null });
  const request = useRef(0);

  const load = useCallback(() => {
    const mine = ++request.current;
    // A reload keeps the rows on screen (the selectors keep their place and focus).
    setItems((current) => ({ status: 'loading', data: current.status === 'idle' ? null : current.data }));
    orders.loadOrderItems(orderId).then(
      (data) => {
        if (mine === request.current) setItems({ status: 'ready', data });
      },
      (error: unknown) => {
        if (mine !== request.current) return;
        setItems({ status: 'error', data: null, message: failureMessage(error, ORDER_ITEMS_NOT_LOADED) });
      },
    );
  }, [orders, orderId]);

  useEffect(load, [load]);

  const replaceItem = useCallback((saved: OrderItemDetail) => {
    setItems((current) =>
      current.status === 'idle' || current.data === null
        ? current
        : {
            ...current,
            data: {
              ...current.data,
              items: current.data.items.map((item) => (item.id === saved.id ? saved : item)),
            },
          },
    );
  }, []);

  return { items, reload: load, replaceItem };
}
