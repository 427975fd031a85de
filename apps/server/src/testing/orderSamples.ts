import type { EndpointName } from '@showroom/api';
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
      return {
        body: {
          cart_id: cartId,
          idempotency_key: newIdempotencyKey(),
          shipping_address: testShippingAddress,
          payment: testCardPayment(),
        },
      };
    },
  };
}
