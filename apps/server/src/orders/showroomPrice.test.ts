import { finalUnitPriceCents } from '@showroom/domain';
import type { Product, ProductSummary, ShoppingCart } from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey, testCardPayment, testShippingAddress } from '../testing/checkoutCart.ts';
import { type TestServer, createTestServer, roleAccounts } from '../testing/testServer.ts';
import { NO_SHOWROOM_PRICING, customerUnitCents, pricingOfShop } from './showroomPrice.ts';

/**
 * Every price a customer sees in a showroom is the price checkout charges: the wholesale price
 * plus the showroom's markup (orders/showroomPrice.ts). The showrooms are set up so the rule's
 * edges show: DEMO0001 12 %, OAKS2026 12.5 % (half-cent markups round up), TILE4YOU 7 %
 * (below the minimum: sold at 10 %). Product 1001 is given a wholesale price of $19.99 and its
 * first size $10.04, so the expected prices below are written out by hand.
 */

let server: TestServer;
let customerToken: string;
const productId = 1001;
let sizeId: number;

beforeAll(async () => {
  // The lookup cache would keep a showroom's markup for 10 s; these tests change it first.
  server = await createTestServer({ config: { catalogCacheTtlMs: 0 } });
  customerToken = await server.tokenFor(roleAccounts.User);
  const { db } = server.database;
  await db.updateTable('shops').set({ markup_percent: 12.5 }).where('vsd_id', '=', 'OAKS2026').execute();
  await db.updateTable('shops').set({ markup_percent: 7 }).where('vsd_id', '=', 'TILE4YOU').execute();
  await db.updateTable('products').set({ price_cents: 1999, in_stock: 1 }).where('id', '=', productId).execute();
  const size = await db
    .selectFrom('size_sets')
    .select('id')
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  sizeId = size.id;
  await db.updateTable('size_sets').set({ price_cents: 1004 }).where('id', '=', sizeId).execute();
});
afterAll(async () => {
  await server.close();
});

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  token?: string,
): Promise<{ status: number; data: T; text: string }> {
  const response = await server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  const body = response.json<{ data: T }>();
  return { status: response.statusCode, data: body.data, text: response.body };
}

async function wholesaleCents(ids: readonly number[]): Promise<Map<number, number>> {
  const rows = await server.database.db
    .selectFrom('products')
    .select(['id', 'price_cents'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.price_cents]));
}

async function markupOf(vsdId: string): Promise<number> {
  const shop = await server.database.db
    .selectFrom('shops')
    .select('markup_percent')
    .where('vsd_id', '=', vsdId)
    .executeTakeFirstOrThrow();
  return Number(shop.markup_percent);
}

/** Each listed product costs its wholesale price plus `markup` (the machines' rule). */
async function expectPricedAt(products: readonly ProductSummary[], markup: number) {
  expect(products.length).toBeGreaterThan(0);
  const base = await wholesaleCents(products.map((product) => product.id));
  for (const product of products) {
    expect(Math.round(product.price * 100), `product ${product.id}`).toBe(
      finalUnitPriceCents(base.get(product.id)!, markup),
    );
  }
}

describe('the customer price rule', () => {
  it('adds the markup in whole cents, half up, never below 10 %', () => {
    const at = (markup: number) => pricingOfShop({ id: 1, user_id: 1, markup_percent: markup });
    expect(customerUnitCents(1999, at(12))).toBe(2239); // 239.88 → 240
    expect(customerUnitCents(1004, at(12.5))).toBe(1130); // 125.5 → 126
    expect(customerUnitCents(1004, at(12))).toBe(1124); // 120.48 → 120
    expect(customerUnitCents(1999, at(7))).toBe(2199); // raised to 10 %
    expect(customerUnitCents(1999, NO_SHOWROOM_PRICING)).toBe(2199);
    expect(customerUnitCents(0, at(15))).toBe(0);
    // A markup stored as text (a numeric column) is read as its number.
    expect(pricingOfShop({ id: 1, user_id: 1, markup_percent: '15' as unknown as number }).markupPercent).toBe(15);
  });
});

