import { centsToDollars, priceOrderItem } from '@showroom/domain';
import { cartShippingChargeCents, checkoutMessages, endpoints, testPaymentCards } from '@showroom/api';
import { cardMessages } from '@showroom/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPaymentProvider } from '../payments/index.ts';
import {
  createTestCart,
  newIdempotencyKey,
  testCardPayment,
  testShippingAddress,
  type TestCartLine,
} from '../testing/checkoutCart.ts';
import { databaseFingerprinter, type Fingerprint } from '../testing/databaseFingerprint.ts';
import { type TestServer, createTestServer, roleAccounts } from '../testing/testServer.ts';

let server: TestServer;
let provider: TestPaymentProvider;
let fingerprint: () => Promise<Fingerprint>;
let customerId: number;
let customerToken: string;
/** In-stock products of two different vendors, and one out of stock. */
let productA: { id: number; price_cents: number; vendor_id: number; name: string };
let productB: { id: number; price_cents: number; vendor_id: number; name: string };
let outOfStock: { id: number; name: string };
/** Showroom DEMO0001 (shop 1): its markup and its contractor. */
let shop: { id: number; user_id: number; markup_percent: number };

beforeAll(async () => {
  provider = new TestPaymentProvider();
  server = await createTestServer({ config: { paymentProvider: provider } });
  fingerprint = await databaseFingerprinter(server.database);
  customerId = await server.userIdOf(roleAccounts.User);
  customerToken = await server.tokenFor(roleAccounts.User);
  const { db } = server.database;
  const products = await db
    .selectFrom('products')
    .select(['id', 'price_cents', 'vendor_id', 'name', 'in_stock'])
    .orderBy('id')
    .execute();
  productA = products.find((p) => p.in_stock === 1)!;
  productB = products.find((p) => p.in_stock === 1 && p.vendor_id !== productA.vendor_id)!;
  outOfStock = products.find((p) => p.in_stock === 0)!;
  shop = await db
    .selectFrom('shops')
    .select(['id', 'user_id', 'markup_percent'])
    .where('vsd_id', '=', 'DEMO0001')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown> & { message: string; errors?: Record<string, string[]> };
  replayed: boolean;
}

async function checkout(payload: Record<string, unknown>, token = customerToken): Promise<Answer> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json(),
    replayed: response.headers['idempotent-replayed'] === 'true',
  };
}

const cartOf = (lines: TestCartLine[], userId: number | null = customerId) =>
  createTestCart(server.database, { userId, shopId: shop.id, lines });

function request(cartId: string, extra: Record<string, unknown> = {}) {
  return {
    cart_id: cartId,
    idempotency_key: newIdempotencyKey(),
    shipping_address: testShippingAddress,
    payment: testCardPayment(),
    ...extra,
  };
}

const ordersOfCustomer = async () =>
  (
    await server.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', customerId)
      .executeTakeFirstOrThrow()
  ).n;

const linesOf = (cartId: string) =>
  server.database.db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .select('cart_items.id')
    .where('carts.public_id', '=', cartId)
    .execute();

