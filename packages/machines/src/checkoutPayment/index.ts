export { checkoutPaymentMachine, checkoutPaymentStates } from './checkoutPayment.machine.ts';
export type {
  CheckoutPaymentContext,
  CheckoutPaymentEvent,
  CheckoutPaymentOrder,
  CheckoutPaymentState,
  PlacedOrderResult,
  PlaceOrderRequest,
} from './checkoutPayment.machine.ts';
export {
  attemptFor,
  checkoutPaymentFailureOf,
  checkoutPaymentMessages,
  noShippingRefusal,
  thankYouPathOf,
  withoutFieldError,
} from './checkoutPayment.rules.ts';
export type { CheckoutPaymentFailure, PlaceAttempt } from './checkoutPayment.rules.ts';
