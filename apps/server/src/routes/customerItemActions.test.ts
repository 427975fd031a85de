import { type OrderItemStatus, customerStatusLabel, orderItemStatuses } from '@showroom/domain';
import { endpoints, orderItemStatusMessages, orderPagePath, type OrderItemDetail } from '@showroom/api';
import {
  canCancelItem,
  canRequestReturn,
  cancellationRefund,
  customerActionMessages,
  RETURN_REASON_MAX_LENGTH,
  returnRefund,
} from '@showroom/machines';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseFingerprinter } from '../testing/databaseFingerprint.ts';
import { signedInCalls } from '../testing/signedInCalls.ts';
import { type TestServer, createTestServer, roleAccounts } from '../testing/testServer.ts';

/**
 * §9 after-sales on the server: a customer cancels an item within 60 minutes of ordering and
 * asks to return a delivered one within 12 days, judged by @showroom/machines' rules at the
 * server's clock (injected here), for their own orders only; the history, the vendor's
 * notification, the reason the vendor reads, and the lost-update guard.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The server's clock: seeded at SEEDED_AT, moved by the tests. */
const SEEDED_AT = new Date('2026-06-01T18:00:00.000Z');
let now = SEEDED_AT;

let server: TestServer;
const { tokenOf, call } = signedInCalls(() => server);

/** The demo customer's after-sales items (demo/dataset.ts): waiting for approval, and delivered. */
const WAITING_ITEM = 5101;
const DELIVERED_ITEM = 5102;
const CUSTOMER = 'customer@demo.test';

beforeAll(async () => {
  server = await createTestServer({ clock: () => now });
});
afterAll(async () => {
  await server.close();
});

const cancel = (itemId: number, expected: string, email = CUSTOMER) =>
  call('POST', `/api/order_items/${itemId}/cancel`, email, { expected_status: expected });

const requestReturn = (itemId: number, expected: string, reason: string, email = CUSTOMER) =>
  call('POST', `/api/order_items/${itemId}/return`, email, { expected_status: expected, reason });

async function itemRow(itemId: number) {
  return server.database.db.selectFrom('order_items').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow();
}

async function orderOf(itemId: number) {
  return server.database.db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select(['o.id', 'o.order_number', 'o.created_at', 'o.subtotal_cents', 'o.shipping_charge_cents'])
    .where('i.id', '=', itemId)
    .executeTakeFirstOrThrow();
}

/** Puts an item in `status` since `statusDate`, its order placed at `placedAt`, no return reason. */
async function arrange(itemId: number, status: OrderItemStatus, placedAt: Date, statusDate: Date = placedAt) {
  const { db } = server.database;
  await db
    .updateTable('order_items')
    .set({ status, status_date: statusDate.toISOString(), return_reason: null })
    .where('id', '=', itemId)
    .execute();
  const order = await orderOf(itemId);
  // The schema types keep an order's time unchangeable; a test placing it in time is the exception.
  await sql`update orders set created_at = ${placedAt.toISOString()} where id = ${order.id}`.execute(db);
}

async function historyOf(itemId: number) {
  return server.database.db
    .selectFrom('order_item_status_changes')
    .selectAll()
    .where('order_item_id', '=', itemId)
    .orderBy('id')
    .execute();
}

