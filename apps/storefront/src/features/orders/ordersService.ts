import { customerStatusGroup } from '@showroom/domain';
import type {
  ApiClient,
  OrderItemCancel,
  OrderItemDetail,
  OrderItemReturnRequest,
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

/** A customer's own move on an item (§9): the item as they now see it, and the server's words for it. */
export interface CustomerMoveAnswer {
  readonly item: OrderItemDetail;
  readonly message: string;
}

/** The order screens' calls (§2 Order screens): an order's items, an item's status change, a customer's moves. */
/** A list request: the query, its status as one stored status or several (a customer's name for them). */
export type OrderListRequest = Omit<OrderQuery, 'status'> & {
  readonly status: OrderItemStatus | readonly OrderItemStatus[] | null;
};

/**
 * How a query's status is read: a pro's as the one stored status; a customer's as the name they
 * read, so every status shown under that name is asked for ('Shipped' is three).
 */
export type StatusReading = 'as stored' | 'as a customer reads it';

export function listRequestFor(query: OrderQuery, reading: StatusReading): OrderListRequest {
  if (query.status === null || reading === 'as stored') return query;
  return { ...query, status: customerStatusGroup(query.status) };
}

export interface OrdersService {
  listOrders(request: OrderListRequest): Promise<OrderPage>;
  loadOrderItems(orderId: number): Promise<OrderWithItems>;
  /** PUT the change; `expected_status` is the status the viewer saw, so a concurrent change answers 409. */
  changeItemStatus(itemId: number, change: OrderItemStatusUpdate): Promise<OrderItemDetail>;
  /** §9: the customer cancels the item, if it still is `expected_status` (else 409). */
  cancelItem(itemId: number, cancel: OrderItemCancel): Promise<CustomerMoveAnswer>;
  /** §9: the customer asks to return the delivered item with a reason, if it still is `expected_status`. */
  requestReturn(itemId: number, request: OrderItemReturnRequest): Promise<CustomerMoveAnswer>;
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
 * The client for a change of an item (a pro's status, a customer's cancel or return): the
 * session's token without the §8 toasts. The dialog shows every refusal beside the selector or
 * in the confirmation (the server's reason, where the person looks), and a toast of the same
 * words in the corner said it twice. A 401 still ends the session as the app's client does.
 */
async function quietClient(app: OrdersApp): Promise<ApiClient> {
  return (await app.runtime()).clientFor(app.session.getState().token);
}

/** A call through the quiet client; a 401 still ends the session as the app's client does. */
async function quietly<T>(app: OrdersApp, call: (client: ApiClient) => Promise<T>): Promise<T> {
  try {
    return await call(await quietClient(app));
  } catch (error) {
    if ((error as { status?: unknown }).status === 401) {
      app.sendSession({ type: 'UNAUTHORIZED', path: app.router.currentPath() });
    }
    throw error;
  }
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
          ...(status === null ? {} : { status: typeof status === 'string' ? status : [...status] }),
          ...(trimmed === '' ? {} : { search: trimmed }),
        };
        return (await (await api()).listOrders({ query })).data;
      },
      async loadOrderItems(orderId) {
        return (await (await api()).listOrderItems({ params: { orderId } })).data;
      },
      async changeItemStatus(itemId, change) {
        return quietly(
          app,
          async (client) => (await client.updateOrderItemStatus({ params: { id: itemId }, body: change })).data,
        );
      },
      async cancelItem(itemId, cancel) {
        return quietly(app, async (client) => {
          const answer = await client.cancelOrderItem({ params: { id: itemId }, body: cancel });
          return { item: answer.data, message: answer.message };
        });
      },
      async requestReturn(itemId, request) {
        return quietly(app, async (client) => {
          const answer = await client.requestOrderItemReturn({ params: { id: itemId }, body: request });
          return { item: answer.data, message: answer.message };
        });
      },
    };
    services.set(app, service);
  }
  return service;
}
