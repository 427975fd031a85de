import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiHttpError } from '../client/errors.ts';
import { orderItemStatusLabels } from '@showroom/domain';
import { checkPaymentCard } from '../../../machines/src/rules/paymentCard/paymentCard.rules.ts';
import { payoutSummary } from '../../../machines/src/rules/payout/payout.rules.ts';
import {
  canCancelItem,
  canRequestReturn,
  cancellationRefund,
  customerActionMessages,
  returnRefund,
} from '../../../machines/src/orderItemStatus/customerActions.rules.ts';
import {
  orderItemStatusDisplayLabels,
  orderItemStatusMessages,
  orderPagePath,
  type PayoutSummary,
} from '../contract/index.ts';
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
    // Several statuses at once (the query key repeated), as a customer's filter by a shared name asks.
    const group = ['Picked Up', 'Shipping', 'Shipped'] as const;
    const moving = await client.listOrders({ query: { status: [...group], per_page: 100 } });
    const withAny = new Set(
      state.orderItems.filter((item) => (group as readonly string[]).includes(item.status)).map((i) => i.order_id),
    );
    expect(moving.data.data.map((order) => order.id).sort()).toEqual([...withAny].sort());
    expect(withAny.size).toBeGreaterThan(withShipped.size);
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
      // The customer reads 'In Progress' as "Being prepared", and the link opens the order.
      message: orderItemStatusMessages.notificationMessage(
        item.product_name,
        order?.order_number ?? '',
        'Being prepared',
      ),
      link: order ? orderPagePath(order) : '',
    });
  });

  it('saves a typed card on the account, replacing the saved one, unless asked to use it for this order only', async () => {
    const customer = clientAs('customer@demo.test').client;
    const savedBefore = (await customer.getProfile()).data.payment_details;
    expect(savedBefore?.card_last4).not.toBe('5556');
    const place = async (key: string, save: boolean | undefined) => {
      const cart = state.carts.find((candidate) => candidate.Project_tans.length > 0 && candidate.project_id == null);
      if (!cart) throw new Error('No demo cart with lines');
      await customer.placeOrder({
        body: {
          cart_id: cart.cart_id,
          idempotency_key: `mock-save-card-${key}`,
          shipping_address: { street: '1 A St', city: 'LA', state: 'CA', zip_code: '90012', apartment: null },
          payment: {
            card_number: '4000 0566 5566 5556',
            name_on_Card: 'Maya Lopez',
            exp_date: '12/40',
            cvv: '123',
            street: '1 A St',
            state: 'CA',
            city: 'LA',
            zip_code: '90012',
          },
          ...(save === undefined ? {} : { save_card: save }),
        },
      });
    };
    await place('once', false);
    expect((await customer.getProfile()).data.payment_details).toEqual(savedBefore);
    // The cart was emptied by the order: fill it again for the second one.
    state.carts = createMockState().carts;
    await place('kept', undefined);
    expect((await customer.getProfile()).data.payment_details?.card_last4).toBe('5556');
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

describe("mock orders: the customer's cancel and return (§9)", () => {
  /** The machines' rules, as the stories inject them; the mocks judge them at DEMO_NOW. */
  const customerItemRules = { canCancelItem, canRequestReturn, cancellationRefund, returnRefund };
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;
  /** The demo customer's after-sales items (demo/dataset.ts) and an old delivery of theirs. */
  const WAITING_ITEM = 5101;
  const DELIVERED_ITEM = 5102;
  const OLD_DELIVERY = 5014;

  beforeEach(() => {
    server.use(...createDemoHandlers({ state, customerItemRules }));
  });

  const itemOf = (id: number) => {
    const item = state.orderItems.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`No demo item ${id}`);
    return item;
  };
  const orderOf = (id: number) => {
    const order = state.orders.find((candidate) => candidate.id === itemOf(id).order_id);
    if (!order) throw new Error(`No order of item ${id}`);
    return order;
  };
  const viewOf = async (email: string, id: number) => {
    const answer = await clientAs(email).client.listOrderItems({ params: { orderId: itemOf(id).order_id } });
    return answer.data.items.find((item) => item.id === id);
  };
  const failure = (promise: Promise<unknown>) => promise.catch((error: unknown) => error) as Promise<ApiHttpError>;

  it("gives the demo customer an open cancel, an open return and a closed one at DEMO_NOW, with the rules' refunds", async () => {
    expect((await viewOf('customer@demo.test', WAITING_ITEM))?.customer_actions?.cancel).toEqual({
      allowed: true,
      until: new Date(DEMO_NOW + 40 * MINUTE).toISOString(),
      reason: null,
    });
    const delivered = await viewOf('customer@demo.test', DELIVERED_ITEM);
    expect(delivered?.customer_actions?.return).toEqual({
      allowed: true,
      until: new Date(DEMO_NOW + 9 * DAY).toISOString(),
      reason: null,
    });
    const order = orderOf(DELIVERED_ITEM);
    const input = {
      lineTotalCents: Math.round(itemOf(DELIVERED_ITEM).final_price * 100) * itemOf(DELIVERED_ITEM).qty,
      orderSubtotalCents: Math.round(order.subtotal * 100),
      orderShippingCents: Math.round(order.shipping_charge * 100),
    };
    expect(delivered?.customer_actions).toMatchObject({
      cancel_refund: cancellationRefund(input).refundCents / 100,
      return_refund: returnRefund(input).refundCents / 100,
      restocking_fee: returnRefund(input).restockingFeeCents / 100,
    });
    expect(delivered?.customer_actions?.restocking_fee).toBe(order.shipping_charge);
    expect((await viewOf('customer@demo.test', OLD_DELIVERY))?.customer_actions?.return).toEqual({
      allowed: false,
      until: null,
      reason: customerActionMessages['return-window-closed'],
    });
    // Pros see no customer actions; the return reason is there for them (none yet).
    const vendorView = await viewOf('vendor2@demo.test', DELIVERED_ITEM);
    expect(vendorView).toMatchObject({ customer_actions: null, return_reason: null });
    expect((await viewOf('admin@demo.test', WAITING_ITEM))?.customer_actions).toBeNull();
  });

  it('cancels within the hour as the server does: history, the vendor told, then 409 in the customer’s words', async () => {
    const { client } = clientAs('customer@demo.test');
    const notes = state.notifications.length;
    const answer = await client.cancelOrderItem({
      params: { id: WAITING_ITEM },
      body: { expected_status: 'Waiting for approval' },
    });
    expect(answer.message).toBe(orderItemStatusMessages.cancelled);
    expect(answer.data).toMatchObject({ id: WAITING_ITEM, status: 'Cancle' });
    expect(answer.data.customer_actions?.cancel.reason).toBe(customerActionMessages['already-cancelled']);
    expect(answer.data.status_history).toEqual([
      expect.objectContaining({ from_status: 'Waiting for approval', status: 'Cancle', changed_by_role: 'User' }),
    ]);
    const item = itemOf(WAITING_ITEM);
    expect(state.notifications).toHaveLength(notes + 1);
    expect(state.notifications.at(-1)).toMatchObject({
      user_id: item.vendor_id,
      title: 'Item cancelled',
      message: `Maya Lopez cancelled ${item.product_name} in order ${orderOf(WAITING_ITEM).order_number}.`,
    });

    const again = await failure(
      client.cancelOrderItem({ params: { id: WAITING_ITEM }, body: { expected_status: 'Waiting for approval' } }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: orderItemStatusMessages.conflict('Cancelled') });
  });

  it("refuses a closed window or a shipped item (422, the rule's words), another's item (404) and a pro (403)", async () => {
    const { client } = clientAs('customer@demo.test');
    // Order 3004 was placed 69 days before DEMO_NOW; its item 5015 still waits for approval.
    const late = await failure(
      client.cancelOrderItem({ params: { id: 5015 }, body: { expected_status: 'Waiting for approval' } }),
    );
    expect(late.status).toBe(422);
    expect(late.fieldErrors).toEqual({ status: [customerActionMessages['cancel-window-closed']] });
    itemOf(WAITING_ITEM).status = 'Shipped';
    const shipped = await failure(
      client.cancelOrderItem({ params: { id: WAITING_ITEM }, body: { expected_status: 'Shipped' } }),
    );
    expect(shipped.fieldErrors).toEqual({ status: [customerActionMessages['on-its-way']] });
    // 5008 is customer2's (order 3003).
    const foreign = await failure(
      client.cancelOrderItem({ params: { id: 5008 }, body: { expected_status: 'Shipping' } }),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: orderItemStatusMessages.itemNotFound });
    const pro = await failure(
      clientAs('vendor2@demo.test').client.cancelOrderItem({
        params: { id: WAITING_ITEM },
        body: { expected_status: 'Shipped' },
      }),
    );
    expect(pro.status).toBe(403);
    expect(itemOf(WAITING_ITEM).status).toBe('Shipped');
  });

  it('takes a return with its trimmed reason, which the vendor reads; refuses a closed window and a bad reason', async () => {
    const { client } = clientAs('customer@demo.test');
    const reason = 'Two boxes arrived with cracked tiles.';
    const answer = await client.requestOrderItemReturn({
      params: { id: DELIVERED_ITEM },
      body: { expected_status: 'Delivered', reason: `  ${reason} ` },
    });
    expect(answer.message).toBe(orderItemStatusMessages.returnRequested);
    expect(answer.data).toMatchObject({ status: 'Return Request', return_reason: reason });
    const item = itemOf(DELIVERED_ITEM);
    expect(state.notifications.at(-1)).toMatchObject({
      user_id: item.vendor_id,
      title: 'Return requested',
      message: `Maya Lopez asked to return ${item.product_name} in order ${orderOf(DELIVERED_ITEM).order_number}: ${reason}`,
    });
    expect(await viewOf('vendor2@demo.test', DELIVERED_ITEM)).toMatchObject({
      status: 'Return Request',
      return_reason: reason,
      customer_actions: null,
    });

    const closed = await failure(
      client.requestOrderItemReturn({ params: { id: OLD_DELIVERY }, body: { expected_status: 'Delivered', reason } }),
    );
    expect(closed.status).toBe(422);
    expect(closed.fieldErrors).toEqual({ status: [customerActionMessages['return-window-closed']] });
    for (const bad of ['', '   ', 'x'.repeat(501)]) {
      const refused = await failure(
        client.requestOrderItemReturn({
          params: { id: OLD_DELIVERY },
          body: { expected_status: 'Delivered', reason: bad },
        }),
      );
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.fieldErrors ?? {})).toEqual(['reason']);
    }
    expect(itemOf(OLD_DELIVERY).status).toBe('Delivered');
  });

  it('without injected rules, allows any cancel or return not yet made, refunding in full', async () => {
    server.use(...createDemoHandlers({ state }));
    const { client } = clientAs('customer@demo.test');
    const view = await viewOf('customer@demo.test', OLD_DELIVERY);
    expect(view?.customer_actions).toMatchObject({
      return: { allowed: true, until: null, reason: null },
      restocking_fee: 0,
    });
    const cancelled = await client.cancelOrderItem({
      params: { id: 5015 },
      body: { expected_status: 'Waiting for approval' },
    });
    expect(cancelled.data.status).toBe('Cancle');
  });
});

