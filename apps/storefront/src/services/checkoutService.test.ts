import { checkoutMessages, profileMessages, type PlacedOrder } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, mockTokenFor } from '@showroom/api/mocks';
import type { CheckoutPaymentFailure } from '@showroom/machines';
import { getResponse } from 'msw';
import { waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { storageKeys } from '../state/storageKeys.ts';
import {
  checkoutServiceMessages,
  checkoutServiceOf,
  createCheckoutService,
  keepPlacedOrdersIn,
  newIdempotencyKey,
  PLACED_ORDER_KEY,
  placeOrderFailureOf,
  type PaymentInput,
} from './checkoutService.ts';
import { createCheckoutPaymentActor, type CheckoutOrder } from './checkoutPaymentService.ts';
import { createAppServices } from './createAppServices.ts';

// The real stores, without the design system's index (its stylesheets need the vanilla-extract plugin).
vi.mock('@showroom/ui', async () => ({
  createProgressStore: (await import('../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts'))
    .createProgressStore,
  createToastStore: (await import('../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

const dataset = getDemoDataset();
const customer = dataset.users.find((user) => user.email === 'customer@demo.test')!;
/** The customer's project cart (several vendors). */
const CART = 'demo-cart-0001';
const address = { street: '1 Main St', city: 'Austin', state: 'TX', zip_code: '73301', apartment: null };
const card = (number: string): PaymentInput => ({
  card_number: number,
  name_on_Card: 'Maya Lopez',
  exp_date: '12/34',
  cvv: '123',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip_code: '73301',
});

/** The app's services as the customer, answering through the demo handlers; `sent` lists the calls. */
function customerServices() {
  const state = createMockState();
  const handlers = createDemoHandlers({ state });
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://shop.test'), init);
    const url = new URL(request.url);
    const body: unknown = request.method === 'GET' ? null : await request.clone().json();
    // The session's own start-up calls (authuser, notifications) are not the checkout's.
    if (/^\/api\/(profile|checkout)/.test(url.pathname)) {
      sent.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
    }
    return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  };
  const services = createAppServices({
    storage: memoryStorage({ [storageKeys.authToken]: mockTokenFor(customer) }),
    cookies: memoryCookieJar({}),
    meta: { apiBaseUrl: 'http://shop.test', shopId: null },
    fetch: fetchThroughMocks,
    initialPath: () => '/checkout',
    scrollToTop: () => undefined,
  });
  const placed = memoryStorage({});
  keepPlacedOrdersIn(services, placed);
  return { services, sent, state, placed, checkout: checkoutServiceOf(services) };
}

describe('checkoutService against the demo handlers', () => {
  it('loads the address, the saved card and the shipping charge of the cart it names', async () => {
    const { checkout, sent } = customerServices();
    const profile = await checkout.load(CART);
    expect(sent.map((call) => call.path)).toEqual([`/api/profile?checkout=1&cart_id=${CART}`]);
    expect(profile.shipping_address?.state).toBe('CA');
    expect(profile.payment_details?.card_last4).toBe('4242');
    expect(profile.shipping_charge).toEqual(expect.any(Number));
  });

  it('saves a new address with checkout=1 and the cart, and answers the shipping charge', async () => {
    const { checkout, sent } = customerServices();
    const saved = await checkout.saveAddress(CART, address);
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/profile',
      body: { shipping_address: address, checkout: 1, cart_id: CART },
    });
    expect(saved.message).toBe(profileMessages.updated);
    expect(saved.profile.shipping_address).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(saved.profile.shipping_charge).toEqual(expect.any(Number));
  });

  it('refuses a state outside the US with the contract message under shipping_address.state', async () => {
    const { checkout } = customerServices();
    const refused = await checkout.saveAddress(CART, { ...address, state: 'Ontario' }).catch((error: unknown) => error);
    expect(placeOrderFailureOf(refused)).toEqual({
      kind: 'refused',
      fields: { 'shipping_address.state': profileMessages.stateNotUs },
    });
  });

  it('places one order per key: the same key twice answers the same order', async () => {
    const { checkout, state } = customerServices();
    const before = state.orders.length;
    const request = { cart_id: CART, idempotency_key: newIdempotencyKey(), shipping_address: address };
    const [first, second] = await Promise.all([checkout.place(request), checkout.place(request)]);
    expect(second.order.id).toBe(first.order.id);
    expect(state.orders.length).toBe(before + 1);
    expect(first.payment).toEqual({ card_brand: 'visa', card_last4: '4242' });
    expect(first.items.length).toBeGreaterThan(0);
  });

  it('reads a declined card (402) as declined with the provider message, and places nothing', async () => {
    const { checkout, state } = customerServices();
    const before = state.orders.length;
    const error = await checkout
      .place({
        cart_id: CART,
        idempotency_key: newIdempotencyKey(),
        shipping_address: address,
        payment: card('4000000000000002'),
      })
      .catch((failure: unknown) => failure);
    expect(placeOrderFailureOf(error)).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(state.orders.length).toBe(before);
  });

  it('reads a total that changed since the page (409 on expected_total) as such, with the new total, and places nothing', async () => {
    const { checkout, state } = customerServices();
    const before = state.orders.length;
    const cart = state.carts.find((each) => each.cart_id === CART)!;
    const error = await checkout
      .place({ cart_id: CART, idempotency_key: newIdempotencyKey(), shipping_address: address, expected_total: 1 })
      .catch((failure: unknown) => failure);
    const failure = placeOrderFailureOf(error);
    expect(failure).toMatchObject({ kind: 'failed', toast: null, totalChanged: true });
    expect(failure.kind === 'failed' ? failure.message : '').toMatch(/^The total of your order has changed to \$/);
    expect(cart.Project_tans.length).toBeGreaterThan(0);
    expect(state.orders.length).toBe(before);
  });

  it('keeps the placed order for /thankyou: its own customer and order only', async () => {
    const { services, placed } = customerServices();
    const order = { order: { id: 77, order_number: 'WV-2026-000077', total: 12 }, items: [], payment: null };
    const checkout = checkoutServiceOf(services);
    checkout.rememberPlaced(order as unknown as PlacedOrder, customer.id);
    expect(JSON.parse(placed.getItem(PLACED_ORDER_KEY) ?? 'null')).toMatchObject({ userId: customer.id });
    // A reload: a new service reads what the tab kept.
    const reloaded = createCheckoutService({ api: () => Promise.reject(new Error('no calls')), placedOrders: placed });
    expect(reloaded.placedOrder(77, customer.id)?.order.order_number).toBe('WV-2026-000077');
    expect(reloaded.placedOrder(78, customer.id)).toBeNull();
    expect(reloaded.placedOrder(77, customer.id + 1)).toBeNull();
    placed.setItem(PLACED_ORDER_KEY, '{"userId":2,"placed":{"order":"broken"}}');
    expect(reloaded.placedOrder(77, customer.id)).toBeNull();
  });

  it('still has the order for this visit when storage refuses it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const checkout = createCheckoutService({
      api: () => Promise.reject(new Error('no calls')),
      placedOrders: refusing,
    });
    const order = { order: { id: 5, order_number: 'WV-5', total: 1 }, items: [], payment: null };
    checkout.rememberPlaced(order as unknown as PlacedOrder, 9);
    expect(checkout.placedOrder(5, 9)).toBe(order);
  });
});

