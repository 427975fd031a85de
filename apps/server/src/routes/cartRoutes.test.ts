import { finalUnitPriceCents } from '@showroom/domain';
import {
  FLAT_SHIPPING_PER_VENDOR_CENTS,
  MAX_CART_LINE_QUANTITY,
  cartMessages,
  endpoints,
  type ShoppingCart,
} from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

let server: TestServer;
let customerToken: string;
let otherCustomerToken: string;
let customerId: number;
beforeAll(async () => {
  server = await createTestServer();
  customerToken = await server.tokenFor('customer@demo.test');
  otherCustomerToken = await server.tokenFor('customer2@demo.test');
  customerId = await server.userIdOf('customer@demo.test');
});
afterAll(async () => {
  await server.close();
});

type Answer = { status: number; body: Record<string, unknown>; cart: ShoppingCart | null };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { payload, token }: { payload?: object; token?: string } = {},
): Promise<Answer> {
  const response = await server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = response.json() as Record<string, unknown>;
  const parsed = endpoints.getCart.response.safeParse(body);
  return { status: response.statusCode, body, cart: parsed.success ? parsed.data.data : null };
}

/** A product of the demo catalogue with its catalogue price in cents and vendor. */
async function product(offset = 0) {
  return server.database.db
    .selectFrom('products')
    .select(['id', 'price_cents', 'vendor_id', 'name'])
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
}

