import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiHttpError } from '../client/errors.ts';
import { orderItemStatusLabels } from '@showroom/domain';
import { checkPaymentCard } from '../../../machines/src/rules/paymentCard/paymentCard.rules.ts';
import { payoutSummary } from '../../../machines/src/rules/payout/payout.rules.ts';
import { orderItemStatusDisplayLabels, orderItemStatusMessages, type PayoutSummary } from '../contract/index.ts';
import { DEMO_NOW } from '../demo/time.ts';
import { createSpiedClient } from '../testing/spiedClient.ts';
import { createDemoHandlers } from './handlers.ts';
import { createMockState, mockTokenFor, type MockState } from './state.ts';

/** The mocks' orders follow the server's (issue 16): filters, payout, expected status, history, notification. */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let state: MockState;
beforeEach(() => {
  state = createMockState();
  server.use(...createDemoHandlers({ state }));
});

function clientAs(email: string) {
  const user = state.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return createSpiedClient({ getToken: () => mockTokenFor(user) });
}

describe('mock orders', () => {
  it('label statuses as the machines do', () => {
    expect(orderItemStatusDisplayLabels).toBe(orderItemStatusLabels);
  });

  it('filters by status among the items the caller sees and searches order numbers in any case', async () => {
    const { client } = clientAs('admin@demo.test');
    const shipped = await client.listOrders({ query: { status: 'Shipped', per_page: 100 } });
    const withShipped = new Set(state.orderItems.filter((item) => item.status === 'Shipped').map((i) => i.order_id));
    expect(shipped.data.data.map((order) => order.id).sort()).toEqual([...withShipped].sort());
    const search = await client.listOrders({ query: { search: 'wv-2026-00301' } });
    expect(search.data.data.map((order) => order.order_number).sort()).toEqual([
      'WV-2026-003010',
      'WV-2026-003011',
      'WV-2026-003012',
    ]);
  });

  it('answers a payout summary to pros (the injected rule) and none to customers', async () => {
    const seen: string[] = [];
    const summary: PayoutSummary = {
      awaiting_approval: 1,
      pending: 2,
      available: 3,
      next_release_date: '2026-03-10',
      next_release_amount: 2,
      pending_release_business_days: 46,
    };
    server.use(
      ...createDemoHandlers({
        state,
        payoutSummaryRule: (items, userType) => {
          seen.push(`${userType}:${items.length}`);
          return userType === 'User' ? null : summary;
        },
      }),
    );
    expect((await clientAs('vendor@demo.test').client.listOrders()).data.payout).toEqual(summary);
    expect((await clientAs('customer@demo.test').client.listOrders()).data.payout).toBeNull();
    const vendorItems = state.orderItems.filter((item) => item.vendor_id === 4).length;
    expect(seen[0]).toBe(`Vendor:${vendorItems}`);
    // The machines' rule plugs in as is (what stories pass), over the vendor's items at the demo's now.
    server.use(...createDemoHandlers({ state, payoutSummaryRule: payoutSummary }));
    const ruled = (await clientAs('vendor@demo.test').client.listOrders()).data.payout;
    const vendorRows = state.orderItems
      .filter((item) => item.vendor_id === 4)
      .map((item) => ({ ...item, approved_at: item.status_date }));
    expect(ruled).toEqual(payoutSummary(vendorRows, 'Vendor', new Date(DEMO_NOW)));
    // Released amounts exist at the demo's now (the vendor's returns weigh more than its sales there).
    expect(ruled?.available).not.toBe(0);
    // Without a rule: approved profit is pending, none available.
    server.use(...createDemoHandlers({ state }));
    const undated = (await clientAs('vendor@demo.test').client.listOrders()).data.payout;
    expect(undated).toMatchObject({ available: 0, next_release_date: null });
    expect(undated?.pending).toBeGreaterThan(0);
  });

  it('changes a status only from the one the client saw, records it and tells the customer', async () => {
    const item = state.orderItems.find(
      (candidate) => candidate.vendor_id === 4 && candidate.status === 'Vendor Approved',
    );
    if (!item) throw new Error('No approved item of the vendor');
    const { client } = clientAs('vendor@demo.test');
    const stale = (await client
      .updateOrderItemStatus({ params: { id: item.id }, body: { status: 'In Progress', expected_status: 'Decline' } })
      .catch((error: unknown) => error)) as ApiHttpError;
    expect(stale.status).toBe(409);
    // §8 has no 409 row, so the client shows nothing itself: the page reads the server's words.
    expect(stale.body).toMatchObject({ message: orderItemStatusMessages.conflict('Approved') });
    expect(item.status).toBe('Vendor Approved');

    const notes = state.notifications.length;
    const changed = await client.updateOrderItemStatus({
      params: { id: item.id },
      body: { status: 'In Progress', expected_status: 'Vendor Approved' },
    });
    expect(changed.data).toMatchObject({ id: item.id, status: 'In Progress' });
    expect(changed.data.status_history).toEqual([
      expect.objectContaining({ from_status: 'Vendor Approved', status: 'In Progress', changed_by_role: 'Vendor' }),
    ]);
    const items = await client.listOrderItems({ params: { orderId: item.order_id } });
    expect(items.data.items.find((candidate) => candidate.id === item.id)?.status_history).toHaveLength(1);
    const order = state.orders.find((candidate) => candidate.id === item.order_id);
    expect(state.notifications).toHaveLength(notes + 1);
    expect(state.notifications.at(-1)).toMatchObject({
      user_id: order?.user_id,
      message: orderItemStatusMessages.notificationMessage(item.product_name, order?.order_number ?? '', 'In Progress'),
    });
  });

  it("checks a typed card with the injected rule, the server's own, and its texts", async () => {
    const cartId = state.carts.find((cart) => cart.Project_tans.length > 0 && cart.project_id == null)?.cart_id ?? '';
    const attempt = (key: string) =>
      clientAs('customer@demo.test')
        .client.placeOrder({
          body: {
            cart_id: cartId,
            idempotency_key: `mock-card-check-${key}`,
            shipping_address: { street: '1 A St', city: 'LA', state: 'CA', zip_code: '90012', apartment: null },
            payment: {
              card_number: '4242 4242 4242 4241',
              name_on_Card: 'Maya Lopez',
              exp_date: '01/20',
              cvv: '1234',
              street: '1 A St',
              state: 'CA',
              city: 'LA',
              zip_code: '90012',
            },
          },
        })
        .catch((e: unknown) => e) as Promise<ApiHttpError>;
    const seen: string[] = [];
    server.use(
      ...createDemoHandlers({
        state,
        paymentCardRule: (payment) => {
          seen.push(payment.card_number);
          return checkPaymentCard(payment);
        },
      }),
    );
    const refused = await attempt('0001');
    expect(seen).toEqual(['4242 4242 4242 4241']);
    expect(refused.status).toBe(422);
    expect(refused.fieldErrors).toEqual({
      'payment.card_number': ['Invalid Card Number.'],
      'payment.exp_date': ['Invalid Expiration Date.'],
      'payment.cvv': ['Invalid CVC.'],
    });
  });
});