describe('POST /api/checkout: a good card', () => {
  it('makes one order of the cart, priced by the rule from the server prices, and empties the cart', async () => {
    const cartId = await cartOf([
      { productId: productA.id, qty: 3, unitPriceCents: 1 },
      { productId: productB.id, qty: 2, unitPriceCents: 1 },
    ]);
    const body = request(cartId, { unit_price: 0.01, total: 0.01 });
    const answer = await checkout(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { data, message } = endpoints.placeOrder.response.parse(answer.body);
    expect(message).toBe(checkoutMessages.placed);
    expect(answer.replayed).toBe(false);

    const expectA = priceOrderItem({ baseUnitCents: productA.price_cents, qty: 3, markupPercent: shop.markup_percent });
    const expectB = priceOrderItem({ baseUnitCents: productB.price_cents, qty: 2, markupPercent: shop.markup_percent });
    const shipping = cartShippingChargeCents([
      { vendorId: productA.vendor_id, lineTotalCents: expectA.lineTotalCents },
      { vendorId: productB.vendor_id, lineTotalCents: expectB.lineTotalCents },
    ]);
    const subtotal = expectA.lineTotalCents + expectB.lineTotalCents;
    expect(data.order).toMatchObject({
      order_number: `WV-${new Date().getUTCFullYear()}-${String(data.order.id).padStart(6, '0')}`,
      user_id: customerId,
      showroom: 'DEMO0001',
      items_count: 2,
      subtotal: centsToDollars(subtotal),
      shipping_charge: centsToDollars(shipping),
      total: centsToDollars(subtotal + shipping),
      shipping_address: testShippingAddress,
    });
    expect(data.items).toMatchObject([
      {
        product_id: productA.id,
        qty: 3,
        final_price: centsToDollars(expectA.finalPriceCents),
        status: 'Waiting for approval',
        vendor_id: productA.vendor_id,
        contractor_id: shop.user_id,
        // A customer sees what it pays, not the showroom's or the platform's share.
        contractor_markup_amt: null,
        admin_profit_inclusive_tax: null,
        profit: null,
      },
      { product_id: productB.id, qty: 2, vendor_id: productB.vendor_id },
    ]);
    expect(data.payment).toEqual({ card_brand: 'visa', card_last4: '4242' });

    const stored = await server.database.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', data.order.id)
      .orderBy('id')
      .execute();
    expect(
      stored.map((item) => [
        item.final_price_cents,
        item.contractor_markup_amt_cents,
        item.admin_profit_inclusive_tax_cents,
      ]),
    ).toEqual([
      [expectA.finalPriceCents, expectA.contractorMarkupAmtCents, expectA.adminProfitInclusiveTaxCents],
      [expectB.finalPriceCents, expectB.contractorMarkupAmtCents, expectB.adminProfitInclusiveTaxCents],
    ]);
    expect(await linesOf(cartId)).toEqual([]);
  });

  it('keeps of the card only brand, last four and expiry: the database holds neither number nor CVV', async () => {
    const cartId = await cartOf([{ productId: productA.id, qty: 1 }]);
    const answer = await checkout(request(cartId, { payment: testCardPayment('5555 5555 5555 4444', '739') }));
    expect(answer.status).toBe(201);
    const card = await server.database.db
      .selectFrom('payment_cards')
      .selectAll()
      .where('user_id', '=', customerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ brand: 'mastercard', last4: '4444', exp_month: 12, name_on_card: 'Maya Lopez' });
    const { db } = server.database;
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    for (const table of tables) {
      // Every value of every row of every table: no full number, no security code.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table, read whole
      const rows = await (db as any).selectFrom(table).selectAll().execute();
      for (const row of rows as Record<string, unknown>[]) {
        for (const value of Object.values(row)) {
          const text = String(value);
          expect(text, `${table}`).not.toContain('5555555555554444');
          expect(text, `${table}`).not.toContain('5555 5555 5555 4444');
          if (table === 'payment_cards' || table === 'orders') expect(text, `${table}`).not.toBe('739');
        }
      }
    }
  });

  it('pays with the saved card when no card is sent, and says which card paid', async () => {
    const cartId = await cartOf([{ productId: productA.id, qty: 1 }]);
    const { payment: _payment, ...withoutCard } = request(cartId);
    const answer = await checkout(withoutCard);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { data } = endpoints.placeOrder.response.parse(answer.body);
    // The last card used above is the customer's saved card now.
    expect(data.payment).toEqual({ card_brand: 'mastercard', card_last4: '4444' });
  });

  it('uses a card for one order only when asked (save_card false): the saved card stays the one offered', async () => {
    const once = await cartOf([{ productId: productA.id, qty: 1 }]);
    const paid = await checkout(
      request(once, { payment: testCardPayment('4000 0566 5566 5556', '123'), save_card: false }),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // The order names the card it was paid with...
    expect(endpoints.placeOrder.response.parse(paid.body).data.payment).toEqual({
      card_brand: 'visa',
      card_last4: '5556',
    });
    // ...but the saved card is still the Mastercard: in the profile and for the next order.
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/profile?checkout=1',
      headers: { authorization: `Bearer ${customerToken}` },
    });
    expect(profile.json().data.payment_details).toMatchObject({ card_last4: '4444' });
    const next = await cartOf([{ productId: productA.id, qty: 1 }]);
    const { payment: _payment, ...withoutCard } = request(next);
    const saved = await checkout(withoutCard);
    expect(endpoints.placeOrder.response.parse(saved.body).data.payment).toEqual({
      card_brand: 'mastercard',
      card_last4: '4444',
    });
  });

  it('takes a guest cart held by its id', async () => {
    const cartId = await cartOf([{ productId: productA.id, qty: 1 }], null);
    expect((await checkout(request(cartId))).status).toBe(201);
  });
});

