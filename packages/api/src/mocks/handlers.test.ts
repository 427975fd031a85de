/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiHttpError } from '../client/errors.ts';
import { cartShowroomOf } from '../client/cartShowroom.ts';
import {
  cartMessages,
  checkoutMessages,
  endpointNames,
  endpoints,
  toColonPath,
  type EndpointName,
} from '../contract/index.ts';
import { DEMO_CREDENTIALS, DEMO_PASSWORD } from '../demo/users.ts';
import { createSpiedClient, TEST_BASE_URL } from '../testing/spiedClient.ts';
import { sampleRequests, type SampleCaller } from '../testing/sampleRequests.ts';
import { createDemoHandlers } from './handlers.ts';
import { createMockState, mockAiTokenFor, mockTokenFor, type MockState } from './state.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let state: MockState;
beforeEach(() => {
  state = createMockState();
  server.use(...createDemoHandlers({ state }));
});

function tokenOf(caller: SampleCaller): string | null {
  if (caller === 'guest' || caller === 'ai') return null;
  const user = state.users.find((candidate) => candidate.email === caller);
  if (!user) throw new Error(`No demo user ${caller}`);
  return mockTokenFor(user);
}

function clientAs(caller: SampleCaller) {
  return createSpiedClient({
    getToken: () => tokenOf(caller),
    getAiToken: () => (caller === 'ai' ? mockAiTokenFor({ id: 1 }) : null),
  });
}

