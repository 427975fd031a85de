import { isUserType, orderItemStatuses } from '@showroom/domain';
import type { EndpointName } from '@showroom/api';
import { canChangeStatus } from '@showroom/machines';
import { createTestCart, newIdempotencyKey, testCardPayment, testShippingAddress } from './checkoutCart.ts';
import type { SampleFor } from './sampleRequests.ts';
import type { TestServer } from './testServer.ts';

/**
 * Valid requests for the order endpoints (issue 15), for the authorisation matrix and the
 * hostile-input sweep. A checkout sample is a fresh cart of the customer with a new key each
 * time, since a successful checkout empties its cart.
 */
export function orderSampleRequests(server: TestServer): Partial<Record<EndpointName, SampleFor>> {
  const { db } = server.database;
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
          expected_total: Math.round((subtotal + shipping) * 100) / 100,
        },
      };
    },
  };
}
