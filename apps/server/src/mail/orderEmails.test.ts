import { formatUsd } from '@showroom/domain';
import { orderPagePath } from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestCart, newIdempotencyKey, testCardPayment, testShippingAddress } from '../testing/checkoutCart.ts';
import { type TestServer, createTestServer, roleAccounts } from '../testing/testServer.ts';

let server: TestServer;
let customerId: number;
let customerToken: string;
let products: { id: number; vendor_id: number; name: string }[];

beforeAll(async () => {
  server = await createTestServer();
  customerId = await server.userIdOf(roleAccounts.User);
  customerToken = await server.tokenFor(roleAccounts.User);
  const rows = await server.database.db
    .selectFrom('products')
    .select(['id', 'vendor_id', 'name', 'in_stock'])
    .where('in_stock', '=', 1)
    .orderBy('id')
    .execute();
  const first = rows[0]!;
  products = [first, rows.find((row) => row.vendor_id !== first.vendor_id)!];
});
afterAll(() => server.close());

const mailTo = (email: string) =>
  server.database.db.selectFrom('outbox').selectAll().where('to_email', '=', email).orderBy('id').execute();

async function placeOrder(): Promise<{ id: number; order_number: string; itemIds: number[] }> {
  const cartId = await createTestCart(server.database, {
    userId: customerId,
    lines: products.map((product) => ({ productId: product.id, qty: 2 })),
  });
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { authorization: `Bearer ${customerToken}` },
    payload: {
      cart_id: cartId,
      idempotency_key: newIdempotencyKey(),
      shipping_address: testShippingAddress,
      payment: testCardPayment(),
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const placed = answer.json().data as { order: { id: number; order_number: string }; items: { id: number }[] };
  return { ...placed.order, itemIds: placed.items.map((item) => item.id) };
}

describe('order e-mails (issue 34)', () => {
  it('confirms a placed order to the customer with an absolute link to it, and tells each vendor of its own items', async () => {
    const before = (await mailTo(roleAccounts.User)).length;
    const order = await placeOrder();
    const link = `http://localhost:3000${orderPagePath(order)}`;
    await vi.waitFor(async () => expect((await mailTo(roleAccounts.User)).length).toBe(before + 1));
    const confirmation = (await mailTo(roleAccounts.User)).at(-1)!;
    expect(confirmation.subject).toBe(`Your order ${order.order_number}`);
    expect(confirmation.body).toContain(products[0]!.name);
    expect(confirmation.body).toContain(testShippingAddress.street);
    expect(confirmation.body).toContain(link);
    expect(confirmation.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);

    for (const [index, product] of products.entries()) {
      const vendor = await server.database.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', product.vendor_id)
        .executeTakeFirstOrThrow();
      await vi.waitFor(async () =>
        expect((await mailTo(vendor.email)).map((mail) => mail.subject)).toContain(
          `New order items: ${order.order_number}`,
        ),
      );
      const mail = (await mailTo(vendor.email)).find((m) => m.subject === `New order items: ${order.order_number}`)!;
      expect(mail.body).toContain(product.name);
      expect(mail.body).not.toContain(products[1 - index]!.name);
    }
  });

  it('tells the customer of a status change in their words, and of the refund when they cancel', async () => {
    const order = await placeOrder();
    const vendorItem = order.itemIds[0]!;
    const admin = await server.tokenFor(roleAccounts.Admin);
    const changed = await server.app.inject({
      method: 'PUT',
      url: `/api/order_items/${vendorItem}/status`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { status: 'Accept to Pick Up', expected_status: 'Waiting for approval' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await vi.waitFor(async () =>
      expect((await mailTo(roleAccounts.User)).map((mail) => mail.subject)).toContain(
        `${products[0]!.name}: Being prepared`,
      ),
    );

    const cancelled = await server.app.inject({
      method: 'POST',
      url: `/api/order_items/${order.itemIds[1]!}/cancel`,
      headers: { authorization: `Bearer ${customerToken}` },
      payload: { expected_status: 'Waiting for approval' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refund = (cancelled.json().data as { customer_actions: { cancel_refund: number } }).customer_actions
      .cancel_refund;
    await vi.waitFor(async () =>
      expect((await mailTo(roleAccounts.User)).map((mail) => mail.subject)).toContain(
        `Refund for ${products[1]!.name}`,
      ),
    );
    const mail = (await mailTo(roleAccounts.User)).find((m) => m.subject === `Refund for ${products[1]!.name}`)!;
    expect(mail.body).toContain('refunded in full');
    expect(mail.body).toContain(formatUsd(refund));
    // One e-mail for a cancel: its refund, not also a status change.
    expect((await mailTo(roleAccounts.User)).map((m) => m.subject)).not.toContain(`${products[1]!.name}: Cancelled`);
  });
});
