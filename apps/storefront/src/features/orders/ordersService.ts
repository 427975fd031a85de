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

/** What the service needs of the app's services (AppServices has it all). */
export interface OrdersApp {
  runtime(): Promise<{ readonly api: ApiClient; clientFor(token: string): ApiClient }>;
  readonly session: { getState(): { readonly token: string } };
  readonly router: { currentPath(): string };
  sendSession(event: { readonly type: 'UNAUTHORIZED'; readonly path: string }): void;
}

const services = new WeakMap<object, OrdersService>();

/**
 * The client for a status change: the session's token without the §8 toasts. The dialog
 * shows every refusal beside the selector (the server's reason, where the person looks), and a
 * toast of the same words in the corner said it twice. A 401 still ends the session as the
 * app's client does.
 */
async function quietClient(app: OrdersApp): Promise<ApiClient> {
  return (await app.runtime()).clientFor(app.session.getState().token);
}

/** One service per app (the API client loads with the runtime, on first use). */
export function ordersServiceOf(app: OrdersApp): OrdersService {
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
        try {
          return (await (await quietClient(app)).updateOrderItemStatus({ params: { id: itemId }, body: change })).data;
        } catch (error) {
          if ((error as { status?: unknown }).status === 401) {
            app.sendSession({ type: 'UNAUTHORIZED', path: app.router.currentPath() });
          }
          throw error;
        }
      },
    };
    services.set(app, service);
  }
  return service;
}
