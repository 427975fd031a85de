import type { ApiClient, OrderItemDetail, OrderItemStatusUpdate, OrderWithItems } from '@showroom/api';

/** The order screens' calls (§2 Order screens): an order's items and an item's status change. */
export interface OrdersService {
  loadOrderItems(orderId: number): Promise<OrderWithItems>;
  /** PUT the change; `expected_status` is the status the viewer saw, so a concurrent change answers 409. */
  changeItemStatus(itemId: number, change: OrderItemStatusUpdate): Promise<OrderItemDetail>;
}

const services = new WeakMap<object, OrdersService>();

/** One service per app (the API client loads with the runtime, on first use). */
export function ordersServiceOf(app: { runtime(): Promise<{ readonly api: ApiClient }> }): OrdersService {
  let service = services.get(app);
  if (!service) {
    const api = async () => (await app.runtime()).api;
    service = {
      async loadOrderItems(orderId) {
        return (await (await api()).listOrderItems({ params: { orderId } })).data;
      },
      async changeItemStatus(itemId, change) {
        return (await (await api()).updateOrderItemStatus({ params: { id: itemId }, body: change })).data;
      },
    };
    services.set(app, service);
  }
  return service;
}
