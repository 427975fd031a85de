import { endpoints, type OrderWithItems } from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCart, newIdempotencyKey, testCardPayment, testShippingAddress } from '../testing/checkoutCart.ts';
import { signedInCalls } from '../testing/signedInCalls.ts';
import { type TestServer, createTestServer, roleAccounts } from '../testing/testServer.ts';
import { parseAddress } from './orderViews.ts';

/**
 * Issue 35, fulfilment: GET /api/orders/{id}/items gives the ones who ship an item (its vendor,
 * Admin) its SKU, size, ship-to address and the customer's contact, and nobody else; a vendor
 * still sees only its own items of an order, never another vendor's.
 */

let server: TestServer;
const { call } = signedInCalls(() => server);

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function itemsAs(email: string, orderId: number): Promise<OrderWithItems | number> {
  const answer = await call('GET', `/api/orders/${orderId}/items`, email);
  if (answer.status !== 200) return answer.status;
  return endpoints.listOrderItems.response.parse(answer.body).data;
}

async function view(email: string, orderId: number): Promise<OrderWithItems> {
  const answer = await itemsAs(email, orderId);
  if (typeof answer === 'number') throw new Error(`GET items of ${orderId} as ${email}: ${answer}`);
  return answer;
}

/** A demo order holding items of at least two vendors, one of them `vendor@demo.test`. */
async function sharedOrder() {
  const { db } = server.database;
  const vendorId = await server.userIdOf(roleAccounts.Vendor);
  const rows = await db
    .selectFrom('order_items')
    .select(['order_id', 'vendor_id', 'id'])
    .orderBy('order_id')
    .orderBy('id')
    .execute();
  // Node 20 has no Map.groupBy.
  const byOrder = new Map<number, typeof rows>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  for (const [orderId, items] of byOrder) {
    const vendors = new Set(items.map((item) => item.vendor_id));
    if (vendors.has(vendorId) && vendors.size > 1) {
      const other = items.find((item) => item.vendor_id !== vendorId)!.vendor_id!;
      const otherEmail = (
        await db.selectFrom('users').select('email').where('id', '=', other).executeTakeFirstOrThrow()
      ).email;
      return { orderId, vendorId, items, otherVendorId: other, otherEmail };
    }
  }
  throw new Error('No demo order holds items of two vendors.');
}

async function expectedFulfilment(orderId: number) {
  const { db } = server.database;
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.shipping_address', 'u.first_name', 'u.last_name', 'u.email', 'u.country_code', 'u.phone_number'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    ship_to: parseAddress(order.shipping_address),
    customer: {
      name: `${order.first_name} ${order.last_name}`,
      email: order.email,
      country_code: order.country_code,
      phone_number: order.phone_number,
    },
  };
}

