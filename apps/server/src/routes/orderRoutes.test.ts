import {
  centsToDollars,
  customerStatusGroup,
  customerStatusLabel,
  type OrderItemStatus,
  orderItemStatuses,
  statusLabel,
} from '@showroom/domain';
import { endpoints, orderItemStatusMessages, orderPagePath, type OrderItemDetail } from '@showroom/api';
import { canChangeStatus, payoutReleaseDate, payoutSummary } from '@showroom/machines';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprinter } from '../testing/databaseFingerprint.ts';
import { signedInCalls } from '../testing/signedInCalls.ts';
import { type TestServer, createTestServer, roleAccounts } from '../testing/testServer.ts';

/**
 * Issue 16, orders on the server: the status change (`PUT /api/order_items/{id}/status`) against
 * the machines' rule for every role and every pair of statuses, ownership, the lost-update
 * guard under concurrent requests, the history and the customer's notification; the order
 * lists' filters, search and paging per role; the §9 payout summary.
 */

/** The server's "now": the demo orders (placed up to 90 days before 2026-01-15) are partly past 46 business days. */
const NOW = new Date('2026-03-20T18:00:00Z');

let server: TestServer;
const { call } = signedInCalls(() => server);

beforeAll(async () => {
  server = await createTestServer({ clock: () => NOW });
  // A second Admin, so two people can race for one item.
  const { db } = server.database;
  const {
    id: _id,
    email: _email,
    ...admin
  } = await db.selectFrom('users').selectAll().where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({ ...admin, email: 'admin2@example.test', first_name: 'Second', last_name: 'Admin' })
    .execute();
});
afterAll(async () => {
  await server.close();
});

const changeStatus = (email: string, itemId: number, expected: string, status: string) =>
  call('PUT', `/api/order_items/${itemId}/status`, email, { status, expected_status: expected });

async function setStatus(itemId: number, status: OrderItemStatus): Promise<void> {
  await server.database.db.updateTable('order_items').set({ status }).where('id', '=', itemId).execute();
}

async function itemRow(itemId: number) {
  return server.database.db.selectFrom('order_items').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow();
}

