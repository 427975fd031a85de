import { cartMessages, endpoints } from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CART_PROJECT_NAME } from '../cart/cartAccess.ts';
import { createTestDatabase, testDatabaseUrl } from '../testing/testDatabase.ts';
import { TestPaymentProvider } from '../payments/testPaymentProvider.ts';
import { newIdempotencyKey, testCardPayment, testShippingAddress } from '../testing/checkoutCart.ts';
import { freshCustomer as freshShopper, inStockProductIds } from '../testing/freshShoppers.ts';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

/**
 * Issue 30: parallel requests on one cart leave exactly the state the same requests made one
 * after the other would. These only prove something on PostgreSQL (`.ci/run` runs the server's
 * suite a second time there), where requests really interleave over the pool's connections;
 * on the embedded SQLite a handler never waits, so they pass whatever the code does.
 */

let server: TestServer;
const provider = new TestPaymentProvider();
beforeAll(async () => {
  // The server's own pool size (10), so as many requests run at once as in production.
  server = await createTestServer({
    database: await createTestDatabase({ poolSize: 10 }),
    config: { paymentProvider: provider },
  });
});
afterAll(async () => {
  await server.close();
});

async function call(method: 'GET' | 'POST', url: string, { payload, token }: { payload?: object; token?: string }) {
  const response = await server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const cartOf = (body: Record<string, unknown>) => endpoints.getCart.response.parse(body).data;

const freshCustomer = () => freshShopper(server, 'race');
const productIds = (count: number) => inStockProductIds(server, count);

const addOne = (productId: number, token: string | undefined, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/projectCart/sync_to_cart', {
    payload: { product_id: productId, quantity: 1, action: 'cart', ...extra },
    ...(token ? { token } : {}),
  });

async function cartsOf(userId: number) {
  return server.database.db.selectFrom('carts').select(['id', 'public_id']).where('user_id', '=', userId).execute();
}

async function linesOf(cartPublicId: string) {
  return server.database.db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .select(['cart_items.product_id', 'cart_items.qty'])
    .where('carts.public_id', '=', cartPublicId)
    .orderBy('cart_items.id')
    .execute();
}

describe(`parallel cart requests (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite: these prove nothing here'})`, () => {
  it('50 simultaneous adds of one unit of a product not yet in the cart all count, in one line', async () => {
    const customer = await freshCustomer();
    const [first, second] = await productIds(2);
    const start = await addOne(first!, customer.token);
    expect(start.status).toBe(200);
    const cartId = cartOf(start.body).cart_id;

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => addOne(second!, customer.token, { cart_id: cartId })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(await linesOf(cartId)).toEqual([
      { product_id: first, qty: 1 },
      { product_id: second, qty: 50 },
    ]);
  });

  it('simultaneous adds beyond the maximum stop at it: the ones that fit count, the rest are refused for the limit', async () => {
    const customer = await freshCustomer();
    const [productId] = await productIds(1);
    const start = await call('POST', '/api/projectCart/sync_to_cart', {
      payload: { product_id: productId, quantity: 9990, action: 'cart' },
      token: customer.token,
    });
    const cartId = cartOf(start.body).cart_id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => addOne(productId!, customer.token, { cart_id: cartId })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(9);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(11);
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ quantity: [cartMessages.aboveMaximum] });
    }
    expect(await linesOf(cartId)).toEqual([{ product_id: productId, qty: 9999 }]);
  });

  it("a customer's 50 simultaneous first adds make one cart and one 'My cart' project", async () => {
    const customer = await freshCustomer();
    const [productId] = await productIds(1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => addOne(productId!, customer.token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const cartIds = new Set(answers.map((answer) => cartOf(answer.body).cart_id));
    expect(cartIds.size).toBe(1);
    const carts = await cartsOf(customer.id);
    expect(carts).toHaveLength(1);
    const projects = await server.database.db
      .selectFrom('projects')
      .select(['name'])
      .where('user_id', '=', customer.id)
      .execute();
    expect(projects).toEqual([{ name: DEFAULT_CART_PROJECT_NAME }]);
    const user = await server.database.db
      .selectFrom('users')
      .select('total_projects')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(Number(user.total_projects)).toBe(1);
    expect(await linesOf(carts[0]!.public_id)).toEqual([{ product_id: productId, qty: 50 }]);
  });

  it('10 simultaneous attaches of one guest cart consume it exactly once', async () => {
    const customer = await freshCustomer();
    const [productId] = await productIds(1);
    const guest = await call('POST', '/api/projectCart/sync_to_cart', {
      payload: { product_id: productId, quantity: 5, action: 'cart', showroom: 'DEMO0001' },
    });
    const guestCart = cartOf(guest.body);
    const project = await call('POST', '/api/projectCart', { payload: { my_item: {} }, token: customer.token });
    expect(project.status).toBe(201);
    const projectId = project.body.data as number;

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/projectCart/add_project_to_cart', {
          payload: { cart_id: guestCart.cart_id, re_temp_project_id: guestCart.temp_project_id, project_id: projectId },
          token: customer.token,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 404, 404, 404, 404, 404, 404, 404, 404, 404]);
    for (const answer of answers.filter((each) => each.status === 404)) {
      expect(answer.body.message).toBe(cartMessages.cartNotFound);
    }
    const carts = await cartsOf(customer.id);
    expect(carts).toHaveLength(1);
    expect(await linesOf(carts[0]!.public_id)).toEqual([{ product_id: productId, qty: 5 }]);
    // The guest cart is gone, and the attached cart kept its showroom.
    expect(await linesOf(guestCart.cart_id)).toEqual([]);
    const attached = cartOf(answers.find((answer) => answer.status === 200)!.body);
    expect(attached.showroom).toBe('DEMO0001');
  });
});