describe('idempotency keys', () => {
  it('makes keys the contract accepts, different each time', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(newIdempotencyKey((bytes) => bytes.fill(255))).toBe('f'.repeat(32));
  });
});

describe('placeOrderFailureOf', () => {
  it('takes the 402 message from errors.payment, else the body message', () => {
    expect(
      placeOrderFailureOf({
        status: 402,
        body: { message: 'Declined.', errors: { payment: ['Insufficient funds.'] } },
      }),
    ).toEqual({ kind: 'declined', message: 'Insufficient funds.' });
    expect(placeOrderFailureOf({ status: 402, body: { message: 'Declined.' } })).toEqual({
      kind: 'declined',
      message: 'Declined.',
    });
  });

  it('keeps the first message of each refused field', () => {
    expect(
      placeOrderFailureOf({ status: 422, fieldErrors: { 'payment.cvv': ['Invalid CVC.', 'Other.'], cart_id: [] } }),
    ).toEqual({ kind: 'refused', fields: { 'payment.cvv': 'Invalid CVC.' } });
  });

  it('asks the page to toast what the client did not (409, 502), and not twice what it did', () => {
    expect(
      placeOrderFailureOf({ status: 409, userMessage: null, body: { message: checkoutMessages.cartChanged } }),
    ).toEqual({ kind: 'failed', message: checkoutMessages.cartChanged, toast: checkoutMessages.cartChanged });
    expect(placeOrderFailureOf({ status: 500, userMessage: 'Internal Server error please try again.' })).toEqual({
      kind: 'failed',
      message: 'Internal Server error please try again.',
      toast: null,
    });
    expect(placeOrderFailureOf(new Error('offline'))).toEqual({
      kind: 'failed',
      message: checkoutServiceMessages.notPlaced,
      toast: checkoutServiceMessages.notPlaced,
    });
  });
});