async function notificationsOf(email: string) {
  const userId = await server.userIdOf(email);
  return server.database.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The e-mail of the item's vendor (vendor2@demo.test for the after-sales items). */
async function vendorOf(itemId: number): Promise<string> {
  const row = await server.database.db
    .selectFrom('order_items as i')
    .innerJoin('users as u', 'u.id', 'i.vendor_id')
    .select('u.email')
    .where('i.id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.email;
}

async function itemsAs(email: string, orderId: number): Promise<OrderItemDetail[]> {
  const answer = await call('GET', `/api/orders/${orderId}/items`, email);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return endpoints.listOrderItems.response.parse(answer.body).data.items;
}

beforeEach(() => {
  now = SEEDED_AT;
});

describe('a freshly seeded server', () => {
  it("offers the demo customer a cancel and a return, at the seeding clock, and closes an old delivery's", async () => {
    // Before any test moves them: the after-sales orders are as recent for the server as in the demo.
    const waiting = await orderOf(WAITING_ITEM);
    expect(Date.parse(waiting.created_at)).toBe(SEEDED_AT.getTime() - 20 * MINUTE);
    const [cancellable] = await itemsAs(CUSTOMER, waiting.id);
    expect(cancellable?.customer_actions?.cancel).toEqual({
      allowed: true,
      until: new Date(SEEDED_AT.getTime() + 40 * MINUTE).toISOString(),
      reason: null,
    });
    expect(cancellable?.customer_actions?.return).toEqual({
      allowed: false,
      until: null,
      reason: customerActionMessages['not-delivered'],
    });

    const delivered = await orderOf(DELIVERED_ITEM);
    const [returnable] = await itemsAs(CUSTOMER, delivered.id);
    expect(returnable).toMatchObject({ status: 'Delivered', return_reason: null });
    expect(Date.parse(returnable?.status_date ?? '')).toBe(SEEDED_AT.getTime() - 3 * DAY);
    expect(returnable?.customer_actions?.return).toEqual({
      allowed: true,
      until: new Date(SEEDED_AT.getTime() + 9 * DAY).toISOString(),
      reason: null,
    });

    // The demo's older delivery (order 3004, two months before DEMO_NOW) stays closed.
    const old = (await itemsAs(CUSTOMER, 3004)).find((item) => item.status === 'Delivered');
    expect(old?.customer_actions?.return).toEqual({
      allowed: false,
      until: null,
      reason: customerActionMessages['return-window-closed'],
    });
  });

  it('shows each item its refunds: a cancel in full, a return less its share of the shipping', async () => {
    for (const itemId of [WAITING_ITEM, DELIVERED_ITEM, 5013]) {
      const order = await orderOf(itemId);
      const row = await itemRow(itemId);
      const input = {
        lineTotalCents: row.final_price_cents * row.qty,
        orderSubtotalCents: order.subtotal_cents,
        orderShippingCents: order.shipping_charge_cents,
      };
      const item = (await itemsAs(CUSTOMER, order.id)).find((candidate) => candidate.id === itemId);
      const returned = returnRefund(input);
      expect(item?.customer_actions).toMatchObject({
        cancel_refund: cancellationRefund(input).refundCents / 100,
        return_refund: returned.refundCents / 100,
        restocking_fee: returned.restockingFeeCents / 100,
      });
    }
    // The after-sales orders pay the $49 flat shipping of a vendor under $499: a return keeps all of it.
    const [delivered] = await itemsAs(CUSTOMER, (await orderOf(DELIVERED_ITEM)).id);
    expect(delivered?.customer_actions).toMatchObject({
      cancel_refund: 290.38,
      return_refund: 241.38,
      restocking_fee: 49,
    });
  });

  it('gives the pros no customer actions, and the customer none on orders they did not place', async () => {
    const orderId = (await orderOf(WAITING_ITEM)).id;
    for (const email of [await vendorOf(WAITING_ITEM), 'admin@demo.test']) {
      const items = await itemsAs(email, orderId);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.customer_actions === null && item.return_reason === null)).toBe(true);
    }
    // The demo orders in DEMO0001 are Daniel Reyes's showroom's: his view of them has none either.
    const showroomItems = await itemsAs('contractor@demo.test', 3001);
    expect(showroomItems.every((item) => item.customer_actions === null)).toBe(true);
  });
});

