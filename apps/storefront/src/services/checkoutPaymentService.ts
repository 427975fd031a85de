import type { CheckoutRequest } from '@showroom/api';
import {
  checkoutPaymentMachine,
  type CheckoutPaymentFailure,
  type PlacedOrderResult,
  type PlaceOrderRequest,
} from '@showroom/machines';
import { createActor, fromPromise } from 'xstate';
import { checkoutServiceOf, placeOrderFailureOf, type PlaceOrderFailure } from './checkoutService.ts';
import type { AppServices } from './createAppServices.ts';

/** POST /api/checkout's body less its idempotency key: what the page hands to the machine's PLACE. */
export type CheckoutOrder = Omit<CheckoutRequest, 'idempotency_key'>;

type Refusal = Omit<Extract<CheckoutPaymentFailure, { kind: 'refused' }>, 'kind'>;

/** What only the page knows: where it shows a refusal's messages, how it moves the focus, how it reloads. */
export interface CheckoutPaymentPage {
  /** A 422's field messages (the contract's names) by where the page shows them. */
  readonly refusalOf: (fields: Readonly<Record<string, string>>) => Refusal;
  readonly focusFailure: (failure: CheckoutPaymentFailure) => void;
  /** The total moved (409): the cart and the checkout's profile are read again. */
  readonly reloadTotal: () => void;
}

/** The checkout service's reading of a failed POST /api/checkout, as the machine takes it. */
function machineFailureOf(failure: PlaceOrderFailure, page: CheckoutPaymentPage): CheckoutPaymentFailure {
  if (failure.kind === 'refused') return { kind: 'refused', ...page.refusalOf(failure.fields) };
  if (failure.kind === 'declined') return failure;
  return { ...failure, totalChanged: failure.totalChanged ?? false };
}

/**
 * The checkoutPayment machine with the storefront's effects: POST /api/checkout through the
 * checkout service (the order kept for /thankyou), the cart store cleared, the router, the toasts.
 */
export function createCheckoutPaymentActor(services: AppServices, page: CheckoutPaymentPage) {
  const checkout = checkoutServiceOf(services);
  const machine = checkoutPaymentMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrderResult, PlaceOrderRequest>(async ({ input }) => {
        // The machine passes on the order the page built for PLACE untouched.
        const order = input.order as CheckoutOrder;
        let placed;
        try {
          placed = await checkout.place({ ...order, idempotency_key: input.idempotencyKey });
        } catch (error) {
          throw machineFailureOf(placeOrderFailureOf(error), page);
        }
        checkout.rememberPlaced(placed, placed.order.user_id);
        return { orderId: placed.order.id };
      }),
    },
    actions: {
      notify: (_, { kind, message }) => services.notify(kind, message),
      // The server emptied the cart with the order: the client forgets it too (header badge, cart_id).
      clearCart: () => services.cart.getState().clear(),
      navigate: (_, { to }) => services.router.navigate(to, { replace: true }),
      reloadTotal: () => page.reloadTotal(),
      focusFailure: (_, failure) => page.focusFailure(failure),
    },
  });
  return createActor(machine);
}

export type CheckoutPaymentActor = ReturnType<typeof createCheckoutPaymentActor>;
