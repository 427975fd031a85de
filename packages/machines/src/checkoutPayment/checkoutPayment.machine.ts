import { assertEvent, assign, enqueueActions, setup, type ErrorActorEvent } from 'xstate';
import type { NavigateParams, NotifyParams } from '../effects/effectTypes.ts';
import { placeholderAction, placeholderActor } from '../effects/placeholders.ts';
import {
  attemptFor,
  checkoutPaymentFailureOf,
  noShippingRefusal,
  thankYouPathOf,
  withoutFieldError,
  type CheckoutPaymentFailure,
  type PlaceAttempt,
} from './checkoutPayment.rules.ts';

/**
 * The order as the host's `placeOrder` effect sends it, less its idempotency key (POST
 * /api/checkout's body for this storefront). The machine passes it on untouched.
 */
export type CheckoutPaymentOrder = Readonly<Record<string, unknown>>;

/** What `placeOrder` is asked to do: place `order` under `idempotencyKey`. */
export interface PlaceOrderRequest {
  readonly order: CheckoutPaymentOrder;
  readonly idempotencyKey: string;
}

/**
 * What `placeOrder` resolves with once the order is placed (and kept for the thank-you page):
 * its id, for the thank-you page's address.
 */
export interface PlacedOrderResult {
  readonly orderId: number | string;
}

export interface CheckoutPaymentContext {
  /** The last attempt and its idempotency key (null until Place order was first pressed with a valid form). */
  readonly attempt: PlaceAttempt | null;
  /** The order on its way, or the last one sent. */
  readonly order: CheckoutPaymentOrder | null;
  /**
   * The server's messages under the host's fields (a 422): kept until that field is changed or
   * the order is sent again, whatever the state.
   */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Why the last attempt failed; set in `declined`, `refused` and `failed` only. */
  readonly failure: CheckoutPaymentFailure | null;
}

export type CheckoutPaymentEvent =
  /**
   * Place order, the form valid and a shipping address known. `attempt` says what is placed (see
   * `PlaceAttempt`); `freshKey` is a new random key, used only when this is a new attempt.
   */
  | {
      readonly type: 'PLACE';
      readonly attempt: string;
      readonly order: CheckoutPaymentOrder;
      readonly freshKey: string;
    }
  /** Place order without a shipping address: nothing is sent. */
  | { readonly type: 'PLACE.NO_SHIPPING' }
  /** Place order with errors in the form (the host shows them under their fields): nothing is sent. */
  | { readonly type: 'PLACE.INVALID' }
  /** The saved card or a new one was chosen. */
  | { readonly type: 'METHOD.CHOSEN' }
  /** A card field changed (its server message goes; a declined card or a refusal is no longer said). */
  | { readonly type: 'CARD.CHANGED'; readonly field: string }
  /** A billing address field changed (its server message goes). */
  | { readonly type: 'BILLING.CHANGED'; readonly field: string };

export const checkoutPaymentStates = ['idle', 'placing', 'declined', 'refused', 'failed', 'placed'] as const;
export type CheckoutPaymentState = (typeof checkoutPaymentStates)[number];

/** The failure the machine entered its state with (`failure` is set in every failed state). */
function failureIn(context: CheckoutPaymentContext): CheckoutPaymentFailure {
  return context.failure as CheckoutPaymentFailure;
}

/** The `failed` kind, with its toast and total flag. */
type Failed = Extract<CheckoutPaymentFailure, { kind: 'failed' }>;

/*
 * How the payment step works inside: inline in the config below, not named in `setup()`, so that
 * a host's `provide()` offers only the effects (the placeholders) and cannot replace the
 * attempt's bookkeeping or a failure check and break the payment step.
 */
type Context = CheckoutPaymentContext;
type Event = CheckoutPaymentEvent;
/** How `placeOrder` fails: the event its `onError` transitions see. */
type PlaceOrderError = ErrorActorEvent;

const startAttempt = assign<Context, Event, undefined, Event, never>(({ context, event }) => {
  assertEvent(event, 'PLACE');
  return {
    attempt: attemptFor(context.attempt, event.attempt, event.freshKey),
    order: event.order,
    fieldErrors: {},
    failure: null,
  };
});
const keepFailure = assign<Context, PlaceOrderError, undefined, Event, never>(({ event }) => {
  const failure = checkoutPaymentFailureOf(event.error);
  return failure.kind === 'refused' ? { failure, fieldErrors: failure.fieldErrors } : { failure };
});
const forgetFailure = assign<Context, Event, undefined, Event, never>({ failure: null });
const refuseNoShipping = assign<Context, Event, undefined, Event, never>({ failure: noShippingRefusal });
const forgetFieldError = assign<Context, Event, undefined, Event, never>(({ context, event }) => {
  assertEvent(event, ['CARD.CHANGED', 'BILLING.CHANGED']);
  return { fieldErrors: withoutFieldError(context.fieldErrors, event.field) };
});

