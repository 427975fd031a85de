import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { effectNames, paramsOf, recordingActions, type EffectCall } from '../testing/effectRecorder.ts';
import { declaredModel, exploreModel, reportModelCoverage } from '../testing/modelCoverage.ts';
import {
  checkoutPaymentMachine,
  checkoutPaymentStates,
  type CheckoutPaymentEvent,
  type PlacedOrderResult,
  type PlaceOrderRequest,
} from './checkoutPayment.machine.ts';
import {
  attemptFor,
  checkoutPaymentFailureOf,
  checkoutPaymentMessages,
  noShippingRefusal,
  thankYouPathOf,
  withoutFieldError,
  type CheckoutPaymentFailure,
} from './checkoutPayment.rules.ts';

const declined: CheckoutPaymentFailure = { kind: 'declined', message: 'Your card was declined.' };
const refused: CheckoutPaymentFailure = {
  kind: 'refused',
  fieldErrors: { cvv: 'The CVV is invalid.', street: 'The street field is required.' },
  shipping: ['The zip code is not served.'],
  other: ['Your cart is empty.'],
};
const providerDown: CheckoutPaymentFailure = {
  kind: 'failed',
  message: 'The payment provider is unavailable.',
  toast: 'The payment provider is unavailable.',
  totalChanged: false,
};
const totalMoved: CheckoutPaymentFailure = {
  kind: 'failed',
  message: 'The total is now $12.00.',
  toast: null,
  totalChanged: true,
};

describe('checkout payment rules', () => {
  it('keeps the key of the same attempt and makes a new attempt for anything changed', () => {
    const first = attemptFor(null, 'cart-1 $10 saved', 'key-1');
    expect(first).toEqual({ what: 'cart-1 $10 saved', key: 'key-1' });
    expect(attemptFor(first, 'cart-1 $10 saved', 'key-2')).toBe(first);
    expect(attemptFor(first, 'cart-1 $12 saved', 'key-3')).toEqual({ what: 'cart-1 $12 saved', key: 'key-3' });
  });

  it('reads the failures the host rejects with, and anything else as an order not placed', () => {
    expect(checkoutPaymentFailureOf(declined)).toEqual(declined);
    expect(checkoutPaymentFailureOf(refused)).toEqual(refused);
    expect(checkoutPaymentFailureOf(providerDown)).toEqual(providerDown);
    expect(checkoutPaymentFailureOf(totalMoved)).toEqual(totalMoved);
    // Unreadable parts of a refusal are left out, not shown as blanks.
    expect(
      checkoutPaymentFailureOf({ kind: 'refused', fieldErrors: { cvv: '', zip: 3, street: 'x' }, shipping: 'x' }),
    ).toEqual({ kind: 'refused', fieldErrors: { street: 'x' }, shipping: [], other: [] });
    expect(checkoutPaymentFailureOf({ kind: 'refused', other: ['', 'y', 2] })).toEqual({
      kind: 'refused',
      fieldErrors: {},
      shipping: [],
      other: ['y'],
    });
    expect(checkoutPaymentFailureOf({ kind: 'failed', message: 'm', toast: '' })).toEqual({
      kind: 'failed',
      message: 'm',
      toast: null,
      totalChanged: false,
    });
    const notPlaced = {
      kind: 'failed',
      message: checkoutPaymentMessages.notPlaced,
      toast: checkoutPaymentMessages.notPlaced,
      totalChanged: false,
    };
    for (const error of [new Error('boom'), null, 'text', { kind: 'declined' }, { kind: 'failed', message: '' }]) {
      expect(checkoutPaymentFailureOf(error)).toEqual(notPlaced);
    }
  });

  it('drops the message of a changed field only', () => {
    const errors = { cvv: 'a', street: 'b' };
    expect(withoutFieldError(errors, 'cvv')).toEqual({ street: 'b' });
    expect(withoutFieldError(errors, 'city')).toBe(errors);
  });

  it('says where the shopper goes and what a missing address is', () => {
    expect(thankYouPathOf(42)).toBe('/thankyou?order=42');
    expect(thankYouPathOf('a b')).toBe('/thankyou?order=a%20b');
    expect(noShippingRefusal).toEqual({
      kind: 'refused',
      fieldErrors: {},
      shipping: ['Please add your shipping address first.'],
      other: [],
    });
  });
});

interface PendingOrder {
  readonly request: PlaceOrderRequest;
  resolve(result: PlacedOrderResult): void;
  reject(error: unknown): void;
}

async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

const order = { cart_id: 'c1', expected_total: 10 };
const place = (attempt: string, freshKey: string): CheckoutPaymentEvent => ({
  type: 'PLACE',
  attempt,
  order,
  freshKey,
});