describe('POST /api/order_items/{id}/cancel', () => {
  it("cancels within 60 minutes: 'Cancle', its history row, the vendor told, the item as the customer now sees it", async () => {
    const placedAt = new Date(SEEDED_AT.getTime() - 30 * MINUTE);
    await arrange(WAITING_ITEM, 'Waiting for approval', placedAt);
    const vendor = await vendorOf(WAITING_ITEM);
    const before = { history: (await historyOf(WAITING_ITEM)).length, notes: (await notificationsOf(vendor)).length };

    const answer = await cancel(WAITING_ITEM, 'Waiting for approval');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const parsed = endpoints.cancelOrderItem.response.parse(answer.body);
    expect(parsed.message).toBe(orderItemStatusMessages.cancelled);
    expect(parsed.data).toMatchObject({ id: WAITING_ITEM, status: 'Cancle', status_date: now.toISOString() });
    expect(parsed.data.customer_actions?.cancel).toEqual({
      allowed: false,
      until: null,
      reason: customerActionMessages['already-cancelled'],
    });
    const change = {
      from_status: 'Waiting for approval',
      status: 'Cancle',
      changed_by_name: 'Maya Lopez',
      changed_by_role: 'User',
      changed_at: now.toISOString(),
    };
    expect(parsed.data.status_history.at(-1)).toEqual(change);

    expect(await itemRow(WAITING_ITEM)).toMatchObject({ status: 'Cancle', status_date: now.toISOString() });
    const history = await historyOf(WAITING_ITEM);
    expect(history).toHaveLength(before.history + 1);
    expect(history.at(-1)).toMatchObject({
      from_status: 'Waiting for approval',
      to_status: 'Cancle',
      changed_by: await server.userIdOf(CUSTOMER),
      changed_by_role: 'User',
    });

    const notes = await notificationsOf(vendor);
    expect(notes).toHaveLength(before.notes + 1);
    const { product_name } = await itemRow(WAITING_ITEM);
    const { order_number } = await orderOf(WAITING_ITEM);
    expect(notes.at(-1)).toMatchObject({
      title: 'Item cancelled',
      message: `Maya Lopez cancelled ${product_name} in order ${order_number}.`,
      link: orderPagePath({ id: (await orderOf(WAITING_ITEM)).id, order_number }),
      read_at: null,
      created_at: now.toISOString(),
    });
    // The vendor's list has it as stored ('Cancle'); every page shows that as Cancelled.
    const [seen] = await itemsAs(vendor, (await orderOf(WAITING_ITEM)).id);
    expect(seen?.status).toBe('Cancle');
  });

  it('is open until the 60th minute and refused after it, with the rule’s reason; nothing changes', async () => {
    const placedAt = new Date(SEEDED_AT.getTime() - 61 * MINUTE);
    await arrange(WAITING_ITEM, 'Waiting for approval', placedAt);
    const fingerprint = await databaseFingerprinter(server.database);
    const before = await fingerprint();
    const late = await cancel(WAITING_ITEM, 'Waiting for approval');
    const verdict = canCancelItem('Waiting for approval', placedAt.toISOString(), now);
    expect(verdict).toMatchObject({ allowed: false, reason: 'cancel-window-closed' });
    const message = customerActionMessages['cancel-window-closed'];
    expect(late).toEqual({ status: 422, body: { success: false, message, errors: { status: [message] } } });
    expect(await fingerprint()).toEqual(before);

    // The same order one minute later on the clock's other side: the 60th minute is still open.
    now = new Date(placedAt.getTime() + 60 * MINUTE);
    expect((await cancel(WAITING_ITEM, 'Waiting for approval')).status).toBe(200);
  });

  it('refuses an item already on its way (Picked Up) with the rule’s reason', async () => {
    await arrange(WAITING_ITEM, 'Picked Up', new Date(SEEDED_AT.getTime() - 10 * MINUTE));
    const answer = await cancel(WAITING_ITEM, 'Picked Up');
    const message = customerActionMessages['on-its-way'];
    expect(answer).toEqual({ status: 422, body: { success: false, message, errors: { status: [message] } } });
    expect((await itemRow(WAITING_ITEM)).status).toBe('Picked Up');
  });

  it("answers 404 for another customer's item and for no item, changing nothing", async () => {
    await arrange(WAITING_ITEM, 'Waiting for approval', new Date(SEEDED_AT.getTime() - 10 * MINUTE));
    // Order 3003 is Grace Chen's (customer2@demo.test); made cancellable, still not Maya's.
    const foreign = 5008;
    await arrange(foreign, 'Waiting for approval', new Date(SEEDED_AT.getTime() - 10 * MINUTE));
    const fingerprint = await databaseFingerprinter(server.database);
    const before = await fingerprint();
    const notFound = { status: 404, body: { success: false, message: orderItemStatusMessages.itemNotFound } };
    expect(await cancel(foreign, 'Waiting for approval')).toEqual(notFound);
    expect(await requestReturn(foreign, 'Waiting for approval', 'Not mine.')).toEqual(notFound);
    expect(await cancel(999_999, 'Waiting for approval')).toEqual(notFound);
    expect(await fingerprint()).toEqual(before);
    // Its own customer may.
    expect((await cancel(foreign, 'Waiting for approval', 'customer2@demo.test')).status).toBe(200);
  });

  it('refuses every pro (the contract admits only customers) with 403, whoever owns the item', async () => {
    await arrange(WAITING_ITEM, 'Waiting for approval', new Date(SEEDED_AT.getTime() - 10 * MINUTE));
    await arrange(
      DELIVERED_ITEM,
      'Delivered',
      new Date(SEEDED_AT.getTime() - 5 * DAY),
      new Date(SEEDED_AT.getTime() - DAY),
    );
    const vendor = await vendorOf(WAITING_ITEM);
    // Signed in beforehand: a sign-in writes a token, the refusals must write nothing.
    const pros = [
      ...(['Vendor', 'Contractor', 'Designer', 'Admin'] as const).map((role) => roleAccounts[role]),
      vendor,
    ];
    for (const email of pros) await tokenOf(email);
    const fingerprint = await databaseFingerprinter(server.database);
    const before = await fingerprint();
    for (const role of ['Vendor', 'Contractor', 'Designer', 'Admin'] as const) {
      expect((await cancel(WAITING_ITEM, 'Waiting for approval', roleAccounts[role])).status, role).toBe(403);
      expect((await requestReturn(DELIVERED_ITEM, 'Delivered', 'Broken.', roleAccounts[role])).status, role).toBe(403);
    }
    // The item's own vendor too.
    expect((await cancel(WAITING_ITEM, 'Waiting for approval', vendor)).status).toBe(403);
    expect(await fingerprint()).toEqual(before);
  });

  it('answers 409 naming the status the customer would read now when they saw another one', async () => {
    await arrange(WAITING_ITEM, 'Vendor Approved', new Date(SEEDED_AT.getTime() - 10 * MINUTE));
    const fingerprint = await databaseFingerprinter(server.database);
    const before = await fingerprint();
    const answer = await cancel(WAITING_ITEM, 'Waiting for approval');
    const message = orderItemStatusMessages.conflict(customerStatusLabel('Vendor Approved'));
    expect(message).toContain('Approved');
    expect(answer).toEqual({ status: 409, body: { success: false, message, errors: { status: [message] } } });
    expect(await fingerprint()).toEqual(before);

    // Cancelled meanwhile (another tab): the second cancel hears 'Cancelled', never 'Cancle'.
    expect((await cancel(WAITING_ITEM, 'Vendor Approved')).status).toBe(200);
    const again = await cancel(WAITING_ITEM, 'Vendor Approved');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(orderItemStatusMessages.conflict('Cancelled'));
  });
});