const declined = ({ event }: { event: PlaceOrderError }) => checkoutPaymentFailureOf(event.error).kind === 'declined';
const refused = ({ event }: { event: PlaceOrderError }) => checkoutPaymentFailureOf(event.error).kind === 'refused';

export const checkoutPaymentMachine = setup({
  types: {
    context: {} as CheckoutPaymentContext,
    events: {} as CheckoutPaymentEvent,
  },
  actors: {
    /**
     * Places the order and keeps it for the thank-you page. Reject with a `CheckoutPaymentFailure`
     * (anything else counts as an order not placed, with a toast).
     */
    placeOrder: placeholderActor<PlacedOrderResult, PlaceOrderRequest>('checkoutPayment', 'placeOrder'),
  },
  actions: {
    /** An error toast (a failure the API client has not already shown). */
    notify: placeholderAction<NotifyParams>(),
    /** The server emptied the cart with the order: the host forgets it too (header badge, cart id). */
    clearCart: placeholderAction(),
    /** Goes to the thank-you page, replacing the payment page in the history. */
    navigate: placeholderAction<NavigateParams>(),
    /** The total moved (a price or the shipping): the host loads the new one before the next press. */
    reloadTotal: placeholderAction(),
    /** Moves the focus to what the failure is about (the card, the first refused field). */
    focusFailure: placeholderAction<CheckoutPaymentFailure>(),
  },
}).createMachine({
  id: 'checkoutPayment',
  context: { attempt: null, order: null, fieldErrors: {}, failure: null },
  initial: 'idle',
  on: {
    'BILLING.CHANGED': { actions: forgetFieldError },
    'CARD.CHANGED': { actions: forgetFieldError },
  },
  states: {
    /** Nothing said: the form waits for Place order. */
    idle: {
      on: {
        PLACE: { target: 'placing', actions: startAttempt },
        'PLACE.NO_SHIPPING': { target: 'refused', actions: refuseNoShipping },
        // PLACE.INVALID changes nothing here: the host marks the fields, the page stays as it is.
      },
    },
    /**
     * The order is on its way: the button is busy and the fields read-only; another PLACE (a
     * double click) changes nothing, and a retry later sends the same key.
     */
    placing: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          order: context.order as CheckoutPaymentOrder,
          idempotencyKey: (context.attempt as PlaceAttempt).key,
        }),
        onDone: {
          target: 'placed',
          actions: [
            'clearCart',
            { type: 'navigate', params: ({ event }) => ({ to: thankYouPathOf(event.output.orderId) }) },
          ],
        },
        onError: [
          { guard: declined, target: 'declined', actions: keepFailure },
          { guard: refused, target: 'refused', actions: keepFailure },
          { target: 'failed', actions: keepFailure },
        ],
      },
    },
    /** The card was declined: the provider's message at the card, everything typed kept. */
    declined: {
      entry: { type: 'focusFailure', params: ({ context }) => failureIn(context) },
      on: {
        PLACE: { target: 'placing', actions: startAttempt },
        'PLACE.NO_SHIPPING': { target: 'refused', actions: refuseNoShipping },
        'PLACE.INVALID': { target: 'idle', actions: forgetFailure },
        'METHOD.CHOSEN': { target: 'idle', actions: forgetFailure },
        'CARD.CHANGED': { target: 'idle', actions: [forgetFieldError, forgetFailure] },
      },
    },
    /**
     * The server refused the order (a 422), or there is no shipping address: messages under the
     * fields and above the button. Changing the card or the method puts it aside.
     */
    refused: {
      entry: { type: 'focusFailure', params: ({ context }) => failureIn(context) },
      on: {
        PLACE: { target: 'placing', actions: startAttempt },
        'PLACE.NO_SHIPPING': { target: 'refused', reenter: true, actions: refuseNoShipping },
        'PLACE.INVALID': { target: 'idle', actions: forgetFailure },
        'METHOD.CHOSEN': { target: 'idle', actions: forgetFailure },
        'CARD.CHANGED': { target: 'idle', actions: [forgetFieldError, forgetFailure] },
      },
    },
    /** Nothing was placed (no answer, 409, 5xx): the page says why and the shopper may try again. */
    failed: {
      entry: enqueueActions(({ context, enqueue }) => {
        const failure = failureIn(context) as Failed;
        if (failure.toast !== null) enqueue({ type: 'notify', params: { kind: 'error', message: failure.toast } });
        if (failure.totalChanged) enqueue('reloadTotal');
      }),
      on: {
        PLACE: { target: 'placing', actions: startAttempt },
        'PLACE.NO_SHIPPING': { target: 'refused', actions: refuseNoShipping },
        'PLACE.INVALID': { target: 'idle', actions: forgetFailure },
      },
    },
    /** Placed: the cart is cleared and the shopper is on the way to the thank-you page. */
    placed: { type: 'final' },
  },
});
