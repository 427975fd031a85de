export { cartQueueMachine, cartQueueStates } from './cartQueue.machine.ts';
export type {
  CartQueueContext,
  CartQueueEmitted,
  CartQueueEvent,
  CartQueueInput,
  CartQueueState,
  CartUpdateResult,
} from './cartQueue.machine.ts';
export {
  emptyCartQueueContext,
  isValidCartQuantity,
  confirmedQuantity,
  shownQuantity,
  shownQuantities,
  unconfirmedLineIds,
  canChangeLine,
  wantQuantity,
  takeNext,
  toCartUpdate,
  confirmInFlight,
  answeredQuantity,
  refuseInFlight,
  syncConfirmed,
} from './cartQueue.rules.ts';
export type { CartLineId, CartLineQuantity, CartUpdate } from './cartQueue.rules.ts';