/** The method and path of every row of SPEC §7's table, read from the spec itself. */
function specRows(): { method: string; path: string }[] {
  const spec = readFileSync(new URL('../../../../docs/SPEC.md', import.meta.url), 'utf8');
  const section = spec.slice(spec.indexOf('## 7.'), spec.indexOf('## 8.'));
  return section
    .split('\n')
    .map((line) => /^\| (GET|POST|PUT|DELETE) ([^|]+?) \|/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .flatMap((match) =>
      (match[2] ?? '').split(', ').map((path) => ({ method: match[1] ?? '', path: path.replace(/\?.*$/, '') })),
    );
}

/**
 * §7 rows whose path parameter the contract names differently (the address is the same): the
 * spec names one path with {projectId} for GET and {id} for PUT, which OpenAPI forbids
 * (docs/spec-deviations.md).
 */
const renamedParameters: Record<string, string> = {
  'GET /api/projectChecklist/{projectId}': 'GET /api/projectChecklist/{id}',
};

describe('coverage of the contract', () => {
  it('every row of SPEC §7 is an endpoint', () => {
    const rows = specRows();
    // 45 rows with a method, one of them naming three paths; "add project to cart" has no path (designed).
    expect(rows).toHaveLength(47);
    const known = new Set(endpointNames.map((name) => `${endpoints[name].method} ${endpoints[name].path}`));
    const call = (row: { method: string; path: string }) => `${row.method} ${row.path}`;
    expect(rows.map(call).filter((row) => !known.has(renamedParameters[row] ?? row))).toEqual([]);
  });

  it('every endpoint has exactly one demo handler', () => {
    const handlers = createDemoHandlers();
    for (const name of endpointNames) {
      const { method, path } = endpoints[name];
      const matching = handlers.filter(
        (handler) => handler.info.method === method && handler.info.path === `*${toColonPath(path)}`,
      );
      expect(matching, `${method} ${path}`).toHaveLength(1);
    }
  });
});

describe('demo handlers answer every endpoint within the contract', () => {
  it.each(endpointNames.map((name) => [name] as const))('%s', async (name: EndpointName) => {
    const sample = sampleRequests[name];
    // Like the reference server, the mocks make AI designs only with a provider (the scenario).
    if (name === 'aiGenerateDesign') server.use(...createDemoHandlers({ state, scenario: 'aiDesignProvider' }));
    const { client, toasts } = clientAs(sample.as);
    const result = await client.request(name, sample.input as never);
    expect(result.success).toBe(true);
    expect(toasts).toEqual([]);
    // Passwords never leave the mocks.
    expect(JSON.stringify(result)).not.toContain(DEMO_PASSWORD);
  });
});

describe('demo handlers behave like the server', () => {
  it.each(DEMO_CREDENTIALS.map((credential) => [credential.email, credential.type] as const))(
    '%s signs in with the demo password as %s',
    async (email, type) => {
      const { client } = clientAs('guest');
      const { data } = await client.login({ body: { email, password: DEMO_PASSWORD } });
      expect(data.user).toMatchObject({ email, type });
      const me = await createSpiedClient({ getToken: () => data.token }).client.getAuthUser();
      expect(me.data.email).toBe(email);
    },
  );

  it('refuses a wrong password with 422 on the email field', async () => {
    const { client, toasts } = clientAs('guest');
    const error = (await client
      .login({ body: { email: 'customer@demo.test', password: 'nope' } })
      .catch((e: unknown) => e)) as ApiHttpError;
    expect(error.status).toBe(422);
    expect(client.errors.first('email')).toBe('These credentials do not match our records.');
    // The toast says the real reason (issue 30), as the server's 422 message does.
    expect(toasts.map((t) => t.message)).toEqual(['These credentials do not match our records.']);
  });

  it('answers 401 without a token and 403 for a role the endpoint does not allow', async () => {
    const guest = await clientAs('guest')
      .client.createProject({ body: { my_item: {} } })
      .catch((e: unknown) => e);
    expect((guest as ApiHttpError).status).toBe(401);
    const vendor = clientAs('vendor@demo.test');
    const forbidden = (await vendor.client
      .createProject({ body: { my_item: {} } })
      .catch((e: unknown) => e)) as ApiHttpError;
    expect(forbidden.status).toBe(403);
    expect(vendor.toasts.map((t) => t.message)).toEqual(['This action is unauthorized.']);
  });

  it('validates requests with the contract schemas (422 with field errors)', async () => {
    const { client } = clientAs('customer@demo.test');
    const error = (await client
      .sendProjectChat({ body: { project_id: 701, message: '' } as never })
      .catch((e: unknown) => e)) as ApiHttpError;
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors)).toEqual(['message']);
  });

  it('answers menus asked with neither showroom nor vsd_id with the 422 the server gives', async () => {
    // The client never sends this (§8); a raw request still gets the server's answer.
    const response = await fetch(`${TEST_BASE_URL}/api/menu_category`);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The showroom or vsd_id field is required.',
      errors: { showroom: ['The showroom or vsd_id field is required.'] },
    });
  });

  it('keeps cart changes in the shared state and places an order from the cart', async () => {
    const { client } = clientAs('customer@demo.test');
    const before = (await client.getCart({ query: { cart_id: 'demo-cart-0001' } })).data;
    const added = await client.syncToCart({
      body: { cart_id: 'demo-cart-0001', product_id: 1010, quantity: 3, action: 'cart', showroom: 'DEMO0001' },
    });
    expect(added.message).toBe('Product added to cart successfully.');
    expect(added.data.total_qty).toBe(before.total_qty + 3);
    const body = {
      cart_id: 'demo-cart-0001',
      idempotency_key: 'mock-checkout-attempt-0001',
      shipping_address: { street: '1 A St', city: 'LA', state: 'CA', zip_code: '90012', apartment: null },
    };
    const placed = await client.placeOrder({ body });
    expect(placed.data.order.items_count).toBe(added.data.Project_tans.length);
    expect(placed.data.payment).toEqual({ card_brand: 'visa', card_last4: '4242' });
    // A retry with the same key answers the same order; no second one is made.
    const again = await client.placeOrder({ body });
    expect(again.data.order.id).toBe(placed.data.order.id);
    expect(state.orders.filter((order) => order.id === placed.data.order.id)).toHaveLength(1);
    const items = await client.listOrderItems({ params: { orderId: placed.data.order.id } });
    expect(items.data.items.every((item) => item.status === 'Waiting for approval')).toBe(true);
    expect(items.data.items.every((item) => item.profit === null && item.contractor_markup_amt === null)).toBe(true);
    expect(state.carts.find((cart) => cart.cart_id === 'demo-cart-0001')?.Project_tans).toEqual([]);
  });

  it("prices a cart in one showroom, as the server: another showroom's add is refused, a changed total is not charged", async () => {
    const { client } = clientAs('customer@demo.test');
    const before = (await client.getCart({ query: { cart_id: 'demo-cart-0001' } })).data;
    for (const showroom of [{ showroom: 'OAKS2026' }, {}]) {
      const refused = (await client
        .syncToCart({ body: { cart_id: 'demo-cart-0001', product_id: 1010, quantity: 1, action: 'cart', ...showroom } })
        .catch((e: unknown) => e)) as ApiHttpError;
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        message: cartMessages.otherShowroom('DEMO0001'),
        cart_showroom: 'DEMO0001',
      });
      expect(cartShowroomOf(refused)).toBe('DEMO0001');
    }
    expect((await client.getCart({ query: { cart_id: 'demo-cart-0001' } })).data).toEqual(before);
    const orders = state.orders.length;
    const changed = (await client
      .placeOrder({
        body: {
          cart_id: 'demo-cart-0001',
          idempotency_key: 'mock-checkout-attempt-0003',
          shipping_address: { street: '1 A St', city: 'LA', state: 'CA', zip_code: '90012', apartment: null },
          expected_total: before.total - 1,
        },
      })
      .catch((e: unknown) => e)) as ApiHttpError;
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ message: checkoutMessages.totalChanged(before.total) });
    expect(state.orders).toHaveLength(orders);
  });

  it('declines the documented declined card with 402 and creates nothing', async () => {
    const { client } = clientAs('customer@demo.test');
    const orders = state.orders.length;
    const error = (await client
      .placeOrder({
        body: {
          cart_id: 'demo-cart-0001',
          idempotency_key: 'mock-checkout-attempt-0002',
          shipping_address: { street: '1 A St', city: 'LA', state: 'CA', zip_code: '90012', apartment: null },
          payment: {
            card_number: '4000 0000 0000 0002',
            name_on_Card: 'Maya Lopez',
            exp_date: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
            cvv: '123',
            street: '1 A St',
            state: 'CA',
            city: 'LA',
            zip_code: '90012',
          },
        },
      })
      .catch((e: unknown) => e)) as ApiHttpError;
    expect(error.status).toBe(402);
    expect(error.body).toMatchObject({
      message: 'Your card was declined.',
      errors: { payment: ['Your card was declined.'] },
    });
    expect(state.orders).toHaveLength(orders);
  });

  it('lets a vendor see only its own order items', async () => {
    const { client } = clientAs('vendor@demo.test');
    const vendor = state.users.find((user) => user.email === 'vendor@demo.test');
    const orders = await client.listOrders();
    expect(orders.data.total).toBeGreaterThan(0);
    const first = orders.data.data[0];
    const items = await client.listOrderItems({ params: { orderId: first?.id ?? 0 } });
    expect(items.data.items.length).toBeGreaterThan(0);
    expect(items.data.items.every((item) => item.vendor_id === vendor?.id)).toBe(true);
  });

  it('applies an injected order-status rule', async () => {
    server.use(
      ...createDemoHandlers({
        state,
        orderItemStatusRule: (_from, _to, role) =>
          role === 'Admin'
            ? { allowed: true }
            : { allowed: false, message: 'Only Admin can set Accept to Pick Up or a later status.' },
      }),
    );
    const item = state.orderItems.find(
      (candidate) => candidate.vendor_id === 4 && candidate.status === 'Vendor Approved',
    );
    const { client, toasts } = clientAs('vendor@demo.test');
    const error = (await client
      .updateOrderItemStatus({
        params: { id: item?.id ?? 0 },
        body: { status: 'Shipped', expected_status: 'Vendor Approved' },
      })
      .catch((e: unknown) => e)) as ApiHttpError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ status: ['Only Admin can set Accept to Pick Up or a later status.'] });
    expect(toasts.map((t) => t.message)).toEqual(['Only Admin can set Accept to Pick Up or a later status.']);
  });

  it('serves the demo images as SVG and 404 for anything else', async () => {
    const product = state.products[0];
    const ok = await fetch(`${TEST_BASE_URL}${product?.image ?? ''}`);
    expect(ok.headers.get('content-type')).toBe('image/svg+xml');
    expect(await ok.text()).toMatch(/^<svg /);
    expect((await fetch(`${TEST_BASE_URL}/media/products/missing.png`)).status).toBe(404);
  });
});
