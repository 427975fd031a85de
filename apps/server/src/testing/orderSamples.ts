import { type OrderItemStatus, isUserType, orderItemStatuses } from '@showroom/domain';
import type { EndpointName } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import { canChangeStatus } from '@showroom/machines';
import { sql } from 'kysely';
import { createTestCart, newIdempotencyKey, testCardPayment, testShippingAddress } from './checkoutCart.ts';
import type { SampleFor } from './sampleRequests.ts';
import type { TestServer } from './testServer.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The demo customer's item of an after-sales order (demo/dataset.ts `clockRelativeOrderIds`) in `status`. */
function afterSalesItemId(status: OrderItemStatus): number {
  const dataset = getDemoDataset();
  const item = dataset.orderItems.find(
    (candidate) => dataset.clockRelativeOrderIds.includes(candidate.order_id) && candidate.status === status,
  );
  if (!item) throw new Error(`The demo has no after-sales item in ${status}`);
  return item.id;
}

/**
 * Valid requests for the order endpoints (issue 15), for the authorisation matrix and the
 * hostile-input sweep. A checkout sample is a fresh cart of the customer with a new key each
 * time, since a successful checkout empties its cart. The cancel and return samples put their
 * item back where the §9 rule allows the action (a success moves it on), writing only when it
 * is not there, since a sample that writes makes the sweep take a new "before".
 */
export function orderSampleRequests(server: TestServer): Partial<Record<EndpointName, SampleFor>> {
  const { db } = server.database;
  const afterSalesItem = (id: number) =>
    db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.status', 'i.status_date', 'i.return_reason', 'o.id as order_id', 'o.created_at'])
      .where('i.id', '=', id)
      .executeTakeFirstOrThrow();
  return {
    listOrders: () => ({ query: { page: '1', per_page: '10', status: 'Shipped', search: 'wv-2026' } }),
    listOrderItems: async ({ userId }) => {
      // An order the caller sees: its own, one with its items, one of its showroom, or any.
      const caller =
        userId === null
          ? undefined
          : await db.selectFrom('users').select(['id', 'type']).where('id', '=', userId).executeTakeFirst();
      let query = db
        .selectFrom('orders as o')
        .innerJoin('order_items as i', 'i.order_id', 'o.id')
        .leftJoin('shops as s', 's.id', 'o.shop_id')
        .select('o.id');
      if (caller?.type === 'User') query = query.where('o.user_id', '=', caller.id);
      if (caller?.type === 'Vendor') query = query.where('i.vendor_id', '=', caller.id);
      if (caller?.type === 'Contractor' || caller?.type === 'Designer')
        query = query.where('s.user_id', '=', caller.id);
      const order = await query.orderBy('o.id').executeTakeFirstOrThrow();
      return { params: { orderId: order.id } };
    },
    updateOrderItemStatus: async ({ userId }) => {
      // An item the caller may change (anyone's for callers the route refuses first), moved to
      // the first status the §4 rule allows its role from where the item is now.
      const caller =
        userId === null
          ? undefined
          : await db.selectFrom('users').select(['id', 'type']).where('id', '=', userId).executeTakeFirst();
      let query = db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .leftJoin('shops as s', 's.id', 'o.shop_id')
        .select(['i.id', 'i.status']);
      if (caller?.type === 'Vendor') query = query.where('i.vendor_id', '=', caller.id);
      if (caller?.type === 'Contractor' || caller?.type === 'Designer')
        query = query.where('s.user_id', '=', caller.id);
      const role = caller === undefined || caller.type === 'User' || !isUserType(caller.type) ? 'Admin' : caller.type;
      for (const item of await query.orderBy('i.id').execute()) {
        const target = orderItemStatuses.find((status) => canChangeStatus(item.status, status, role).allowed);
        if (target) return { params: { id: item.id }, body: { status: target, expected_status: item.status } };
      }
      throw new Error(`No order item ${role} may change`);
    },
    cancelOrderItem: async () => {
      // The customer's item waiting for approval (callers other than the customer are refused
      // before the item matters). These suites run the server on the system clock, so "now" here
      // is the server's: the order is kept under 30 minutes old, well inside the 60-minute window.
      const id = afterSalesItemId('Waiting for approval');
      const item = await afterSalesItem(id);
      const now = Date.now();
      if (item.status !== 'Waiting for approval') {
        await db.updateTable('order_items').set({ status: 'Waiting for approval' }).where('id', '=', id).execute();
      }
      if (now - Date.parse(item.created_at) > 30 * MINUTE) {
        // The schema types keep an order's time unchangeable; a test moving the order is the exception.
        await sql`update orders set created_at = ${new Date(now - MINUTE).toISOString()} where id = ${item.order_id}`.execute(
          db,
        );
      }
      return { params: { id }, body: { expected_status: 'Waiting for approval' } };
    },
    requestOrderItemReturn: async () => {
      // The customer's delivered item, kept delivered within the last 6 days (of the 12) by the
      // system clock the server runs on here, with no reason from an earlier request.
      const id = afterSalesItemId('Delivered');
      const item = await afterSalesItem(id);
      const now = Date.now();
      if (item.status !== 'Delivered' || item.return_reason !== null || now - Date.parse(item.status_date) > 6 * DAY) {
        await db
          .updateTable('order_items')
          .set({ status: 'Delivered', status_date: new Date(now - DAY).toISOString(), return_reason: null })
          .where('id', '=', id)
          .execute();
      }
      return {
        params: { id },
        body: { expected_status: 'Delivered', reason: 'Two boxes arrived with cracked tiles.' },
      };
    },
    placeOrder: async () => {
      const customer = await server.userIdOf('customer@demo.test');
      const product = await db
        .selectFrom('products')
        .select('id')
        .where('in_stock', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const cartId = await createTestCart(server.database, {
        userId: customer,
        lines: [{ productId: product.id, qty: 2 }],
      });
      // The total the payment page would show: its cart's, with the shipping to the test address.
      const shown = await server.app.inject({
        method: 'GET',
        url: `/api/profile?checkout=1&cart_id=${cartId}`,
        headers: { authorization: `Bearer ${await server.tokenFor('customer@demo.test')}` },
      });
      const cart = await server.app.inject({
        method: 'GET',
        url: `/api/cart?cart_id=${cartId}`,
        headers: { authorization: `Bearer ${await server.tokenFor('customer@demo.test')}` },
      });
      const subtotal = (cart.json() as { data: { subtotal: number } }).data.subtotal;
      const shipping = (shown.json() as { data: { shipping_charge: number } }).data.shipping_charge;
      return {
        body: {
          cart_id: cartId,
          idempotency_key: newIdempotencyKey(),
          shipping_address: testShippingAddress,
          payment: testCardPayment(),
          save_card: true,
          expected_total: Math.round((subtotal + shipping) * 100) / 100,
        },
      };
    },
  };
}