async function sizeOf(productId: number) {
  return server.database.db
    .selectFrom('size_sets')
    .select(['id', 'price_cents'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function newGuestCart(productId: number, quantity = 1, token?: string) {
  const answer = await call('POST', '/api/projectCart/sync_to_cart', {
    payload: { product_id: productId, quantity, action: 'cart' },
    ...(token ? { token } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.cart!;
}

describe('guest carts', () => {
  it('issue an unguessable cart id and a temporary project on the first add', async () => {
    const first = await product();
    const cart = await newGuestCart(first.id, 2);
    expect(cart.cart_id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cart.temp_project_id).toEqual(expect.any(Number));
    expect(cart.project_id).toBeNull();
    const other = await newGuestCart(first.id);
    expect(other.cart_id).not.toBe(cart.cart_id);
    expect(cart.Project_tans).toHaveLength(1);
    expect(cart.total_qty).toBe(2);
  });

  it('open with their cart id only: the temporary project id alone opens nothing', async () => {
    const cart = await newGuestCart((await product()).id);
    const byId = await call('GET', `/api/cart?cart_id=${cart.cart_id}`);
    expect(byId.status).toBe(200);
    expect(byId.cart?.cart_id).toBe(cart.cart_id);
    const byTemp = await call('GET', `/api/projectCart?temp_project_id=${cart.temp_project_id}&is_cart=1`);
    expect(byTemp.status).toBe(404);
    const wrongTemp = await call(
      'GET',
      `/api/projectCart?cart_id=${cart.cart_id}&temp_project_id=${cart.temp_project_id! + 1}&is_cart=1`,
    );
    expect(wrongTemp.status).toBe(404);
    const both = await call(
      'GET',
      `/api/projectCart?cart_id=${cart.cart_id}&temp_project_id=${cart.temp_project_id}&is_cart=1`,
    );
    expect(both.cart?.cart_id).toBe(cart.cart_id);
  });

  it("cannot read or change another guest's cart without its id", async () => {
    const mine = await newGuestCart((await product()).id);
    const theirs = await newGuestCart((await product(1)).id);
    const line = theirs.Project_tans[0]!;
    // Using my cart id with their line: the line is not in my cart.
    const update = await call('POST', '/api/projectCart/update_cart', {
      payload: { cart_id: mine.cart_id, line_id: line.id, quantity: 5 },
    });
    expect(update.status).toBe(404);
    expect(update.body.message).toBe(cartMessages.lineNotFound);
    const remove = await call('DELETE', `/api/cart/destroy/${line.id}?cart_id=${mine.cart_id}`);
    expect(remove.status).toBe(404);
    // One character off (never the same one: an id ending in 'x' made this guess their id).
    const near = `${theirs.cart_id.slice(0, -1)}${theirs.cart_id.endsWith('x') ? 'y' : 'x'}`;
    const guess = await call('GET', `/api/cart?cart_id=${near}`);
    expect(guess.status).toBe(404);
    expect(guess.body.message).toBe(cartMessages.cartNotFound);
    const after = await call('GET', `/api/cart?cart_id=${theirs.cart_id}`);
    expect(after.cart?.Project_tans[0]?.qty).toBe(1);
  });

  it("a customer's own cart does not open for anyone else, even with its id", async () => {
    const own = await call('GET', '/api/projectCart', { token: customerToken });
    expect(own.status).toBe(200);
    const cartId = own.cart!.cart_id;
    expect((await call('GET', `/api/cart?cart_id=${cartId}`)).status).toBe(404);
    expect((await call('GET', `/api/cart?cart_id=${cartId}`, { token: otherCustomerToken })).status).toBe(404);
    expect((await call('GET', `/api/cart?cart_id=${cartId}`, { token: customerToken })).status).toBe(200);
  });
});

describe('prices and quantities', () => {
  it('ignores a price or total the client sends: the catalogue price counts', async () => {
    const first = await product();
    const size = await sizeOf(first.id);
    const answer = await call('POST', '/api/projectCart/sync_to_cart', {
      payload: {
        product_id: first.id,
        quantity: 3,
        action: 'cart',
        price: 0.01,
        amount: 0.03,
        total: 0.03,
        subtotal: 0,
      },
    });
    expect(answer.status).toBe(200);
    const line = answer.cart!.Project_tans[0]!;
    // A guest cart without a showroom: the catalogue's wholesale price plus the 10 % minimum.
    const customerCents = finalUnitPriceCents(size.price_cents, 10);
    expect(line.price).toBe(customerCents / 100);
    expect(line.amount).toBe((customerCents * 3) / 100);
    expect(answer.cart!.subtotal).toBe((customerCents * 3) / 100);
    const stored = await server.database.db
      .selectFrom('cart_items')
      .select('unit_price_cents')
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow();
    expect(stored.unit_price_cents).toBe(size.price_cents);
  });

  it('sets a quantity (not adds): sending the same value twice leaves the same cart', async () => {
    const cart = await newGuestCart((await product()).id, 1);
    const line = cart.Project_tans[0]!;
    const payload = { cart_id: cart.cart_id, line_id: line.id, quantity: 7 };
    const once = await call('POST', '/api/projectCart/update_cart', { payload });
    const twice = await call('POST', '/api/projectCart/update_cart', { payload });
    expect(once.cart?.Project_tans[0]?.qty).toBe(7);
    expect(twice.cart).toEqual(once.cart);
  });

  it('adds to the line already holding the product and size, and refuses going past the maximum', async () => {
    const first = await product();
    const cart = await newGuestCart(first.id, 2);
    const again = await call('POST', '/api/projectCart/sync_to_cart', {
      payload: { cart_id: cart.cart_id, product_id: first.id, quantity: 3, action: 'cart' },
    });
    expect(again.cart?.Project_tans).toHaveLength(1);
    expect(again.cart?.Project_tans[0]?.qty).toBe(5);
    const over = await call('POST', '/api/projectCart/sync_to_cart', {
      payload: { cart_id: cart.cart_id, product_id: first.id, quantity: MAX_CART_LINE_QUANTITY, action: 'cart' },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ quantity: [cartMessages.aboveMaximum] });
    const tooMany = await call('POST', '/api/projectCart/update_cart', {
      payload: { cart_id: cart.cart_id, line_id: cart.Project_tans[0]!.id, quantity: MAX_CART_LINE_QUANTITY + 1 },
    });
    expect(tooMany.status).toBe(422);
    for (const quantity of [0, -1, 1.5, '2']) {
      const refused = await call('POST', '/api/projectCart/update_cart', {
        payload: { cart_id: cart.cart_id, line_id: cart.Project_tans[0]!.id, quantity },
      });
      expect(refused.status, String(quantity)).toBe(422);
    }
    expect((await call('GET', `/api/cart?cart_id=${cart.cart_id}`)).cart?.Project_tans[0]?.qty).toBe(5);
  });

  it("refuses less than the product's minimum unit", async () => {
    const boxed = await product(2);
    await server.database.db.updateTable('products').set({ min_qty: 4 }).where('id', '=', boxed.id).execute();
    try {
      const below = await call('POST', '/api/projectCart/sync_to_cart', {
        payload: { product_id: boxed.id, quantity: 3, action: 'cart' },
      });
      expect(below.status).toBe(422);
      expect(below.body.errors).toEqual({ quantity: [cartMessages.belowMinimum(4)] });
      const cart = await newGuestCart(boxed.id, 4);
      expect(cart.Project_tans[0]?.min_qty).toBe(4);
      const lowered = await call('POST', '/api/projectCart/update_cart', {
        payload: { cart_id: cart.cart_id, line_id: cart.Project_tans[0]!.id, quantity: 2 },
      });
      expect(lowered.status).toBe(422);
      expect(lowered.body.errors).toEqual({ quantity: [cartMessages.belowMinimum(4)] });
    } finally {
      await server.database.db.updateTable('products').set({ min_qty: 1 }).where('id', '=', boxed.id).execute();
    }
  });

  it('refuses unknown products and foreign sizes with a 422 naming the field, creating nothing', async () => {
    const carts = async () => (await server.database.db.selectFrom('carts').select('id').execute()).length;
    const before = await carts();
    const unknown = await call('POST', '/api/projectCart/sync_to_cart', {
      payload: { product_id: 987654321, quantity: 1, action: 'cart' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ product_id: [cartMessages.productInvalid] });
    const other = await product(1);
    const foreignSize = await sizeOf(other.id);
    const wrongSize = await call('POST', '/api/projectCart/sync_to_bulk_cart', {
      payload: {
        items: [
          { product_id: (await product()).id, quantity: 1 },
          { product_id: (await product()).id, size_id: foreignSize.id, quantity: 1 },
        ],
      },
    });
    expect(wrongSize.status).toBe(422);
    expect(wrongSize.body.errors).toEqual({ 'items.1.size_id': [cartMessages.sizeInvalid] });
    expect(await carts()).toBe(before);
  });

  it('removes a line, and a missing line is a clear 404', async () => {
    const cart = await newGuestCart((await product()).id);
    const line = cart.Project_tans[0]!;
    const removed = await call('DELETE', `/api/cart/destroy/${line.id}?cart_id=${cart.cart_id}`);
    expect(removed.status).toBe(200);
    expect(removed.cart?.Project_tans).toEqual([]);
    expect(removed.cart?.total_qty).toBe(0);
    const again = await call('DELETE', `/api/cart/destroy/${line.id}?cart_id=${cart.cart_id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(cartMessages.lineNotFound);
  });
});

describe('the cart view', () => {
  it('groups lines by vendor with per-vendor shipping and totals', async () => {
    const products = await server.database.db
      .selectFrom('products')
      .select(['id', 'vendor_id', 'price_cents'])
      .orderBy('price_cents')
      .execute();
    const cheapA = products.find((row) => row.price_cents < 10_000)!;
    const cheapB = products.find((row) => row.vendor_id !== cheapA.vendor_id && row.price_cents < 10_000)!;
    const cart = await newGuestCart(cheapA.id, 1);
    const answer = await call('POST', '/api/projectCart/sync_to_cart', {
      payload: { cart_id: cart.cart_id, product_id: cheapB.id, quantity: 1, action: 'cart' },
    });
    const view = answer.cart!;
    expect(view.vendors.map((vendor) => vendor.vendor_id)).toEqual([cheapA.vendor_id, cheapB.vendor_id]);
    for (const vendor of view.vendors) {
      expect(vendor.shipping_charge).toBe(FLAT_SHIPPING_PER_VENDOR_CENTS / 100);
      expect(vendor.vendor_name).not.toBe('');
      expect(vendor.line_ids).toHaveLength(1);
    }
    expect(view.shipping_charge).toBe((2 * FLAT_SHIPPING_PER_VENDOR_CENTS) / 100);
    expect(view.total).toBeCloseTo(view.subtotal + view.shipping_charge, 2);
    const line = view.Project_tans[0]!;
    expect(line).toMatchObject({ product_id: cheapA.id, vendor_id: cheapA.vendor_id, qty: 1, min_qty: 1 });
    expect(line.image).toMatch(/^\/media\//);
  });
});

describe("a signed-in customer's cart", () => {
  it('belongs to their project: adds go to their current cart', async () => {
    const first = await product(5);
    // The demo customer's carts are in DEMO0001.
    const added = await call('POST', '/api/projectCart/sync_to_cart', {
      payload: { product_id: first.id, quantity: 1, action: 'cart', showroom: 'DEMO0001' },
      token: customerToken,
    });
    expect(added.status).toBe(200);
    expect(added.cart?.project_id).toEqual(expect.any(Number));
    expect(added.cart?.temp_project_id).toBeNull();
    const project = await server.database.db
      .selectFrom('projects')
      .select('user_id')
      .where('id', '=', added.cart!.project_id!)
      .executeTakeFirstOrThrow();
    expect(project.user_id).toBe(customerId);
    const read = await call('GET', `/api/projectCart?project=${added.cart!.project_id}`, { token: customerToken });
    expect(read.cart?.cart_id).toBe(added.cart?.cart_id);
    const foreign = await call('GET', `/api/projectCart?project=${added.cart!.project_id}`, {
      token: otherCustomerToken,
    });
    expect(foreign.status).toBe(404);
  });

  it('takes the guest cart at sign-in: createProject with the saved cart id merges the lines', async () => {
    const first = await product(6);
    const second = await product(7);
    const guest = await newGuestCart(first.id, 2);
    await call('POST', '/api/projectCart/sync_to_cart', {
      payload: { cart_id: guest.cart_id, product_id: second.id, quantity: 1, action: 'cart' },
    });
    const created = await call('POST', '/api/projectCart', {
      payload: { my_item: { showroom: 'DEMO0001', floorplan: null, floorTemplate: null }, cart_id: guest.cart_id },
      token: customerToken,
    });
    expect(created.status).toBe(201);
    const projectId = created.body.data as number;
    const cart = await call('GET', `/api/projectCart?project=${projectId}`, { token: customerToken });
    expect(cart.cart?.Project_tans.map((line) => [line.product_id, line.qty])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    expect(cart.cart?.showroom).toBe('DEMO0001');
    // The guest cart is gone: its id opens nothing any more.
    expect((await call('GET', `/api/cart?cart_id=${guest.cart_id}`)).status).toBe(404);

    // A second guest cart attached to the same project adds up with what is there.
    const later = await newGuestCart(first.id, 3);
    const attached = await call('POST', '/api/projectCart/add_project_to_cart', {
      payload: { re_temp_project_id: later.temp_project_id, project_id: projectId, cart_id: later.cart_id },
      token: customerToken,
    });
    expect(attached.status).toBe(200);
    expect(attached.cart?.Project_tans.map((line) => [line.product_id, line.qty])).toEqual([
      [first.id, 5],
      [second.id, 1],
    ]);
  });

  it('attaching needs the cart id and its own temporary project; nothing changes when refused', async () => {
    const guest = await newGuestCart((await product()).id);
    const projectId = 701;
    const withoutId = await call('POST', '/api/projectCart/add_project_to_cart', {
      payload: { re_temp_project_id: guest.temp_project_id, project_id: projectId },
      token: customerToken,
    });
    expect(withoutId.status).toBe(422);
    expect(withoutId.body.errors).toEqual({ cart_id: [cartMessages.cartIdRequired] });
    const mismatch = await call('POST', '/api/projectCart/add_project_to_cart', {
      payload: { re_temp_project_id: guest.temp_project_id! + 1, project_id: projectId, cart_id: guest.cart_id },
      token: customerToken,
    });
    expect(mismatch.status).toBe(422);
    const notMine = await call('POST', '/api/projectCart/add_project_to_cart', {
      payload: { re_temp_project_id: guest.temp_project_id, project_id: projectId, cart_id: guest.cart_id },
      token: otherCustomerToken,
    });
    expect(notMine.status).toBe(404);
    const unknownCart = await call('POST', '/api/projectCart', {
      payload: { my_item: {}, cart_id: 'no-such-cart' },
      token: customerToken,
    });
    expect(unknownCart.status).toBe(404);
    expect((await call('GET', `/api/cart?cart_id=${guest.cart_id}`)).status).toBe(200);
  });

  it('replaces a project cart with update_project_cart and refuses a product listed twice', async () => {
    const first = await product(8);
    const replaced = await call('POST', '/api/projectCart/update_project_cart', {
      payload: { project_id: 702, items: [{ product_id: first.id, quantity: 2 }] },
      token: customerToken,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.cart?.Project_tans.map((line) => [line.product_id, line.qty])).toEqual([[first.id, 2]]);
    const twice = await call('POST', '/api/projectCart/update_project_cart', {
      payload: {
        project_id: 702,
        items: [
          { product_id: first.id, quantity: 2 },
          { product_id: first.id, quantity: 3 },
        ],
      },
      token: customerToken,
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ 'items.1.product_id': [cartMessages.duplicateLine] });
  });

  it('projects open for their owner only and keep their extra info', async () => {
    const saved = await call('PUT', '/api/projectCart/701', {
      payload: { extra_info: { room: 'kitchen', walls: 4 } },
      token: customerToken,
    });
    expect(saved.status).toBe(200);
    const read = await call('GET', '/api/projectCart/701', { token: customerToken });
    expect(read.body.data).toMatchObject({ id: 701, extra_info: { room: 'kitchen', walls: 4 }, showroom: 'DEMO0001' });
    expect((await call('GET', '/api/projectCart/701', { token: otherCustomerToken })).status).toBe(404);
    const huge = await call('PUT', '/api/projectCart/701', {
      payload: { extra_info: { notes: 'x'.repeat(70_000) } },
      token: customerToken,
    });
    expect(huge.status).toBe(422);
  });
});
