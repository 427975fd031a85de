import { checkoutMessages, orderItemStatusMessages } from '@showroom/api';
import { unauthenticated } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';
import { changeOrderItemStatus } from '../orders/changeOrderItemStatus.ts';
import { listOrders, orderWithItems } from '../orders/orderViews.ts';
import { payoutSummaryFor } from '../orders/payoutSummary.ts';
import { placeOrder } from '../orders/placeOrder.ts';

/**
 * Issue 15: placing orders, and the order list and Order Items modal of every role (§2, §4, §6);
 * issue 16: list filters and the payout summary, and status changes (§4, §9).
 */
export const orderRoutes: RouteTable = {
  placeOrder: {
    async handle({ body, caller, reply }, context) {
      if (!caller.user) throw unauthenticated();
      const { placed, replayed } = await placeOrder(context, caller.user, body);
      // The same answer as the first time; the header tells a client it was a repeat.
      if (replayed) void reply.header('idempotent-replayed', 'true');
      return { message: checkoutMessages.placed, data: placed };
    },
  },

  listOrders: {
    async handle({ query, caller }, { db, clock }) {
      if (!caller.user) throw unauthenticated();
      const filters = { status: query.status, search: query.search };
      const [page, payout] = await Promise.all([
        listOrders(db, caller.user, query.page, query.per_page, filters),
        payoutSummaryFor(db, caller.user, clock()),
      ]);
      return { message: 'Orders.', data: { ...page, payout } };
    },
  },

  updateOrderItemStatus: {
    async handle({ params, body, caller }, context) {
      if (!caller.user) throw unauthenticated();
      return {
        message: orderItemStatusMessages.updated,
        data: await changeOrderItemStatus(context, caller.user, params.id, body),
      };
    },
  },

  listOrderItems: {
    async handle({ params, caller }, { db }) {
      if (!caller.user) throw unauthenticated();
      return { message: 'Order items.', data: await orderWithItems(db, caller.user, params.orderId) };
    },
  },
};