describe('POST /api/order_items/{id}/return', () => {
  it('asks to return a delivered item 3 days after delivery: the trimmed reason is kept and the vendor reads it', async () => {
    const deliveredAt = new Date(SEEDED_AT.getTime() - 3 * DAY);
    await arrange(DELIVERED_ITEM, 'Delivered', new Date(SEEDED_AT.getTime() - 9 * DAY), deliveredAt);
    const vendor = await vendorOf(DELIVERED_ITEM);
    const notes = (await notificationsOf(vendor)).length;
    const reason = 'Two boxes arrived with cracked tiles.';

    const answer = await requestReturn(DELIVERED_ITEM, 'Delivered', `  ${reason}\n`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const parsed = endpoints.requestOrderItemReturn.response.parse(answer.body);
    expect(parsed.message).toBe(orderItemStatusMessages.returnRequested);
    expect(parsed.data).toMatchObject({
      status: 'Return Request',
      return_reason: reason,
      status_date: now.toISOString(),
    });
    expect(parsed.data.customer_actions?.return).toEqual({
      allowed: false,
      until: null,
      reason: customerActionMessages['return-requested'],
    });
    expect(await itemRow(DELIVERED_ITEM)).toMatchObject({ status: 'Return Request', return_reason: reason });
    expect((await historyOf(DELIVERED_ITEM)).at(-1)).toMatchObject({
      from_status: 'Delivered',
      to_status: 'Return Request',
      changed_by_role: 'User',
      changed_by_name: 'Maya Lopez',
    });

    const { product_name } = await itemRow(DELIVERED_ITEM);
    const order = await orderOf(DELIVERED_ITEM);
    const inbox = await notificationsOf(vendor);
    expect(inbox).toHaveLength(notes + 1);
    expect(inbox.at(-1)).toMatchObject({
      title: 'Return requested',
      message: `Maya Lopez asked to return ${product_name} in order ${order.order_number}: ${reason}`,
    });

    // GET /api/orders/{orderId}/items: the vendor and Admin read the reason beside the item.
    for (const email of [vendor, 'admin@demo.test']) {
      const [seen] = await itemsAs(email, order.id);
      expect(seen).toMatchObject({ id: DELIVERED_ITEM, status: 'Return Request', return_reason: reason });
      expect(seen?.customer_actions).toBeNull();
    }
  });

  it('is refused 13 days after delivery with the rule’s reason', async () => {
    const deliveredAt = new Date(SEEDED_AT.getTime() - 13 * DAY);
    await arrange(DELIVERED_ITEM, 'Delivered', new Date(SEEDED_AT.getTime() - 20 * DAY), deliveredAt);
    const fingerprint = await databaseFingerprinter(server.database);
    const before = await fingerprint();
    const answer = await requestReturn(DELIVERED_ITEM, 'Delivered', 'Too late?');
    expect(canRequestReturn('Delivered', deliveredAt.toISOString(), now)).toMatchObject({
      allowed: false,
      reason: 'return-window-closed',
    });
    const message = customerActionMessages['return-window-closed'];
    expect(answer).toEqual({ status: 422, body: { success: false, message, errors: { status: [message] } } });
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses an empty, blank or too long reason with 422 on errors.reason', async () => {
    await arrange(
      DELIVERED_ITEM,
      'Delivered',
      new Date(SEEDED_AT.getTime() - 5 * DAY),
      new Date(SEEDED_AT.getTime() - DAY),
    );
    const fingerprint = await databaseFingerprinter(server.database);
    const before = await fingerprint();
    for (const reason of ['', '   \n ', 'x'.repeat(RETURN_REASON_MAX_LENGTH + 1)]) {
      const answer = await requestReturn(DELIVERED_ITEM, 'Delivered', reason);
      expect(answer.status, `${reason.length} characters`).toBe(422);
      expect(Object.keys(answer.body.errors as object)).toEqual(['reason']);
    }
    expect(await fingerprint()).toEqual(before);
    // 500 characters are fine.
    const longest = 'y'.repeat(RETURN_REASON_MAX_LENGTH);
    expect((await requestReturn(DELIVERED_ITEM, 'Delivered', longest)).status).toBe(200);
    expect((await itemRow(DELIVERED_ITEM)).return_reason).toBe(longest);
  });

  it('refuses an item not delivered yet with the rule’s reason', async () => {
    await arrange(
      DELIVERED_ITEM,
      'Out For Delivery',
      new Date(SEEDED_AT.getTime() - 5 * DAY),
      new Date(SEEDED_AT.getTime() - DAY),
    );
    const answer = await requestReturn(DELIVERED_ITEM, 'Out For Delivery', 'Changed my mind.');
    const message = customerActionMessages['not-delivered'];
    expect(answer).toEqual({ status: 422, body: { success: false, message, errors: { status: [message] } } });
    expect((await itemRow(DELIVERED_ITEM)).status).toBe('Out For Delivery');
  });

  it('answers 409 when the customer saw Delivered but the item has moved on (its date is not a delivery)', async () => {
    // Returned by Admin 20 days after an old delivery: a stale "Delivered" view is a 409, not a closed window.
    await arrange(
      DELIVERED_ITEM,
      'Returned',
      new Date(SEEDED_AT.getTime() - 40 * DAY),
      new Date(SEEDED_AT.getTime() - 20 * DAY),
    );
    const answer = await requestReturn(DELIVERED_ITEM, 'Delivered', 'Broken.');
    const message = orderItemStatusMessages.conflict(customerStatusLabel('Returned'));
    expect(answer).toEqual({ status: 409, body: { success: false, message, errors: { status: [message] } } });
  });
});

describe('the server agrees with the machines on every status', () => {
  it('cancels, within the window, exactly the statuses canCancelItem allows; refuses the rest with its message', async () => {
    const placedAt = new Date(SEEDED_AT.getTime() - 15 * MINUTE);
    const mismatches: string[] = [];
    for (const status of orderItemStatuses) {
      await arrange(WAITING_ITEM, status, placedAt);
      const answer = await cancel(WAITING_ITEM, status);
      const verdict = canCancelItem(status, placedAt.toISOString(), now);
      const after = (await itemRow(WAITING_ITEM)).status;
      const ok = verdict.allowed
        ? answer.status === 200 && after === 'Cancle'
        : answer.status === 422 &&
          after === status &&
          JSON.stringify(answer.body.errors) === JSON.stringify({ status: [verdict.message] });
      if (!ok)
        mismatches.push(`${status}: expected ${verdict.allowed ? 200 : 422}, got ${answer.status}, item is ${after}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('takes, within 12 days of the status date, a return from exactly the statuses canRequestReturn allows', async () => {
    const statusDate = new Date(SEEDED_AT.getTime() - 2 * DAY);
    const mismatches: string[] = [];
    for (const status of orderItemStatuses) {
      await arrange(DELIVERED_ITEM, status, new Date(SEEDED_AT.getTime() - 10 * DAY), statusDate);
      const answer = await requestReturn(DELIVERED_ITEM, status, 'Truth table.');
      const verdict = canRequestReturn(status, statusDate.toISOString(), now);
      const after = await itemRow(DELIVERED_ITEM);
      const ok = verdict.allowed
        ? answer.status === 200 && after.status === 'Return Request' && after.return_reason === 'Truth table.'
        : answer.status === 422 &&
          after.status === status &&
          after.return_reason === null &&
          JSON.stringify(answer.body.errors) === JSON.stringify({ status: [verdict.message] });
      if (!ok)
        mismatches.push(
          `${status}: expected ${verdict.allowed ? 200 : 422}, got ${answer.status}, item is ${after.status}`,
        );
    }
    expect(mismatches).toEqual([]);
  });
});