describe('GET /api/orders/{id}/items: fulfilment details', () => {
  it("gives a vendor its own items only, each with the product's SKU and size, the ship-to and the customer", async () => {
    const { orderId, vendorId, items } = await sharedOrder();
    const answer = await view(roleAccounts.Vendor, orderId);
    const own = items.filter((item) => item.vendor_id === vendorId).map((item) => item.id);
    expect(answer.items.map((item) => item.id)).toEqual(own);
    const expected = await expectedFulfilment(orderId);
    for (const item of answer.items) {
      const product = await server.database.db
        .selectFrom('products')
        .select(['sku', 'width_size', 'length_size'])
        .where('id', '=', item.product_id)
        .executeTakeFirstOrThrow();
      const sizes = await server.database.db
        .selectFrom('size_sets')
        .select('label')
        .where('product_id', '=', item.product_id)
        .execute();
      expect(item.fulfilment).toEqual({
        ...expected,
        sku: product.sku,
        // The demo's orders predate the recorded size: the product's only size set names it.
        size_label: sizes.length === 1 ? sizes[0]!.label : null,
        width_size: product.width_size,
        length_size: product.length_size,
      });
    }
  });

  it("never shows a vendor another vendor's item of the same order, nor its details", async () => {
    const { orderId, vendorId, otherVendorId, otherEmail } = await sharedOrder();
    const mine = await view(roleAccounts.Vendor, orderId);
    const theirs = await view(otherEmail, orderId);
    expect(mine.items.every((item) => item.vendor_id === vendorId)).toBe(true);
    expect(theirs.items.every((item) => item.vendor_id === otherVendorId)).toBe(true);
    const mineIds = new Set(mine.items.map((item) => item.id));
    expect(theirs.items.some((item) => mineIds.has(item.id))).toBe(false);
    expect(mine.order.items_count).toBe(mine.items.length);
  });

  it('answers 404 to a vendor for an order without any of its items (ids reveal nothing)', async () => {
    const { db } = server.database;
    const vendorId = await server.userIdOf(roleAccounts.Vendor);
    const foreign = await db
      .selectFrom('orders as o')
      .select('o.id')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('order_items as i')
              .select('i.id')
              .whereRef('i.order_id', '=', 'o.id')
              .where('i.vendor_id', '=', vendorId),
          ),
        ),
      )
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    expect(await itemsAs(roleAccounts.Vendor, foreign.id)).toBe(404);
  });

  it('gives Admin the details of every item', async () => {
    const { orderId, items } = await sharedOrder();
    const answer = await view(roleAccounts.Admin, orderId);
    expect(answer.items).toHaveLength(items.length);
    const expected = await expectedFulfilment(orderId);
    for (const item of answer.items) expect(item.fulfilment).toMatchObject(expected);
  });

  it('gives nobody else the details: not the customer, not the showroom', async () => {
    const { db } = server.database;
    const customerId = await server.userIdOf(roleAccounts.User);
    const own = await db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', customerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const asCustomer = await view(roleAccounts.User, own.id);
    expect(asCustomer.items.length).toBeGreaterThan(0);
    expect(asCustomer.items.every((item) => item.fulfilment === null)).toBe(true);
    for (const email of [roleAccounts.Contractor, roleAccounts.Designer]) {
      const showroomOrder = await db
        .selectFrom('orders as o')
        .innerJoin('shops as s', 's.id', 'o.shop_id')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select('o.id')
        .where('u.email', '=', email)
        .orderBy('o.id')
        .executeTakeFirstOrThrow();
      const answer = await view(email, showroomOrder.id);
      expect(answer.items.length, email).toBeGreaterThan(0);
      expect(
        answer.items.every((item) => item.fulfilment === null),
        email,
      ).toBe(true);
    }
  });

  it('records the size the customer chose at checkout, which the vendor then reads', async () => {
    const { db } = server.database;
    const customerId = await server.userIdOf(roleAccounts.User);
    const product = await db
      .selectFrom('products')
      .select(['id', 'vendor_id'])
      .where('in_stock', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A second size, so the recorded choice (not the only size) names it.
    const larger = await db
      .insertInto('size_sets')
      .values({ product_id: product.id, label: 'Pallet of 40 boxes', price_cents: 99_00, box_sqft: null, position: 9 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cartId = await createTestCart(server.database, {
      userId: customerId,
      lines: [{ productId: product.id, qty: 1, sizeId: larger.id }],
    });
    const placed = await call('POST', '/api/checkout', roleAccounts.User, {
      cart_id: cartId,
      idempotency_key: newIdempotencyKey(),
      shipping_address: testShippingAddress,
      payment: testCardPayment(),
    });
    expect(placed.status).toBe(201);
    const orderId = (placed.body.data as { order: { id: number } }).order.id;
    const vendorEmail = (
      await db.selectFrom('users').select('email').where('id', '=', product.vendor_id).executeTakeFirstOrThrow()
    ).email;
    const answer = await view(vendorEmail, orderId);
    expect(answer.items[0]!.fulfilment).toMatchObject({
      size_label: 'Pallet of 40 boxes',
      ship_to: { street: testShippingAddress.street, city: testShippingAddress.city },
    });
  });
});