describe('the catalogue shows the price the customer pays in the showroom', () => {
  it.each([
    ['DEMO0001', 2239, 1124],
    ['OAKS2026', 2249, 1130],
    ['TILE4YOU', 2199, 1104],
  ])('the product page in %s: $%i cents, its size %i cents', async (showroom, price, sizePrice) => {
    const { status, data, text } = await call<Product>('GET', `/api/public?pid=${productId}&showroom=${showroom}`);
    expect(status).toBe(200);
    expect(Math.round(data.price * 100)).toBe(price);
    expect(Math.round(data.sizes.find((size) => size.id === sizeId)!.price * 100)).toBe(sizePrice);
    // The wholesale prices are not in the answer.
    expect(text).not.toContain('19.99');
    expect(text).not.toContain('10.04');
  });

  it('without a showroom, or with an unknown one, the product page is at the 10 % minimum', async () => {
    for (const url of [`/api/public?pid=${productId}`, `/api/public?pid=${productId}&showroom=NOSUCH01`]) {
      const { data } = await call<Product>('GET', url);
      expect(Math.round(data.price * 100)).toBe(2199);
      expect(Math.round(data.sizes.find((size) => size.id === sizeId)!.price * 100)).toBe(1104);
    }
  });

  it.each(['DEMO0001', 'OAKS2026', 'TILE4YOU'])('a category page in %s', async (showroom) => {
    const category = showroom === 'TILE4YOU' ? 3 : 1;
    const { data } = await call<{ data: ProductSummary[] }>('POST', '/api/visualization/products', {
      category,
      showroom,
      per_page: 50,
    });
    await expectPricedAt(data.data, await markupOf(showroom));
  });

  it('a category page without a showroom is at 10 %', async () => {
    const { data } = await call<{ data: ProductSummary[] }>('POST', '/api/visualization/products', { category: 1 });
    await expectPricedAt(data.data, 10);
  });

  it('top products, customers also viewed and recently viewed, per showroom', async () => {
    const top = await call<ProductSummary[]>('POST', '/api/top_products/', { showroom: 'OAKS2026' });
    await expectPricedAt(top.data, 12.5);
    const also = await call<ProductSummary[]>('POST', '/api/customer_also_viewed/', {
      product_id: productId,
      showroom: 'DEMO0001',
    });
    await expectPricedAt(also.data, 12);
    const ids = [productId, ...top.data.slice(0, 3).map((product) => product.id)];
    const recent = await call<ProductSummary[]>('POST', '/api/recently_viewed/', {
      product_ids: ids,
      showroom: 'TILE4YOU',
    });
    await expectPricedAt(recent.data, 10);
    expect(Math.round(recent.data[0]!.price * 100)).toBe(2199);
    const plainTop = await call<ProductSummary[]>('POST', '/api/top_products/', {});
    await expectPricedAt(plainTop.data, 10);
  });
});

interface PlacedAnswer {
  order: { subtotal: number; shipping_charge: number; total: number };
  items: { final_price: number; qty: number }[];
}

