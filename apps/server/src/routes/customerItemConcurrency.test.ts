import { customerStatusLabel } from '@showroom/domain';
import { orderItemStatusMessages } from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseUrl } from '../testing/testDatabase.ts';
import { signedInCalls } from '../testing/signedInCalls.ts';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

/**
 * §9's customer actions under parallel requests: the conditional update lets exactly one of two
 * racing changes of an item through, the other hears 409 naming what won, and one history row
 * is written. This only proves something on PostgreSQL (`.ci/run` runs the server's suite a
 * second time there), where requests really interleave over the pool's connections; on the
 * embedded SQLite a handler never waits, so it passes whatever the code does.
 */

/** The demo customer's after-sales items (demo/dataset.ts), placed and delivered relative to the seeding clock. */
const WAITING_ITEM = 5101;
const DELIVERED_ITEM = 5102;
const CUSTOMER = 'customer@demo.test';
const ROUNDS = 8;

let server: TestServer;
const { call } = signedInCalls(() => server);

beforeAll(async () => {
  // The server's own pool size (10), so as many requests run at once as in production.
  server = await createTestServer({ database: await createTestDatabase({ poolSize: 10 }) });
});
afterAll(async () => {
  await server.close();
});

async function setStatus(itemId: number, status: string, statusDate?: string) {
  await server.database.db
    .updateTable('order_items')
    .set({ status, return_reason: null, ...(statusDate ? { status_date: statusDate } : {}) })
    .where('id', '=', itemId)
    .execute();
}

async function historyCount(itemId: number): Promise<number> {
  const row = await server.database.db
    .selectFrom('order_item_status_changes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('order_item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function status(itemId: number): Promise<string> {
  const row = await server.database.db
    .selectFrom('order_items')
    .select('status')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe(`parallel customer actions (${testDatabaseUrl ? 'PostgreSQL' : 'SQLite: these prove nothing here'})`, () => {
  it('two cancels of one item at once: exactly one 200 and one 409, one history row', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await setStatus(WAITING_ITEM, 'Waiting for approval');
      const history = await historyCount(WAITING_ITEM);
      const answers = await Promise.all(
        [1, 2].map(() =>
          call('POST', `/api/order_items/${WAITING_ITEM}/cancel`, CUSTOMER, {
            expected_status: 'Waiting for approval',
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers)).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect(loser?.body.message).toBe(orderItemStatusMessages.conflict(customerStatusLabel('Cancle')));
      expect(await status(WAITING_ITEM)).toBe('Cancle');
      expect(await historyCount(WAITING_ITEM)).toBe(history + 1);
    }
  });

  it("a customer's cancel racing the vendor's approval: one of them wins, the other hears 409", async () => {
    const vendor = await server.database.db
      .selectFrom('order_items as i')
      .innerJoin('users as u', 'u.id', 'i.vendor_id')
      .select('u.email')
      .where('i.id', '=', WAITING_ITEM)
      .executeTakeFirstOrThrow();
    for (let round = 0; round < ROUNDS; round += 1) {
      await setStatus(WAITING_ITEM, 'Waiting for approval');
      const history = await historyCount(WAITING_ITEM);
      const [cancelled, approved] = await Promise.all([
        call('POST', `/api/order_items/${WAITING_ITEM}/cancel`, CUSTOMER, { expected_status: 'Waiting for approval' }),
        call('PUT', `/api/order_items/${WAITING_ITEM}/status`, vendor.email, {
          status: 'Vendor Approved',
          expected_status: 'Waiting for approval',
        }),
      ]);
      expect([cancelled.status, approved.status].sort(), JSON.stringify([cancelled, approved])).toEqual([200, 409]);
      expect(await status(WAITING_ITEM)).toBe(cancelled.status === 200 ? 'Cancle' : 'Vendor Approved');
      expect(await historyCount(WAITING_ITEM)).toBe(history + 1);
    }
  });

  it('two return requests of one item at once: one reason is kept, the other hears 409', async () => {
    const deliveredAt = new Date(Date.now() - 2 * 24 * 60 * 60_000).toISOString();
    for (let round = 0; round < ROUNDS; round += 1) {
      await setStatus(DELIVERED_ITEM, 'Delivered', deliveredAt);
      const history = await historyCount(DELIVERED_ITEM);
      const answers = await Promise.all(
        ['First reason.', 'Second reason.'].map((reason) =>
          call('POST', `/api/order_items/${DELIVERED_ITEM}/return`, CUSTOMER, { expected_status: 'Delivered', reason }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers)).toEqual([200, 409]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      const row = await server.database.db
        .selectFrom('order_items')
        .select(['status', 'return_reason'])
        .where('id', '=', DELIVERED_ITEM)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        status: 'Return Request',
        return_reason: winner === 0 ? 'First reason.' : 'Second reason.',
      });
      expect(await historyCount(DELIVERED_ITEM)).toBe(history + 1);
    }
  });
});
