import type {
  ApiClient,
  OrderItemDetail,
  OrderItemStatus,
  OrderItemStatusUpdate,
  OrderSummary,
  OrderWithItems,
  Paginated,
  PayoutSummary,
} from '@showroom/api';

/** One page of GET /api/orders (§3 record) with the pro's payout summary (null for a customer). */
export type OrderPage = Paginated<OrderSummary> & { readonly payout: PayoutSummary | null };

/** The list's filters: a status some item has, part of an order number, the page. */
export interface OrderQuery {
  readonly page: number;
  readonly status: OrderItemStatus | null;
  readonly search: string;
}

/** Orders per page: a pro's month of orders fits without scrolling far. */
export const ORDERS_PER_PAGE = 10;

/** The order screens' calls (§2 Order screens): an order's items and an item's status change. */
export interface OrdersService {
  listOrders(query: OrderQuery): Promise<OrderPage>;
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
      async listOrders({ page, status, search }) {
        const trimmed = search.trim();
        const query = {
          page,
          per_page: ORDERS_PER_PAGE,
          ...(status === null ? {} : { status }),
          ...(trimmed === '' ? {} : { search: trimmed }),
        };
        return (await (await api()).listOrders({ query })).data;
      },
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