describe('POST /api/checkout: refused, nothing created or charged', () => {
  async function refused(payload: Record<string, unknown>, token = customerToken) {
    const before = await fingerprint();
    const charges = provider.approvedCharges;
    const answer = await checkout(payload, token);
    expect(await fingerprint()).toEqual(before);
    expect(provider.approvedCharges).toBe(charges);
    return answer;
  }

  it("answers a declined card with 402 and the provider's message", async () => {
    const cartId = await cartOf([{ productId: productA.id, qty: 2 }]);
    const answer = await refused(request(cartId, { payment: testCardPayment('4000 0000 0000 0002') }));
    expect(answer.status).toBe(402);
    expect(answer.body).toEqual({
      success: false,
      message: 'Your card was declined.',
      errors: { payment: ['Your card was declined.'] },
    });
    expect(await linesOf(cartId)).toHaveLength(1);
  });

  it('answers every documented declined card with its message, and a processor failure with 502', async () => {
    const cartId = await cartOf([{ productId: productA.id, qty: 1 }]);
    for (const card of testPaymentCards) {
      if (card.outcome.kind === 'approved') continue;
      const cvv = card.brand === 'american-express' ? '1234' : '123';
      const answer = await refused(request(cartId, { payment: testCardPayment(card.number, cvv) }));
      if (card.outcome.kind === 'declined') {
        expect([answer.status, answer.body.message]).toEqual([402, card.outcome.message]);
      } else {
        expect([answer.status, answer.body.message]).toEqual([502, checkoutMessages.providerUnavailable]);
      }
    }
    // A valid card that is not a test card: declined, this shop charges no real card.
    const live = await refused(request(cartId, { payment: testCardPayment('4111 1111 1111 1111') }));
    expect(live.status).toBe(402);
    expect(live.body.message).toMatch(/test mode/);
  });

  it('checks the card with the card rules (§8 texts)', async () => {
    const cartId = await cartOf([{ productId: productA.id, qty: 1 }]);
    const answer = await refused(request(cartId, { payment: { ...testCardPayment(), exp_date: '01/20' } }));
    expect([answer.status, answer.body.errors]).toEqual([422, { 'payment.exp_date': [cardMessages.invalidExpiry] }]);
    // The contract's own check of the form says it in the same words.
    const short = await refused(request(cartId, { payment: { ...testCardPayment(), cvv: '12' } }));
    expect(short.body.errors).toEqual({ 'payment.cvv': [cardMessages.invalidCvc] });
    const number = await refused(request(cartId, { payment: testCardPayment('4242 4242 4242 4241') }));
    expect(number.body.errors).toEqual({ 'payment.card_number': [cardMessages.invalidNumber] });
    const cvc = await refused(request(cartId, { payment: testCardPayment('3782 822463 10005', '123') }));
    expect(cvc.body.errors).toEqual({ 'payment.cvv': [cardMessages.invalidCvc] });
  });

  it('refuses an empty cart, an unknown cart and somebody else’s cart', async () => {
    const empty = await refused(request(await cartOf([])));
    expect([empty.status, empty.body.errors]).toEqual([422, { cart_id: [checkoutMessages.emptyCart] }]);
    const unknown = await refused(request('no-such-cart'));
    expect([unknown.status, unknown.body.errors]).toEqual([422, { cart_id: [checkoutMessages.cartNotFound] }]);
    const otherId = await server.userIdOf('customer2@demo.test');
    const theirs = await refused(request(await cartOf([{ productId: productA.id, qty: 1 }], otherId)));
    expect(theirs.body.errors).toEqual({ cart_id: [checkoutMessages.cartNotFound] });
  });

  it('refuses an out-of-stock product and an address outside the United States', async () => {
    const stock = await refused(request(await cartOf([{ productId: outOfStock.id, qty: 1 }])));
    expect(stock.status).toBe(422);
    expect(stock.body.errors?.cart_id?.[0]).toContain(outOfStock.name);
    const cartId = await cartOf([{ productId: productA.id, qty: 1 }]);
    const abroad = await refused(request(cartId, { shipping_address: { ...testShippingAddress, state: 'Ontario' } }));
    expect(abroad.status).toBe(422);
    expect(Object.keys(abroad.body.errors ?? {})).toEqual(['shipping_address.state']);
  });

  it('refuses to pay with a saved card that is not there', async () => {
    const email = 'customer2@demo.test';
    const token = await server.tokenFor(email);
    const userId = await server.userIdOf(email);
    await server.database.db.deleteFrom('payment_cards').where('user_id', '=', userId).execute();
    const { payment: _payment, ...withoutCard } = request(await cartOf([{ productId: productA.id, qty: 1 }], userId));
    const answer = await refused(withoutCard, token);
    expect([answer.status, answer.body.errors]).toEqual([422, { payment: [checkoutMessages.noSavedCard] }]);
  });
});