async function historyCount(itemId: number): Promise<number> {
  const row = await server.database.db
    .selectFrom('order_item_status_changes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('order_item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function notificationCount(userId: number): Promise<number> {
  const row = await server.database.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The first item (by id) of the demo orders the account may change: its own, its showroom's, any for Admin. */
async function ownedItem(email: string, except: readonly number[] = []) {
  const { db } = server.database;
  const user = await db.selectFrom('users').select(['id', 'type']).where('email', '=', email).executeTakeFirstOrThrow();
  let query = db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .leftJoin('shops as s', 's.id', 'o.shop_id')
    .select(['i.id', 'i.order_id', 'o.user_id as customer_id', 'i.vendor_id'])
    .orderBy('i.id');
  if (user.type === 'Vendor') query = query.where('i.vendor_id', '=', user.id);
  if (user.type === 'Contractor' || user.type === 'Designer') query = query.where('s.user_id', '=', user.id);
  if (user.type === 'User') query = query.where('o.user_id', '=', user.id);
  if (except.length > 0) query = query.where('i.id', 'not in', except);
  return query.executeTakeFirstOrThrow();
}

describe('PUT /api/order_items/{id}/status: the server enforces the rule the selector shows', () => {
  // 14 × 14 changes per role through HTTP, compared with @showroom/machines' canChangeStatus.
  for (const role of ['Vendor', 'Contractor', 'Designer', 'Admin'] as const) {
    it(`${role}: every one of the 14 × 14 changes is allowed exactly when canChangeStatus allows it`, async () => {
      const email = roleAccounts[role];
      const item = await ownedItem(email);
      const mismatches: string[] = [];
      for (const from of orderItemStatuses) {
        for (const to of orderItemStatuses) {
          await setStatus(item.id, from);
          const answer = await changeStatus(email, item.id, from, to);
          const verdict = canChangeStatus(from, to, role);
          const expected = verdict.allowed ? 200 : 422;
          const now = (await itemRow(item.id)).status;
          const ok = verdict.allowed
            ? answer.status === 200 && now === to
            : answer.status === 422 &&
              now === from &&
              JSON.stringify(answer.body.errors) === JSON.stringify({ status: [verdict.message] });
          if (!ok) mismatches.push(`${from} → ${to}: expected ${expected}, got ${answer.status}, item is ${now}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

  it('refuses every change to a customer (the contract admits only pros), whatever the rule says', async () => {
    const item = await ownedItem(roleAccounts.User);
    const before = await historyCount(item.id);
    const statuses: number[] = [];
    for (const from of orderItemStatuses) {
      await setStatus(item.id, from);
      for (const to of orderItemStatuses)
        statuses.push((await changeStatus(roleAccounts.User, item.id, from, to)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([403]));
    expect(await historyCount(item.id)).toBe(before);
  });

  it("refuses a vendor another vendor's item, and a showroom another showroom's, as not found", async () => {
    const { db } = server.database;
    const vendorId = await server.userIdOf('vendor@demo.test');
    const foreign = await db
      .selectFrom('order_items')
      .select(['id', 'status'])
      .where('vendor_id', '!=', vendorId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await setStatus(foreign.id, 'Waiting for approval');
    const before = await historyCount(foreign.id);
    const answer = await changeStatus('vendor@demo.test', foreign.id, 'Waiting for approval', 'Vendor Approved');
    expect(answer).toEqual({ status: 404, body: { success: false, message: orderItemStatusMessages.itemNotFound } });
    // The designer's showroom (OAKS2026) is not the contractor's (DEMO0001).
    const designers = await ownedItem('designer@demo.test');
    await setStatus(designers.id, 'Waiting for approval');
    expect(
      (await changeStatus('contractor@demo.test', designers.id, 'Waiting for approval', 'In Progress')).status,
    ).toBe(404);
    expect((await changeStatus('admin@demo.test', 999_999, 'Waiting for approval', 'In Progress')).status).toBe(404);
    expect((await itemRow(foreign.id)).status).toBe('Waiting for approval');
    expect((await itemRow(designers.id)).status).toBe('Waiting for approval');
    expect(await historyCount(foreign.id)).toBe(before);
  });

  it('answers 409 naming the current status when the client saw another one, and changes nothing', async () => {
    const item = await ownedItem('admin@demo.test');
    await setStatus(item.id, 'In Progress');
    const before = { history: await historyCount(item.id), notes: await notificationCount(item.customer_id) };
    const answer = await changeStatus('admin@demo.test', item.id, 'Vendor Approved', 'Ready to Pick Up');
    const message = orderItemStatusMessages.conflict(statusLabel('In Progress'));
    expect(answer).toEqual({ status: 409, body: { success: false, message, errors: { status: [message] } } });
    expect((await itemRow(item.id)).status).toBe('In Progress');
    expect(await historyCount(item.id)).toBe(before.history);
    expect(await notificationCount(item.customer_id)).toBe(before.notes);
  });

  it('leaves every table as it was when it refuses a change (403, 404, 409, 422)', async () => {
    const fingerprint = await databaseFingerprinter(server.database);
    const vendors = await ownedItem('vendor@demo.test');
    const foreign = await server.database.db
      .selectFrom('order_items')
      .select('id')
      .where('vendor_id', '!=', vendors.vendor_id!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await setStatus(vendors.id, 'Accept to Pick Up');
    const before = await fingerprint();
    const refusals = [
      await changeStatus(roleAccounts.User, vendors.id, 'Accept to Pick Up', 'Picked Up'),
      await changeStatus('vendor@demo.test', foreign.id, 'Decline', 'In Progress'),
      await changeStatus('vendor@demo.test', vendors.id, 'In Progress', 'Ready to Pick Up'),
      await changeStatus('vendor@demo.test', vendors.id, 'Accept to Pick Up', 'In Progress'),
      await changeStatus('vendor@demo.test', vendors.id, 'Accept to Pick Up', 'Accept to Pick Up'),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([403, 404, 409, 422, 422]);
    expect(await fingerprint()).toEqual(before);
  });

  it('lets one of two admins changing one item at once win; the other gets the 409 (no lost update)', async () => {
    const item = await ownedItem('admin@demo.test');
    for (let round = 0; round < 8; round += 1) {
      await setStatus(item.id, 'Picked Up');
      const history = await historyCount(item.id);
      const notes = await notificationCount(item.customer_id);
      const [first, second] = await Promise.all([
        changeStatus('admin@demo.test', item.id, 'Picked Up', 'Shipping'),
        changeStatus('admin2@example.test', item.id, 'Picked Up', 'Shipped'),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const winner = first.status === 200 ? 'Shipping' : 'Shipped';
      const loser = first.status === 200 ? second : first;
      expect(loser.body.message).toBe(orderItemStatusMessages.conflict(statusLabel(winner)));
      expect((await itemRow(item.id)).status).toBe(winner);
      expect(await historyCount(item.id)).toBe(history + 1);
      expect(await notificationCount(item.customer_id)).toBe(notes + 1);
    }
  });

  it('records the change with its author and time, shows it on the item, approves it once and tells the customer', async () => {
    const { db } = server.database;
    const item = await ownedItem('vendor@demo.test');
    await db
      .updateTable('order_items')
      .set({ status: 'Waiting for approval', approved_at: null })
      .where('id', '=', item.id)
      .execute();
    const notes = await notificationCount(item.customer_id);
    const answer = await changeStatus('vendor@demo.test', item.id, 'Waiting for approval', 'Vendor Approved');
    expect(answer.status).toBe(200);
    const detail = endpoints.updateOrderItemStatus.response.parse(answer.body).data;
    const vendor = await db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('email', '=', 'vendor@demo.test')
      .executeTakeFirstOrThrow();
    const change = {
      from_status: 'Waiting for approval',
      status: 'Vendor Approved',
      changed_by_name: `${vendor.first_name} ${vendor.last_name}`,
      changed_by_role: 'Vendor',
      changed_at: NOW.toISOString(),
    };
    expect(detail).toMatchObject({ id: item.id, status: 'Vendor Approved', status_date: NOW.toISOString() });
    expect(detail.status_history.at(-1)).toEqual(change);
    const row = await itemRow(item.id);
    expect(row.approved_at).toBe(NOW.toISOString());

    // The Order Items modal shows the same history; the first approval time stays.
    await changeStatus('vendor@demo.test', item.id, 'Vendor Approved', 'In Progress');
    const items = endpoints.listOrderItems.response.parse(
      (await call('GET', `/api/orders/${item.order_id}/items`, 'vendor@demo.test')).body,
    ).data.items;
    const shown = items.find((candidate: OrderItemDetail) => candidate.id === item.id);
    expect(shown?.status_history.slice(-2)).toEqual([
      change,
      { ...change, from_status: 'Vendor Approved', status: 'In Progress' },
    ]);
    expect((await itemRow(item.id)).approved_at).toBe(NOW.toISOString());
    const stored = await db
      .selectFrom('order_item_status_changes')
      .select(['changed_by', 'changed_by_role'])
      .where('order_item_id', '=', item.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ changed_by: await server.userIdOf('vendor@demo.test'), changed_by_role: 'Vendor' });

    // The customer's notifications (GET /api/notification) carry both changes.
    expect(await notificationCount(item.customer_id)).toBe(notes + 2);
    const customer = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', item.customer_id)
      .executeTakeFirstOrThrow();
    const order = await db
      .selectFrom('orders')
      .select(['id', 'order_number'])
      .where('id', '=', item.order_id)
      .executeTakeFirstOrThrow();
    const inbox = endpoints.listNotifications.response.parse(
      (await call('GET', '/api/notification?pending=1', customer.email)).body,
    ).data;
    const productName = (await itemRow(item.id)).product_name;
    expect(inbox.data[0]).toMatchObject({
      title: orderItemStatusMessages.notificationTitle,
      // In the customer's words ('In Progress' reads "Being prepared"), leading to the order itself.
      message: orderItemStatusMessages.notificationMessage(productName, order.order_number, 'Being prepared'),
      link: orderPagePath(order),
      read_at: null,
    });
    expect(inbox.data[1]?.message).toBe(
      orderItemStatusMessages.notificationMessage(
        productName,
        order.order_number,
        customerStatusLabel('Vendor Approved'),
      ),
    );
  });
});

describe('GET /api/orders: filters, search and paging per role', () => {
  type Viewer = { email: string; scope: 'customer' | 'vendor' | 'showroom' | 'all' };
  const viewers: Viewer[] = [
    { email: roleAccounts.User, scope: 'customer' },
    { email: 'vendor@demo.test', scope: 'vendor' },
    { email: 'contractor@demo.test', scope: 'showroom' },
    { email: 'designer@demo.test', scope: 'showroom' },
    { email: 'admin@demo.test', scope: 'all' },
  ];

  /** The order ids a viewer should get, newest first, computed independently of the server's query. */
  async function expectedOrders(
    viewer: Viewer,
    status?: OrderItemStatus | readonly OrderItemStatus[],
    search?: string,
  ): Promise<number[]> {
    const statuses = status === undefined ? null : [status].flat();
    const { db } = server.database;
    const userId = await server.userIdOf(viewer.email);
    const orders = await db
      .selectFrom('orders as o')
      .leftJoin('shops as s', 's.id', 'o.shop_id')
      .select(['o.id', 'o.user_id', 'o.order_number', 'o.created_at', 's.user_id as owner'])
      .execute();
    const items = await db.selectFrom('order_items').select(['order_id', 'vendor_id', 'status']).execute();
    return orders
      .filter((order) => {
        const mine = items.filter(
          (item) => item.order_id === order.id && (viewer.scope !== 'vendor' || item.vendor_id === userId),
        );
        if (mine.length === 0) return false;
        if (viewer.scope === 'customer' && order.user_id !== userId) return false;
        if (viewer.scope === 'showroom' && order.owner !== userId) return false;
        if (statuses && !mine.some((item) => statuses.includes(item.status as OrderItemStatus))) return false;
        return !search || order.order_number.toLowerCase().includes(search.toLowerCase());
      })
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((order) => order.id);
  }

  async function listed(email: string, query: string) {
    const answer = await call('GET', `/api/orders?${query}`, email);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return endpoints.listOrders.response.parse(answer.body).data;
  }

  it('filters by item status among the items each role sees (a vendor only its own)', async () => {
    for (const viewer of viewers) {
      for (const status of orderItemStatuses) {
        const expected = await expectedOrders(viewer, status);
        const page = await listed(viewer.email, `status=${encodeURIComponent(status)}&per_page=100`);
        expect(
          page.data.map((order) => order.id),
          `${viewer.email} ${status}`,
        ).toEqual(expected);
        expect(page.total).toBe(expected.length);
      }
    }
  });

  it('filters by several statuses at once (the key repeated): a customer’s name for a step shared by several', async () => {
    for (const viewer of viewers) {
      for (const group of [
        customerStatusGroup('In Progress'),
        customerStatusGroup('Shipped'),
        ['Delivered', 'Cancle'] as const,
      ]) {
        const expected = await expectedOrders(viewer, group);
        const query = group.map((status) => `status=${encodeURIComponent(status)}`).join('&');
        const page = await listed(viewer.email, `${query}&per_page=100`);
        expect(
          page.data.map((order) => order.id),
          `${viewer.email} ${group.join(', ')}`,
        ).toEqual(expected);
      }
    }
    // The demo has orders in more than one of the statuses a customer reads as "Shipped".
    const shipped = await expectedOrders(viewers[4]!, customerStatusGroup('Shipped'));
    const single = await expectedOrders(viewers[4]!, 'Shipped');
    expect(shipped.length).toBeGreaterThan(single.length);
  });

  it('keeps a vendor filter on its own items: an order whose only match is another vendor’s item is left out', async () => {
    const { db } = server.database;
    const vendorId = await server.userIdOf('vendor@demo.test');
    // An order with items of both vendors; give the other vendor's item a status no item of ours has.
    const shared = await db
      .selectFrom('order_items as mine')
      .innerJoin('order_items as theirs', 'theirs.order_id', 'mine.order_id')
      .select(['mine.order_id', 'theirs.id as theirs_id'])
      .where('mine.vendor_id', '=', vendorId)
      .where('theirs.vendor_id', '!=', vendorId)
      .executeTakeFirstOrThrow();
    await db.updateTable('order_items').set({ status: 'Out For Delivery' }).where('vendor_id', '=', vendorId).execute();
    await setStatus(shared.theirs_id, 'Delivered');
    const mine = await listed('vendor@demo.test', 'status=Delivered');
    expect(mine.total).toBe(0);
    const admins = await listed('admin@demo.test', 'status=Delivered&per_page=100');
    expect(admins.data.map((order) => order.id)).toContain(shared.order_id);
  });

  it('searches order numbers in any case, literally, combined with paging', async () => {
    for (const viewer of viewers) {
      for (const search of ['WV-2026-00300', 'wv-2026-0030', '3011', ' 3012 ', 'nothing', '%', '_', 'WV\\']) {
        const expected = await expectedOrders(viewer, undefined, search.trim());
        const page = await listed(viewer.email, `search=${encodeURIComponent(search)}&per_page=100`);
        expect(
          page.data.map((order) => order.id),
          `${viewer.email} "${search}"`,
        ).toEqual(expected);
      }
    }
    const expected = await expectedOrders(viewers[4]!, undefined, 'wv-2026-00300');
    expect(expected.length).toBeGreaterThan(4);
    const second = await listed('admin@demo.test', 'search=wv-2026-00300&per_page=2&page=2');
    expect(second).toMatchObject({ total: expected.length, per_page: 2, current_page: 2 });
    expect(second.data.map((order) => order.id)).toEqual(expected.slice(2, 4));
    expect(second.next_page_url).toBe('/api/orders?page=3');
    const beyond = await listed('admin@demo.test', 'search=wv-2026-00300&per_page=2&page=99');
    expect(beyond.current_page).toBe(Math.ceil(expected.length / 2));
  });

  it('refuses filters the contract does not allow with a 422 naming the field', async () => {
    const badStatus = await call('GET', '/api/orders?status=Lost', 'admin@demo.test');
    expect(badStatus.status).toBe(422);
    expect(Object.keys(badStatus.body.errors as object)).toEqual(['status']);
    const longSearch = await call('GET', `/api/orders?search=${'9'.repeat(51)}`, 'admin@demo.test');
    expect(longSearch.status).toBe(422);
    expect(Object.keys(longSearch.body.errors as object)).toEqual(['search']);
  });
});

describe('GET /api/orders: the §9 payout summary', () => {
  /** The rows a pro earns from, read independently of the server's query, through the same machines rule. */
  async function expectedPayout(email: string) {
    const { db } = server.database;
    const user = await db
      .selectFrom('users')
      .select(['id', 'type'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    let query = db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .leftJoin('shops as s', 's.id', 'o.shop_id')
      .select([
        'i.qty',
        'i.final_price_cents',
        'i.contractor_markup_amt_cents',
        'i.admin_profit_inclusive_tax_cents',
        'i.status',
        'i.status_date',
        'i.approved_at',
      ]);
    if (user.type === 'Vendor') query = query.where('i.vendor_id', '=', user.id);
    if (user.type === 'Contractor' || user.type === 'Designer') query = query.where('s.user_id', '=', user.id);
    const rows = await query.execute();
    return payoutSummary(
      rows.map((row) => ({
        qty: row.qty,
        final_price: centsToDollars(row.final_price_cents),
        contractor_markup_amt: centsToDollars(row.contractor_markup_amt_cents),
        admin_profit_inclusive_tax: centsToDollars(row.admin_profit_inclusive_tax_cents),
        status: row.status,
        approved_at: row.approved_at ?? row.status_date,
      })),
      user.type,
      NOW,
    );
  }

  it('answers each pro the summary of the items it earns from, whatever the filters; customers none', async () => {
    for (const email of ['vendor@demo.test', 'contractor@demo.test', 'designer@demo.test', 'admin@demo.test']) {
      const expected = await expectedPayout(email);
      expect(expected).not.toBeNull();
      expect((await call('GET', '/api/orders', email)).body.data).toMatchObject({ payout: expected });
      const filtered = await call('GET', '/api/orders?status=Decline&search=zzz', email);
      expect((filtered.body.data as { payout: unknown }).payout).toEqual(expected);
    }
    expect((await call('GET', '/api/orders', roleAccounts.User)).body.data).toMatchObject({ payout: null });
  });

  it('moves an item from awaiting approval to pending when the vendor approves it', async () => {
    const item = await ownedItem('vendor@demo.test');
    await setStatus(item.id, 'Waiting for approval');
    await server.database.db.updateTable('order_items').set({ approved_at: null }).where('id', '=', item.id).execute();
    const before = (await expectedPayout('vendor@demo.test'))!;
    const row = await itemRow(item.id);
    const profit = centsToDollars(row.final_price_cents * row.qty);
    expect((await changeStatus('vendor@demo.test', item.id, 'Waiting for approval', 'Vendor Approved')).status).toBe(
      200,
    );
    const after = (await call('GET', '/api/orders', 'vendor@demo.test')).body.data as { payout: typeof before };
    expect(after.payout.awaiting_approval).toBeCloseTo(before.awaiting_approval - profit, 2);
    expect(after.payout.pending).toBeCloseTo(before.pending + profit, 2);
    expect(after.payout).toEqual(await expectedPayout('vendor@demo.test'));
    // Approved "now" (Friday 2026-03-20): it pays out 46 business days later, on Monday 2026-05-25.
    expect((await itemRow(item.id)).approved_at).toBe(NOW.toISOString());
    expect(payoutReleaseDate(NOW)).toBe('2026-05-25');
  });

  it('reads the demo approval times from the status date where none was recorded', async () => {
    const { db } = server.database;
    const unrecorded = await db
      .selectFrom('order_items')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('approved_at', 'is', null)
      .where(sql<boolean>`status not in ('Waiting for approval', 'Decline', 'Cancle')`)
      .executeTakeFirstOrThrow();
    // The seed runs after the migrations, so its approved items have no approval time of their own.
    expect(Number(unrecorded.n)).toBeGreaterThan(0);
    const summary = (await call('GET', '/api/orders', 'admin@demo.test')).body.data as {
      payout: { available: number; pending: number };
    };
    expect(summary.payout.available).not.toBe(0);
  });
});