describe('the cart shows what checkout charges', () => {
  it("a guest's cart in DEMO0001: the catalogue's price, totals, free delivery on the customer's amounts, and the order costs the same", async () => {
    // 45 × $10.04 = $451.80 wholesale, under the $499 free-delivery threshold; 45 × $11.24 =
    // $505.80 is what the customer pays, so delivery is free.
    const added = await call<ShoppingCart>('POST', '/api/projectCart/sync_to_cart', {
      product_id: productId,
      size_id: sizeId,
      quantity: 45,
      action: 'cart',
      showroom: 'DEMO0001',
    });
    expect(added.status).toBe(200);
    const line = added.data.Project_tans[0]!;
    expect(line.price).toBe(11.24);
    expect(line.amount).toBe(505.8);
    expect(added.data.vendors).toEqual([
      expect.objectContaining({ subtotal: 505.8, shipping_charge: 0, free_delivery_remaining: 0 }),
    ]);
    expect(added.data).toMatchObject({ subtotal: 505.8, shipping_charge: 0, total: 505.8 });
    expect(added.text).not.toContain('10.04');

    const cartId = added.data.cart_id;
    const seen = await call<ShoppingCart>('GET', `/api/cart?cart_id=${cartId}`, undefined, customerToken);
    expect(seen.data).toMatchObject({ subtotal: 505.8, shipping_charge: 0, total: 505.8 });
    const profile = await call<{ shipping_charge: number }>(
      'GET',
      `/api/profile?checkout=1&cart_id=${cartId}`,
      undefined,
      customerToken,
    );
    expect(profile.data.shipping_charge).toBe(0);

    const placed = await call<PlacedAnswer>(
      'POST',
      '/api/checkout',
      {
        cart_id: cartId,
        idempotency_key: newIdempotencyKey(),
        shipping_address: testShippingAddress,
        payment: testCardPayment(),
      },
      customerToken,
    );
    expect(placed.status).toBe(201);
    expect(placed.data.order).toMatchObject({
      subtotal: seen.data.subtotal,
      shipping_charge: seen.data.shipping_charge,
      total: seen.data.total,
    });
    expect(placed.data.items).toEqual([expect.objectContaining({ final_price: line.price, qty: 45 })]);
  });

  it("a customer's own cart takes the showroom it is shopped in; several lines and vendors add up to the order", async () => {
    const { db } = server.database;
    // The demo customer's carts are in DEMO0001; this one starts without a showroom.
    const customerId = await server.userIdOf(roleAccounts.User);
    await db.updateTable('carts').set({ shop_id: null }).where('user_id', '=', customerId).execute();
    const other = await db
      .selectFrom('products')
      .select(['id', 'vendor_id'])
      .where('in_stock', '=', 1)
      .where('id', '<>', productId)
      .where('vendor_id', '<>', db.selectFrom('products').select('vendor_id').where('id', '=', productId))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const add = (payload: Record<string, unknown>) =>
      call<ShoppingCart>('POST', '/api/projectCart/sync_to_cart', { action: 'cart', ...payload }, customerToken);
    const first = await add({ product_id: productId, size_id: sizeId, quantity: 3, showroom: 'OAKS2026' });
    expect(first.data.showroom).toBe('OAKS2026');
    const cart = await add({ cart_id: first.data.cart_id, product_id: other.id, quantity: 2, showroom: 'OAKS2026' });
    expect(cart.data.Project_tans.find((each) => each.product_id === productId)).toMatchObject({
      price: 11.3,
      amount: 33.9,
    });
    const product = await call<Product>('GET', `/api/public?pid=${other.id}&showroom=OAKS2026`);
    const otherLine = cart.data.Project_tans.find((each) => each.product_id === other.id)!;
    // The line's unit price is the one the product page showed for that size in this showroom.
    expect(otherLine.price).toBe(
      product.data.sizes.find((size) => size.id === otherLine.size_id)?.price ?? product.data.price,
    );
    const subtotalCents = cart.data.Project_tans.reduce((sum, each) => sum + Math.round(each.amount * 100), 0);
    expect(Math.round(cart.data.subtotal * 100)).toBe(subtotalCents);
    expect(cart.data.vendors).toHaveLength(2);
    expect(Math.round(cart.data.total * 100)).toBe(subtotalCents + Math.round(cart.data.shipping_charge * 100));

    const current = await call<ShoppingCart>('GET', '/api/projectCart', undefined, customerToken);
    expect(current.data).toMatchObject({
      cart_id: cart.data.cart_id,
      subtotal: cart.data.subtotal,
      total: cart.data.total,
    });
    const profile = await call<{ shipping_charge: number }>('GET', '/api/profile?checkout=1', undefined, customerToken);
    expect(profile.data.shipping_charge).toBe(cart.data.shipping_charge);
    const placed = await call<PlacedAnswer>(
      'POST',
      '/api/checkout',
      {
        cart_id: cart.data.cart_id,
        idempotency_key: newIdempotencyKey(),
        shipping_address: testShippingAddress,
        payment: testCardPayment(),
      },
      customerToken,
    );
    expect(placed.status).toBe(201);
    expect(placed.data.order).toEqual(
      expect.objectContaining({
        subtotal: cart.data.subtotal,
        shipping_charge: cart.data.shipping_charge,
        total: cart.data.total,
      }),
    );
  });

  it('a cart without a showroom is priced at the 10 % minimum, as the catalogue without a showroom shows it and checkout charges it, whatever showroom the customer registered from', async () => {
    const { db } = server.database;
    const token = await server.tokenFor('customer2@demo.test');
    const id = await server.userIdOf('customer2@demo.test');
    const shop = await db.selectFrom('shops').select('id').where('vsd_id', '=', 'DEMO0001').executeTakeFirstOrThrow();
    await db.updateTable('users').set({ registered_shop_id: shop.id }).where('id', '=', id).execute();
    await db.updateTable('carts').set({ shop_id: null }).where('user_id', '=', id).execute();
    await db
      .deleteFrom('cart_items')
      .where('cart_id', 'in', db.selectFrom('carts').select('id').where('user_id', '=', id))
      .execute();
    const shown = await call<Product>('GET', `/api/public?pid=${productId}`);
    const shownPrice = shown.data.sizes.find((size) => size.id === sizeId)?.price;
    expect(shownPrice).toBe(11.04);
    const cart = await call<ShoppingCart>(
      'POST',
      '/api/projectCart/sync_to_cart',
      { product_id: productId, size_id: sizeId, quantity: 2, action: 'cart' },
      token,
    );
    expect(cart.data.showroom).toBeNull();
    expect(cart.data.Project_tans[0]).toMatchObject({ price: shownPrice, amount: 22.08 });
    const placed = await call<PlacedAnswer>(
      'POST',
      '/api/checkout',
      {
        cart_id: cart.data.cart_id,
        idempotency_key: newIdempotencyKey(),
        shipping_address: testShippingAddress,
        payment: testCardPayment(),
      },
      token,
    );
    expect(placed.status).toBe(201);
    expect(placed.data.order).toMatchObject({ subtotal: 22.08, shipping_charge: 49, total: 71.08 });
  });
});