/** A payment whose server answers by hand, recording every request and effect. */
function startPayment(placeOrder?: AnyActorLogic) {
  const requests: PendingOrder[] = [];
  const calls: EffectCall[] = [];
  const machine = checkoutPaymentMachine.provide({
    actions: recordingActions(checkoutPaymentMachine, calls),
    actors: {
      placeOrder:
        placeOrder ??
        fromPromise<PlacedOrderResult, PlaceOrderRequest>(
          ({ input }) => new Promise((resolve, reject) => requests.push({ request: input, resolve, reject })),
        ),
    },
  });
  const actor = createActor(machine).start();
  const answer = async (result: PlacedOrderResult) => {
    (requests.shift() as PendingOrder).resolve(result);
    await settle();
  };
  const fail = async (error: unknown) => {
    (requests.shift() as PendingOrder).reject(error);
    await settle();
  };
  return {
    actor,
    requests,
    calls,
    answer,
    fail,
    send: (event: CheckoutPaymentEvent) => actor.send(event),
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

describe('checkout payment machine', () => {
  it('places the order, then clears the cart and goes to the thank-you page', async () => {
    const payment = startPayment();
    expect(payment.state()).toBe('idle');
    payment.send(place('a', 'key-1'));
    expect(payment.state()).toBe('placing');
    expect(payment.requests.map((pending) => pending.request)).toEqual([{ order, idempotencyKey: 'key-1' }]);
    await payment.answer({ orderId: 7 });
    expect(payment.state()).toBe('placed');
    expect(payment.actor.getSnapshot().status).toBe('done');
    expect(effectNames(payment.calls)).toEqual(['clearCart', 'navigate']);
    expect(paramsOf(payment.calls, 'navigate')).toEqual([{ to: '/thankyou?order=7' }]);
  });

  it('ignores a second press while the order is on its way', () => {
    const payment = startPayment();
    payment.send(place('a', 'key-1'));
    payment.send(place('a', 'key-2'));
    payment.send({ type: 'PLACE.NO_SHIPPING' });
    payment.send({ type: 'PLACE.INVALID' });
    payment.send({ type: 'METHOD.CHOSEN' });
    expect(payment.state()).toBe('placing');
    expect(payment.requests).toHaveLength(1);
  });

  it('retries a failed attempt with the same key, and a changed one with a new key', async () => {
    const payment = startPayment();
    payment.send(place('a', 'key-1'));
    await payment.fail(providerDown);
    payment.send(place('a', 'key-2'));
    expect(payment.requests[0]?.request.idempotencyKey).toBe('key-1');
    await payment.fail(declined);
    payment.send(place('b', 'key-3'));
    expect(payment.requests[0]?.request.idempotencyKey).toBe('key-3');
    await payment.fail(providerDown);
    payment.send(place('a', 'key-4'));
    // Back to the first card: a new attempt (the server already refused it under key-1).
    expect(payment.requests[0]?.request.idempotencyKey).toBe('key-4');
  });

  it('keeps a declined card’s message at the card until the card or the method changes', async () => {
    const payment = startPayment();
    payment.send(place('a', 'key-1'));
    await payment.fail(declined);
    expect(payment.state()).toBe('declined');
    expect(payment.context().failure).toEqual(declined);
    expect(paramsOf(payment.calls, 'focusFailure')).toEqual([declined]);
    // A billing field does not put the message aside; a card field does.
    payment.send({ type: 'BILLING.CHANGED', field: 'street' });
    expect(payment.state()).toBe('declined');
    payment.send({ type: 'CARD.CHANGED', field: 'cvv' });
    expect(payment.state()).toBe('idle');
    expect(payment.context().failure).toBeNull();

    payment.send(place('a', 'key-2'));
    await payment.fail(declined);
    payment.send({ type: 'METHOD.CHOSEN' });
    expect(payment.state()).toBe('idle');
  });

  it('shows a refusal’s field messages until each field changes, and its other messages above the button', async () => {
    const payment = startPayment();
    payment.send(place('a', 'key-1'));
    await payment.fail(refused);
    expect(payment.state()).toBe('refused');
    expect(payment.context().fieldErrors).toEqual(refused.fieldErrors);
    expect(paramsOf(payment.calls, 'focusFailure')).toEqual([refused]);
    payment.send({ type: 'BILLING.CHANGED', field: 'street' });
    expect(payment.state()).toBe('refused');
    expect(payment.context().fieldErrors).toEqual({ cvv: 'The CVV is invalid.' });
    payment.send({ type: 'CARD.CHANGED', field: 'card_number' });
    expect(payment.state()).toBe('idle');
    // The CVV's message stays under it until the CVV changes or the order is sent again.
    expect(payment.context().fieldErrors).toEqual({ cvv: 'The CVV is invalid.' });
    payment.send({ type: 'CARD.CHANGED', field: 'cvv' });
    expect(payment.context().fieldErrors).toEqual({});

    payment.send(place('a', 'key-2'));
    await payment.fail(refused);
    payment.send({ type: 'METHOD.CHOSEN' });
    expect(payment.state()).toBe('idle');
    expect(payment.context().fieldErrors).toEqual(refused.fieldErrors);
    payment.send(place('a', 'key-3'));
    expect(payment.context().fieldErrors).toEqual({});
  });

  it('refuses to send without a shipping address, from any state but placing', async () => {
    const payment = startPayment();
    payment.send({ type: 'PLACE.NO_SHIPPING' });
    expect(payment.state()).toBe('refused');
    expect(payment.context().failure).toEqual(noShippingRefusal);
    payment.send({ type: 'PLACE.NO_SHIPPING' });
    expect(payment.state()).toBe('refused');
    expect(payment.requests).toEqual([]);
    for (const failure of [declined, providerDown]) {
      payment.send(place('a', 'key-1'));
      await payment.fail(failure);
      payment.send({ type: 'PLACE.NO_SHIPPING' });
      expect(payment.state()).toBe('refused');
    }
  });

  it('puts any failure aside when the form is invalid (the host marks the fields)', async () => {
    const payment = startPayment();
    payment.send({ type: 'PLACE.INVALID' });
    expect(payment.state()).toBe('idle');
    for (const failure of [declined, refused, providerDown]) {
      payment.send(place('a', 'key-1'));
      await payment.fail(failure);
      payment.send({ type: 'PLACE.INVALID' });
      expect(payment.state()).toBe('idle');
      expect(payment.context().failure).toBeNull();
    }
  });

  it('says a failure on the page, with a toast when the client showed none, and reloads a moved total', async () => {
    const payment = startPayment();
    payment.send(place('a', 'key-1'));
    await payment.fail(providerDown);
    expect(payment.state()).toBe('failed');
    expect(payment.context().failure).toEqual(providerDown);
    expect(paramsOf(payment.calls, 'notify')).toEqual([{ kind: 'error', message: providerDown.message }]);
    expect(effectNames(payment.calls)).not.toContain('reloadTotal');
    // Typing does not put a failure aside (only a declined card or a refusal).
    payment.send({ type: 'CARD.CHANGED', field: 'cvv' });
    payment.send({ type: 'METHOD.CHOSEN' });
    expect(payment.state()).toBe('failed');

    payment.calls.length = 0;
    payment.send(place('a', 'key-2'));
    await payment.fail(totalMoved);
    expect(effectNames(payment.calls)).toEqual(['reloadTotal']);
    expect(payment.context().failure).toEqual(totalMoved);
  });

  it('fails with the generic message and a toast when placeOrder is not provided', async () => {
    const calls: EffectCall[] = [];
    const actor = createActor(
      checkoutPaymentMachine.provide({ actions: recordingActions(checkoutPaymentMachine, calls) }),
    ).start();
    actor.send(place('a', 'key-1'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(paramsOf(calls, 'notify')).toEqual([{ kind: 'error', message: checkoutPaymentMessages.notPlaced }]);
  });

  it('runs headless with the placeholder effects', async () => {
    const placing = fromPromise<PlacedOrderResult, PlaceOrderRequest>(async () => ({ orderId: 1 }));
    const placed = startPayment(placing);
    const actor = createActor(checkoutPaymentMachine.provide({ actors: { placeOrder: placing } })).start();
    actor.send(place('a', 'key-1'));
    placed.send(place('a', 'key-1'));
    await settle();
    expect(actor.getSnapshot().value).toBe('placed');
    expect(placed.state()).toBe('placed');
    for (const failure of [declined, refused, providerDown, totalMoved]) {
      const failing = createActor(
        checkoutPaymentMachine.provide({
          actors: {
            placeOrder: fromPromise<PlacedOrderResult, PlaceOrderRequest>(async () => {
              throw failure;
            }),
          },
        }),
      ).start();
      failing.send(place('a', 'key-1'));
      await settle();
      expect(failing.getSnapshot().value).toBe(failure.kind);
    }
  });
});

describe('checkout payment model', () => {
  const declared = declaredModel(checkoutPaymentMachine);

  it(`reaches all ${declared.stateIds.length} states and takes all ${declared.transitionIds.length} transitions`, async ({
    annotate,
  }) => {
    const report = await exploreModel({
      machine: checkoutPaymentMachine,
      events: [
        place('a', 'key-1'),
        { type: 'PLACE.NO_SHIPPING' },
        { type: 'PLACE.INVALID' },
        { type: 'METHOD.CHOSEN' },
        { type: 'CARD.CHANGED', field: 'cvv' },
        { type: 'BILLING.CHANGED', field: 'street' },
        { type: 'xstate.done.actor.placeOrder', output: { orderId: 7 } },
        { type: 'xstate.error.actor.placeOrder', error: declined },
        { type: 'xstate.error.actor.placeOrder', error: refused },
        { type: 'xstate.error.actor.placeOrder', error: providerDown },
      ],
      // The attempt's key and the messages do not change what the machine may do next.
      abstractContext: (context) => ({ failure: context.failure?.kind ?? null }),
    });
    await reportModelCoverage('checkoutPayment', report, annotate);
    expect(report.eventTypesWithoutSamples).toEqual([]);
    expect(report.divergences).toEqual([]);
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
    expect(report.reachedStates).toEqual([...checkoutPaymentStates].sort());
  });

  it('lists every state in its inventory', () => {
    expect([...checkoutPaymentStates].sort()).toEqual([...declared.stateIds].sort());
  });
});
