import { checkoutMessages, orderItemStatusMessages } from '@showroom/api';
import { unauthenticated } from '../http/errors.ts';
import { afterCommit, mailItemStatusChanged, mailOrderPlaced } from '../mail/orderEmails.ts';
import type { RouteTable } from '../http/routes.ts';
import { changeOrderItemStatus } from '../orders/changeOrderItemStatus.ts';
import { cancelOrderItem, requestOrderItemReturn } from '../orders/customerItemActions.ts';
import { listOrders, orderWithItems } from '../orders/orderViews.ts';
import { payoutSummaryFor } from '../orders/payoutSummary.ts';
import { placeOrder } from '../orders/placeOrder.ts';

/**
 * Issue 15: placing orders, and the order list and Order Items modal of every role (§2, §4, §6);
 * issue 16: list filters and the payout summary, and status changes (§4, §9); the customer's
 * cancel within 60 minutes and return request within 12 days (§9).
 */
export const orderRoutes: RouteTable = {
  placeOrder: {
    async handle({ body, caller, reply }, context) {
      if (!caller.user) throw unauthenticated();
      const { placed, replayed } = await placeOrder(context, caller.user, body);
      // The same answer as the first time; the header tells a client it was a repeat.
      if (replayed) void reply.header('idempotent-replayed', 'true');
      // The confirmation and the vendors' e-mails are queued once the order is committed; queueing
      // them never fails the order, nor holds its answer in the built server (afterCommit).
      else await afterCommit(context, 'order placed', () => mailOrderPlaced(context, placed.order.id));
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
      const item = await changeOrderItemStatus(context, caller.user, params.id, body);
      await afterCommit(context, 'status changed', () => mailItemStatusChanged(context, item.id, body.status));
      return { message: orderItemStatusMessages.updated, data: item };
    },
  },

  cancelOrderItem: {
    async handle({ params, body, caller }, context) {
      if (!caller.user) throw unauthenticated();
      const item = await cancelOrderItem(context, caller.user, params.id, body);
      await afterCommit(context, 'item cancelled', () => mailItemStatusChanged(context, item.id, 'Cancle'));
      return { message: orderItemStatusMessages.cancelled, data: item };
    },
  },

  requestOrderItemReturn: {
    async handle({ params, body, caller }, context) {
      if (!caller.user) throw unauthenticated();
      const item = await requestOrderItemReturn(context, caller.user, params.id, body);
      await afterCommit(context, 'return requested', () => mailItemStatusChanged(context, item.id, 'Return Request'));
      return { message: orderItemStatusMessages.returnRequested, data: item };
    },
  },

  listOrderItems: {
    async handle({ params, caller }, { db, clock }) {
      if (!caller.user) throw unauthenticated();
      return { message: 'Order items.', data: await orderWithItems(db, caller.user, params.orderId, clock()) };
    },
  },
};
