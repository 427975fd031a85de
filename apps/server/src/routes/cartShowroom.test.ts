import { cartMessages, checkoutMessages, endpoints, type ShoppingCart } from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey, testCardPayment, testShippingAddress } from '../testing/checkoutCart.ts';
import { freshCustomer as freshShopper, inStockProductIds } from '../testing/freshShoppers.ts';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

/**
 * Issue 30, defects 1 and 2: a cart is priced in one showroom (cart/cartAccess.ts
 * `cartInShowroom`), so the price a shopper saw on the product page is the cart's line, the
 * payment's total and the order's; and a guest's cart keeps its showroom when it is attached
 * at sign-in or registration, so the showroom's contractor earns the markup.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: object, token?: string) {
  const response = await server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const cartOf = (body: Record<string, unknown>): ShoppingCart => endpoints.getCart.response.parse(body).data;

const freshCustomer = () => freshShopper(server, 'showroom');
const inStockProducts = (count: number) => inStockProductIds(server, count);

/** What the product page shows for a product's first size (or the product) in a showroom, or without one. */
async function shownPrice(productId: number, showroom?: string): Promise<number> {
  const answer = await call('GET', `/api/public?pid=${productId}${showroom ? `&showroom=${showroom}` : ''}`);
  const product = endpoints.getProduct.response.parse(answer.body).data;
  return product.sizes[0]?.price ?? product.price;
}

const add = (productId: number, extra: Record<string, unknown> = {}, token?: string) =>
  call(
    'POST',
    '/api/projectCart/sync_to_cart',
    { product_id: productId, quantity: 1, action: 'cart', ...extra },
    token,
  );

describe('a cart is priced in the showroom it is filled in', () => {
  it('the product page price is the cart line, in a showroom and without one', async () => {
    const [productId] = await inStockProducts(1);
    for (const showroom of ['DEMO0001', 'OAKS2026', undefined]) {
      const answer = await add(productId!, showroom ? { showroom } : {});
      expect(answer.status).toBe(200);
      const cart = cartOf(answer.body);
      expect(cart.showroom).toBe(showroom ?? null);
      expect(cart.Project_tans[0]!.price).toBe(await shownPrice(productId!, showroom));
    }
  });

  it('refuses an add from another showroom, or from none, to a cart holding lines of a showroom, and changes nothing', async () => {
    const [first, second] = await inStockProducts(2);
    const cart = cartOf((await add(first!, { showroom: 'DEMO0001' })).body);
    for (const extra of [{ showroom: 'OAKS2026' }, {}]) {
      const refused = await add(second!, { cart_id: cart.cart_id, ...extra });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(cartMessages.otherShowroom('DEMO0001'));
      // The cart's showroom, for a page to offer to enter it.
      expect(refused.body).toMatchObject({ success: false, cart_showroom: 'DEMO0001' });
    }
    const after = cartOf((await call('GET', `/api/cart?cart_id=${cart.cart_id}`)).body);
    expect(after).toEqual(cart);
  });

  it('moves an empty cart to the showroom of the add', async () => {
    const customer = await freshCustomer();
    const [productId] = await inStockProducts(1);
    const cart = cartOf((await add(productId!, { showroom: 'DEMO0001' }, customer.token)).body);
    const line = cart.Project_tans[0]!;
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/cart/destroy/${line.id}?cart_id=${cart.cart_id}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(removed.statusCode).toBe(200);
    const moved = await add(productId!, { cart_id: cart.cart_id, showroom: 'OAKS2026' }, customer.token);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(cartOf(moved.body).showroom).toBe('OAKS2026');
    expect(moved.body.message).toBe(cartMessages.added);
    // Its project follows: shared "with the showroom's contractor", it reaches OAKS2026's.
    const projectId = (
      await server.database.db
        .selectFrom('carts')
        .select('project_id')
        .where('public_id', '=', cart.cart_id)
        .executeTakeFirstOrThrow()
    ).project_id;
    expect(projectId).not.toBeNull();
    const project = await call('GET', `/api/projectCart/${projectId}`, undefined, customer.token);
    expect(project.status).toBe(200);
    expect((project.body.data as { showroom: string | null }).showroom).toBe('OAKS2026');
  });

  it("keeps a project's showroom when an add made outside any showroom moves its empty cart", async () => {
    const customer = await freshCustomer();
    const [productId] = await inStockProducts(1);
    const created = await call('POST', '/api/projectCart', { my_item: { showroom: 'DEMO0001' } }, customer.token);
    expect(created.status).toBe(201);
    const added = await add(productId!, { project: created.body.data }, customer.token);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const project = await call('GET', `/api/projectCart/${created.body.data}`, undefined, customer.token);
    expect((project.body.data as { showroom: string | null }).showroom).toBe('DEMO0001');
  });

  it("takes a cart without a showroom into the shopper's showroom, and says its prices changed", async () => {
    const [first, second] = await inStockProducts(2);
    const cart = cartOf((await add(first!)).body);
    expect(cart.Project_tans[0]!.price).toBe(await shownPrice(first!));
    const moved = await add(second!, { cart_id: cart.cart_id, showroom: 'DEMO0001' });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(`${cartMessages.added} ${cartMessages.repriced('DEMO0001')}`);
    const lines = cartOf(moved.body).Project_tans;
    expect(lines.map((line) => line.price)).toEqual([
      await shownPrice(first!, 'DEMO0001'),
      await shownPrice(second!, 'DEMO0001'),
    ]);
  });
});

