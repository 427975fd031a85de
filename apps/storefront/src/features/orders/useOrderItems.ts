import type { OrderItemDetail } from '@showroom/api';
import { useCallback } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { useLoadable } from '../../state/useLoadable.ts';
import { failureMessage } from '../forms/formErrors.ts';
import { ordersServiceOf } from './ordersService.ts';

export const ORDER_ITEMS_NOT_LOADED = 'The items of this order could not be loaded.';

/** An order's items for the Order Items dialog, reloadable, with a saved item replacing its row. */
export function useOrderItems(orderId: number) {
  const orders = ordersServiceOf(useServices());
  const loadOrderItems = useCallback(() => orders.loadOrderItems(orderId), [orders, orderId]);
  // A reload keeps the rows on screen (the selectors keep their place and focus).
  const {
    state: items,
    reload,
    update,
  } = useLoadable(loadOrderItems, {
    describe: failureMessage,
    fallback: ORDER_ITEMS_NOT_LOADED,
    keepWhileLoading: true,
  });

  const replaceItem = useCallback(
    (saved: OrderItemDetail) =>
      update((order) => ({ ...order, items: order.items.map((item) => (item.id === saved.id ? saved : item)) })),
    [update],
  );

  return { items, reload, replaceItem };
}