describe('mock order items: fulfilment details (issue 35), as the server', () => {
  it('gives the vendor its own items of order 3004 with SKU, size, ship-to and the customer; nobody else but Admin', async () => {
    const vendor = state.users.find((user) => user.email === 'vendor@demo.test')!;
    const order = state.orders.find((candidate) => candidate.id === 3004)!;
    const customer = state.users.find((user) => user.id === order.user_id)!;
    const mine = (await clientAs('vendor@demo.test').client.listOrderItems({ params: { orderId: 3004 } })).data;
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((item) => item.vendor_id === vendor.id)).toBe(true);
    for (const item of mine.items) {
      const product = state.products.find((candidate) => candidate.id === item.product_id)!;
      expect(item.fulfilment).toEqual({
        sku: product.sku,
        size_label: product.sizes.length === 1 ? product.sizes[0]!.label : null,
        width_size: product.size?.width_size ?? null,
        length_size: product.size?.length_size ?? null,
        ship_to: order.shipping_address,
        customer: {
          name: order.customer_name,
          email: customer.email,
          country_code: customer.country_code,
          phone_number: customer.phone_number,
        },
      });
    }
    const admin = (await clientAs('admin@demo.test').client.listOrderItems({ params: { orderId: 3004 } })).data;
    expect(admin.items.length).toBeGreaterThan(mine.items.length);
    expect(admin.items.every((item) => item.fulfilment !== null)).toBe(true);
    const own = (await clientAs(customer.email).client.listOrderItems({ params: { orderId: 3004 } })).data;
    expect(own.items.every((item) => item.fulfilment === null)).toBe(true);
  });
});