describe('a total that changed between the payment page and the charge', () => {
  it('is refused with the new total, nothing charged or ordered; the new total then goes through', async () => {
    const customer = await freshCustomer();
    const [productId] = await inStockProducts(1);
    const cart = cartOf((await add(productId!, { showroom: 'OAKS2026', quantity: 3 }, customer.token)).body);
    const { db } = server.database;
    const before = await db
      .selectFrom('shops')
      .select('markup_percent')
      .where('vsd_id', '=', 'OAKS2026')
      .executeTakeFirstOrThrow();
    // The contractor raises the markup while the customer is on the payment page.
    await db
      .updateTable('shops')
      .set({ markup_percent: Number(before.markup_percent) + 5 })
      .where('vsd_id', '=', 'OAKS2026')
      .execute();
    try {
      const now = cartOf((await call('GET', `/api/cart?cart_id=${cart.cart_id}`, undefined, customer.token)).body);
      expect(now.total).toBeGreaterThan(cart.total);
      const order = (expected: number) => ({
        cart_id: cart.cart_id,
        idempotency_key: newIdempotencyKey(),
        shipping_address: testShippingAddress,
        payment: testCardPayment(),
        expected_total: expected,
      });
      const refused = await call('POST', '/api/checkout', order(cart.total), customer.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(checkoutMessages.totalChanged(now.total));
      expect(await db.selectFrom('orders').select('id').where('user_id', '=', customer.id).execute()).toEqual([]);
      const placed = await call('POST', '/api/checkout', order(now.total), customer.token);
      expect(placed.status).toBe(201);
      expect((placed.body.data as { order: { total: number } }).order.total).toBe(now.total);
    } finally {
      await db
        .updateTable('shops')
        .set({ markup_percent: before.markup_percent })
        .where('vsd_id', '=', 'OAKS2026')
        .execute();
    }
  });
});

describe("a guest's cart at sign-in and registration (both attach it the same way: a project, then add_project_to_cart)", () => {
  it('keeps its showroom and prices, and the order credits the showroom contractor with the markup', async () => {
    const customer = await freshCustomer();
    const [first, second] = await inStockProducts(2);
    const guest = cartOf((await add(first!, { showroom: 'DEMO0001', quantity: 2 })).body);
    const filled = cartOf((await add(second!, { cart_id: guest.cart_id, showroom: 'DEMO0001' })).body);

    // The storefront makes a project from the saved design (none here) and attaches the cart to it.
    const project = await call('POST', '/api/projectCart', { my_item: {} }, customer.token);
    expect(project.status).toBe(201);
    const attached = await call(
      'POST',
      '/api/projectCart/add_project_to_cart',
      { cart_id: guest.cart_id, re_temp_project_id: guest.temp_project_id, project_id: project.body.data },
      customer.token,
    );
    expect(attached.status).toBe(200);
    const cart = cartOf(attached.body);
    expect(cart.showroom).toBe('DEMO0001');
    expect(cart.Project_tans.map((line) => [line.product_id, line.qty, line.price])).toEqual(
      filled.Project_tans.map((line) => [line.product_id, line.qty, line.price]),
    );
    expect(cart.total).toBe(filled.total);

    const placed = await call(
      'POST',
      '/api/checkout',
      {
        cart_id: cart.cart_id,
        idempotency_key: newIdempotencyKey(),
        shipping_address: testShippingAddress,
        payment: testCardPayment(),
        expected_total: cart.total,
      },
      customer.token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = (placed.body.data as { order: { id: number; total: number } }).order;
    expect(order.total).toBe(cart.total);
    const { db } = server.database;
    const shop = await db
      .selectFrom('shops')
      .select(['id', 'user_id'])
      .where('vsd_id', '=', 'DEMO0001')
      .executeTakeFirstOrThrow();
    expect(
      (await db.selectFrom('orders').select('shop_id').where('id', '=', order.id).executeTakeFirstOrThrow()).shop_id,
    ).toBe(shop.id);
    const items = await db
      .selectFrom('order_items')
      .select(['contractor_id', 'contractor_markup_amt_cents'])
      .where('order_id', '=', order.id)
      .execute();
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.contractor_id).toBe(shop.user_id);
      expect(item.contractor_markup_amt_cents).toBeGreaterThan(0);
    }
  });

  it("keeps a project's showroom when the guest cart had none", async () => {
    const customer = await freshCustomer();
    const [productId] = await inStockProducts(1);
    const guest = cartOf((await add(productId!)).body);
    const created = await call(
      'POST',
      '/api/projectCart',
      { my_item: { showroom: 'OAKS2026' }, cart_id: guest.cart_id },
      customer.token,
    );
    expect(created.status).toBe(201);
    const cart = cartOf(
      (await call('GET', `/api/projectCart?project=${created.body.data}`, undefined, customer.token)).body,
    );
    expect(cart.showroom).toBe('OAKS2026');
    expect(cart.Project_tans[0]!.price).toBe(await shownPrice(productId!, 'OAKS2026'));
  });

  it('refuses to attach a showroom cart to a project cart holding lines of another showroom, and keeps both', async () => {
    const customer = await freshCustomer();
    const [first, second] = await inStockProducts(2);
    const own = cartOf((await add(first!, { showroom: 'OAKS2026' }, customer.token)).body);
    const guest = cartOf((await add(second!, { showroom: 'DEMO0001' })).body);
    const refused = await call(
      'POST',
      '/api/projectCart/add_project_to_cart',
      { cart_id: guest.cart_id, re_temp_project_id: guest.temp_project_id, project_id: own.project_id },
      customer.token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(cartMessages.otherShowroom('OAKS2026'));
    expect((await call('GET', `/api/cart?cart_id=${guest.cart_id}`)).status).toBe(200);
    expect(cartOf((await call('GET', `/api/cart?cart_id=${own.cart_id}`, undefined, customer.token)).body)).toEqual(
      own,
    );
  });
});