describe('the checkoutPayment machine with the storefront’s effects (checkoutPaymentService)', () => {
  /** The page's part, recorded: a refusal's messages all go under one field, for the test to read. */
  function paymentActor() {
    const world = customerServices();
    const navigations: { to: string; options?: { replace?: boolean } }[] = [];
    world.services.router.attach(
      (to, options) => navigations.push({ to, ...(options ? { options } : {}) }),
      () => '/checkout-payment',
    );
    const focused: CheckoutPaymentFailure[] = [];
    let reloads = 0;
    const actor = createCheckoutPaymentActor(world.services, {
      refusalOf: (fields) => ({ fieldErrors: fields, shipping: [], other: [] }),
      focusFailure: (failure) => focused.push(failure),
      reloadTotal: () => (reloads += 1),
    }).start();
    const place = (order: CheckoutOrder, freshKey = newIdempotencyKey()) =>
      actor.send({ type: 'PLACE', attempt: JSON.stringify(order), order, freshKey });
    const settled = () => waitFor(actor, (snapshot) => snapshot.value !== 'placing', { timeout: 5000 });
    return { ...world, actor, navigations, focused, reloads: () => reloads, place, settled };
  }

  it('places the order under the attempt’s key, keeps it for /thankyou, clears the cart and goes there', async () => {
    const payment = paymentActor();
    const clear = vi.fn();
    payment.services.cart.setState({ clear });
    const key = newIdempotencyKey();
    payment.place({ cart_id: CART, shipping_address: address }, key);
    const done = await payment.settled();
    expect(done.value).toBe('placed');
    const posted = payment.sent.filter((call) => call.path === '/api/checkout');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toMatchObject({ cart_id: CART, idempotency_key: key });
    const orderId = Number(payment.navigations[0]?.to.split('=')[1]);
    expect(payment.navigations).toEqual([{ to: `/thankyou?order=${orderId}`, options: { replace: true } }]);
    expect(payment.checkout.placedOrder(orderId, customer.id)?.order.id).toBe(orderId);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('says a declined card with the provider’s message and moves the focus to it', async () => {
    const payment = paymentActor();
    payment.place({ cart_id: CART, shipping_address: address, payment: card('4000000000000002') });
    expect((await payment.settled()).value).toBe('declined');
    expect(payment.focused).toEqual([{ kind: 'declined', message: expect.stringMatching(/declined/) }]);
    expect(payment.navigations).toEqual([]);
  });

  it('hands a 422’s fields to the page, and reads a 409 on the total as a failure that reloads it', async () => {
    const payment = paymentActor();
    payment.place({ cart_id: 'no-such-cart', shipping_address: address });
    expect((await payment.settled()).value).toBe('refused');
    expect(payment.actor.getSnapshot().context.fieldErrors).toEqual({ cart_id: checkoutMessages.cartNotFound });

    payment.place({ cart_id: CART, shipping_address: address, expected_total: 0.01 });
    const failed = await payment.settled();
    expect(failed.value).toBe('failed');
    expect(failed.context.failure).toMatchObject({ kind: 'failed', toast: null, totalChanged: true });
    expect(payment.reloads()).toBe(1);
  });
});