describe(`parallel checkouts and status changes (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite: these prove nothing here'})`, () => {
  it('10 simultaneous checkouts of one cart with 10 different keys place one order and keep one charge', async () => {
    const customer = await freshCustomer();
    const [first, second] = await productIds(2);
    const cart = cartOf((await addOne(first!, customer.token, { showroom: 'DEMO0001' })).body);
    await addOne(second!, customer.token, { cart_id: cart.cart_id, showroom: 'DEMO0001' });
    const charges = provider.approvedCharges - provider.voidedCharges;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/checkout', {
          token: customer.token,
          payload: {
            cart_id: cart.cart_id,
            idempotency_key: newIdempotencyKey(),
            shipping_address: testShippingAddress,
            payment: testCardPayment(),
          },
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed, JSON.stringify(answers.map((answer) => [answer.status, answer.body.message]))).toHaveLength(1);
    // The others found the lines gone (409, their charge voided) or the cart already empty (422).
    for (const answer of answers.filter((each) => each.status !== 201)) expect([409, 422]).toContain(answer.status);
    const orders = await server.database.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', customer.id)
      .execute();
    expect(orders).toHaveLength(1);
    const items = await server.database.db
      .selectFrom('order_items')
      .select('qty')
      .where('order_id', '=', orders[0]!.id)
      .execute();
    expect(items.map((item) => Number(item.qty)).sort()).toEqual([1, 1]);
    expect(provider.approvedCharges - provider.voidedCharges).toBe(charges + 1);
    expect(await linesOf(cart.cart_id)).toEqual([]);
  });

  it('10 simultaneous status changes of one item from the status both saw: one wins, the rest get 409, one history row', async () => {
    const { db } = server.database;
    const item = await db.selectFrom('order_items').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('order_items').set({ status: 'Picked Up' }).where('id', '=', item.id).execute();
    const history = async () =>
      (await db.selectFrom('order_item_status_changes').select('id').where('order_item_id', '=', item.id).execute())
        .length;
    const before = await history();
    const token = await server.tokenFor('admin@demo.test');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        server.app.inject({
          method: 'PUT',
          url: `/api/order_items/${item.id}/status`,
          headers: { authorization: `Bearer ${token}` },
          payload: { status: index % 2 === 0 ? 'Shipping' : 'Shipped', expected_status: 'Picked Up' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<{ data: { status: string } }>()
      .data.status;
    expect(
      (await db.selectFrom('order_items').select('status').where('id', '=', item.id).executeTakeFirstOrThrow()).status,
    ).toBe(winner);
    expect(await history()).toBe(before + 1);
  });
});