describe('POST /api/checkout: idempotent', () => {
  it('answers a repeated key with the first order, charging once', async () => {
    const cartId = await cartOf([{ productId: productA.id, qty: 1 }]);
    const body = request(cartId);
    const charges = provider.approvedCharges;
    const first = await checkout(body);
    const ordersAfterFirst = await ordersOfCustomer();
    const second = await checkout(body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.replayed).toBe(true);
    expect(second.body.data).toEqual(first.body.data);
    expect(await ordersOfCustomer()).toEqual(ordersAfterFirst);
    expect(provider.approvedCharges).toBe(charges + 1);
  });

  it('makes one order from five simultaneous requests with one key (a double click)', async () => {
    const cartId = await cartOf([
      { productId: productA.id, qty: 2 },
      { productId: productB.id, qty: 1 },
    ]);
    const body = request(cartId);
    const before = Number(await ordersOfCustomer());
    const charges = provider.approvedCharges;
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(body)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((answer) => (answer.body.data as { order: { id: number } }).order.id));
    expect(ids.size).toBe(1);
    expect(Number(await ordersOfCustomer())).toBe(before + 1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(provider.approvedCharges).toBe(charges + 1);
  });

  it('lets only one of two checkouts of the same cart with different keys through (two windows)', async () => {
    const cartId = await cartOf([{ productId: productA.id, qty: 1 }]);
    const before = Number(await ordersOfCustomer());
    const answers = await Promise.all([checkout(request(cartId)), checkout(request(cartId))]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    // The second either found the lines gone while recording (409, its charge voided) or the cart already empty (422).
    expect([409, 422]).toContain(statuses[1]);
    expect(Number(await ordersOfCustomer())).toBe(before + 1);
  });
});

describe('GET /api/orders and /api/orders/{id}/items by role (§6)', () => {
  let orderId: number;
  let items: {
    id: number;
    vendor_id: number;
    qty: number;
    final_price_cents: number;
    contractor_markup_amt_cents: number;
    admin_profit_inclusive_tax_cents: number;
  }[];

  beforeAll(async () => {
    const cartId = await cartOf([
      { productId: productA.id, qty: 2 },
      { productId: productB.id, qty: 3 },
    ]);
    const answer = await checkout(request(cartId));
    orderId = (answer.body.data as { order: { id: number } }).order.id;
    items = (await server.database.db
      .selectFrom('order_items')
      .select([
        'id',
        'vendor_id',
        'qty',
        'final_price_cents',
        'contractor_markup_amt_cents',
        'admin_profit_inclusive_tax_cents',
      ])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute()) as typeof items;
    // The second item is being returned: its profit counts against (§4).
    await server.database.db
      .updateTable('order_items')
      .set({ status: 'Returned' })
      .where('id', '=', items[1]!.id)
      .execute();
  });

  async function get(url: string, email: string) {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await server.tokenFor(email)}` },
    });
    return { status: response.statusCode, body: response.json() as { data: unknown } };
  }

  async function itemsAs(email: string) {
    const answer = await get(`/api/orders/${orderId}/items`, email);
    if (answer.status !== 200) return answer.status;
    return endpoints.listOrderItems.response.parse(answer.body).data;
  }

  it('shows a vendor its own items with final_price × qty as profit', async () => {
    const vendorEmail = (
      await server.database.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', productA.vendor_id)
        .executeTakeFirstOrThrow()
    ).email;
    const view = await itemsAs(vendorEmail);
    if (typeof view === 'number') throw new Error(`status ${view}`);
    const own = items.filter((item) => item.vendor_id === productA.vendor_id);
    expect(view.items.map((item) => item.id)).toEqual(own.map((item) => item.id));
    expect(view.items[0]).toMatchObject({
      profit: centsToDollars(own[0]!.final_price_cents * own[0]!.qty),
      contractor_markup_amt: null,
      admin_profit_inclusive_tax: null,
    });
    expect(view.order.items_count).toBe(own.length);
  });

  it('shows the showroom contractor every item with markup × qty, negated for a returned one', async () => {
    const view = await itemsAs('contractor@demo.test');
    if (typeof view === 'number') throw new Error(`status ${view}`);
    expect(view.items.map((item) => item.profit)).toEqual([
      centsToDollars(items[0]!.contractor_markup_amt_cents * items[0]!.qty),
      -centsToDollars(items[1]!.contractor_markup_amt_cents * items[1]!.qty),
    ]);
    expect(view.items[0]?.admin_profit_inclusive_tax).toBeNull();
    expect(view.order.profit).toBe(
      centsToDollars(
        items[0]!.contractor_markup_amt_cents * items[0]!.qty - items[1]!.contractor_markup_amt_cents * items[1]!.qty,
      ),
    );
  });

  it('shows Admin everything with admin_profit_inclusive_tax as profit', async () => {
    const view = await itemsAs('admin@demo.test');
    if (typeof view === 'number') throw new Error(`status ${view}`);
    expect(view.items.map((item) => item.profit)).toEqual([
      centsToDollars(items[0]!.admin_profit_inclusive_tax_cents),
      -centsToDollars(items[1]!.admin_profit_inclusive_tax_cents),
    ]);
  });

  it('hides the order from another showroom and another customer (404)', async () => {
    expect(await itemsAs('designer@demo.test')).toBe(404);
    expect(await itemsAs('customer2@demo.test')).toBe(404);
    const own = await itemsAs(roleAccounts.User);
    if (typeof own === 'number') throw new Error(`status ${own}`);
    expect(own.order.profit).toBeNull();
    expect(own.items).toHaveLength(2);
  });

  it('lists each role its orders, newest first, in the §3 pagination record', async () => {
    const { db } = server.database;
    const count = async (query: Promise<{ n: number | string }>) => Number((await query).n);
    const expected = {
      [roleAccounts.User]: await count(
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', customerId)
          .executeTakeFirstOrThrow(),
      ),
      'admin@demo.test': await count(
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
      'contractor@demo.test': await count(
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('shop_id', '=', shop.id)
          .executeTakeFirstOrThrow(),
      ),
    };
    for (const [email, total] of Object.entries(expected)) {
      const answer = await get('/api/orders?per_page=2', email);
      expect(answer.status).toBe(200);
      const page = endpoints.listOrders.response.parse(answer.body).data;
      expect(page).toMatchObject({ total, per_page: 2, current_page: 1, last_page: Math.max(1, Math.ceil(total / 2)) });
      expect(page.data[0]?.id).toBe(orderId);
      const last = endpoints.listOrders.response.parse((await get('/api/orders?per_page=2&page=999', email)).body).data;
      expect(last.current_page).toBe(page.last_page);
    }
  });
});
