import {
  and,
  assign,
  emit,
  enqueueActions,
  setup,
  stateIn,
  type DoneActorEvent,
  type ErrorActorEvent,
  type GuardPredicate,
} from 'xstate';
import { placeholderActor } from '../effects/placeholders.ts';
import {
  answeredQuantity,
  canChangeLine,
  confirmInFlight,
  confirmedQuantity,
  emptyCartQueueContext,
  isValidCartQuantity,
  refuseInFlight,
  syncConfirmed,
  takeNext,
  toCartUpdate,
  wantQuantity,
  type CartLineId,
  type CartLineQuantity,
  type CartQueueContext,
  type CartUpdate,
} from './cartQueue.rules.ts';

export interface CartQueueInput {
  /** The cart as the server last sent it (quantities per line). */
  readonly lines?: readonly CartLineQuantity[];
}

/** What `sendUpdate` resolves with: the quantity the server now holds for the line (0: removed). */
export interface CartUpdateResult {
  readonly quantity?: number;
}

export type CartQueueEvent =
  /** The shopper set a line's quantity (a whole number of at least 1; anything else is ignored). */
  | { readonly type: 'SET'; readonly lineId: CartLineId; readonly quantity: number }
  | { readonly type: 'REMOVE'; readonly lineId: CartLineId }
  /** The host read the cart from the server (a load, an add): the confirmed quantities. */
  | { readonly type: 'SYNC'; readonly lines: readonly CartLineQuantity[] }
  /** Checkout: answer `flushed` once nothing waits (`ok: false` if an update failed meanwhile). */
  | { readonly type: 'FLUSH' };

export type CartQueueEmitted =
  | { readonly type: 'updateConfirmed'; readonly lineId: CartLineId; readonly quantity: number }
  /** The line went back to `restored`, its last confirmed quantity; `error` is the effect's rejection. */
  | {
      readonly type: 'updateRefused';
      readonly lineId: CartLineId;
      readonly attempted: number;
      readonly restored: number;
      readonly error: unknown;
    }
  | { readonly type: 'flushed'; readonly ok: boolean };

export type { CartQueueContext };

export const cartQueueStates = ['idle', 'sending', 'sending.updating', 'sending.flushing'] as const;
export type CartQueueState = (typeof cartQueueStates)[number];

type SyncEvent = Extract<CartQueueEvent, { type: 'SYNC' }>;
type LineEvent = Extract<CartQueueEvent, { type: 'SET' | 'REMOVE' }>;

/** SET and REMOVE are the only events the line guards and actions see. */
function lineOf(event: CartQueueEvent): CartLineId {
  return (event as LineEvent).lineId;
}

/** The waiting updates once the in-flight one is refused (a newer value for its line goes too). */
function waitingAfterRefusal(context: CartQueueContext): number {
  return refuseInFlight(context).waiting.length;
}

/*
 * How the queue works inside: inline in the config below, not named in `setup()`, so that a
 * host's `provide()` offers only the effects (the placeholders) and cannot replace the queue's
 * bookkeeping or a guard and break the queue.
 */
type Context = CartQueueContext;
type Event = CartQueueEvent;
// What `sendUpdate`'s `onDone` and `onError` transitions see.
type Answered = DoneActorEvent<CartUpdateResult>;
type Refused = ErrorActorEvent;

const want = assign<Context, Event, undefined, Event, never>(({ context, event }) =>
  wantQuantity(context, lineOf(event), event.type === 'SET' ? event.quantity : 0),
);
const sync = assign<Context, Event, undefined, Event, never>(({ context, event }) =>
  syncConfirmed(context, (event as SyncEvent).lines),
);
const takeNextUpdate = assign<Context, Event, undefined, Event, never>(({ context }) => takeNext(context));
const startFlush = assign<Context, Event, undefined, Event, never>({ flushFailed: false });
const markFlushFailed = assign<Context, Refused, undefined, Event, never>({ flushFailed: true });
const answerFlush = emit<Context, Answered | Refused, undefined, Event, CartQueueEmitted>(
  ({ context }) => ({ type: 'flushed', ok: !context.flushFailed }) as const,
);

/** The server took the in-flight update; it holds what its answer says. */
const confirm = enqueueActions<Context, Answered, undefined, Event, never, never, never, never, CartQueueEmitted>(
  ({ context, event, enqueue }) => {
    const sent = context.inFlight as CartLineQuantity;
    const quantity = answeredQuantity(event.output, sent.quantity);
    enqueue.assign(confirmInFlight(context, quantity));
    enqueue.emit({ type: 'updateConfirmed', lineId: sent.lineId, quantity });
  },
);

/** The server refused: the line shows its confirmed value again, and the host is told. */
const refuse = enqueueActions<Context, Refused, undefined, Event, never, never, never, never, CartQueueEmitted>(
  ({ context, event, enqueue }) => {
    const sent = context.inFlight as CartLineQuantity;
    enqueue.assign(refuseInFlight(context));
    enqueue.emit({
      type: 'updateRefused',
      lineId: sent.lineId,
      attempted: sent.quantity,
      restored: confirmedQuantity(context, sent.lineId),
      error: event.error,
    });
  },
);

const changeAllowed = ({ context, event }: { context: Context; event: Event }) =>
  canChangeLine(context, lineOf(event)) && (event.type !== 'SET' || isValidCartQuantity(event.quantity));
const hasWaiting = ({ context }: { context: Context }) => context.waiting.length > 0;
const hasWaitingAfterRefusal = ({ context }: { context: Context }) => waitingAfterRefusal(context) > 0;
// `stateIn` is typed as if it may stand beside any named guard (`any`); this machine names none.
const checkoutWaits = stateIn('#cartQueue.sending.flushing') as GuardPredicate<
  Context,
  Answered | Refused,
  unknown,
  never
>;

export const cartQueueMachine = setup({
  types: {
    context: {} as CartQueueContext,
    events: {} as CartQueueEvent,
    // Every field is optional, so `createActor(machine)` needs no options: `void`, not `undefined`,
    // which inference drops from an optional property and would make `input` required again.
    input: {} as CartQueueInput | void,
    emitted: {} as CartQueueEmitted,
  },
  actors: {
    /**
     * Sends one update: `{ lineId, quantity, kind: 'set' }` or `{ lineId, quantity: 0, kind:
     * 'remove' }`. Resolve with the server's quantity for the line; reject when it refuses.
     * Never called twice at once.
     */
    sendUpdate: placeholderActor<CartUpdateResult, CartUpdate>('cartQueue', 'sendUpdate'),
  },
}).createMachine({
  id: 'cartQueue',
  context: ({ input = {} }) => syncConfirmed(emptyCartQueueContext, input.lines ?? []),
  initial: 'idle',
  on: {
    SET: { guard: changeAllowed, actions: want },
    REMOVE: { guard: changeAllowed, actions: want },
    SYNC: { actions: sync },
  },
  states: {
    /** Nothing waits: the server holds what the shopper sees. */
    idle: {
      always: { guard: hasWaiting, target: 'sending' },
      on: {
        // Nothing to wait for: a checkout may go ahead at once.
        FLUSH: { actions: emit({ type: 'flushed', ok: true }) },
      },
    },
    /**
     * One update is on its way (the oldest waiting one); others may wait behind it. Each answer
     * re-enters this state for the next update, so requests never overlap or overtake.
     */
    sending: {
      entry: takeNextUpdate,
      invoke: {
        id: 'sendUpdate',
        src: 'sendUpdate',
        input: ({ context }) => toCartUpdate(context.inFlight as CartLineQuantity),
        onDone: [
          {
            guard: and([hasWaiting, checkoutWaits]),
            target: '.flushing',
            reenter: true,
            actions: confirm,
          },
          { guard: hasWaiting, target: '.updating', reenter: true, actions: confirm },
          { guard: checkoutWaits, target: 'idle', actions: [confirm, answerFlush] },
          { target: 'idle', actions: confirm },
        ],
        onError: [
          {
            guard: and([hasWaitingAfterRefusal, checkoutWaits]),
            target: '.flushing',
            reenter: true,
            actions: [refuse, markFlushFailed],
          },
          { guard: hasWaitingAfterRefusal, target: '.updating', reenter: true, actions: refuse },
          { guard: checkoutWaits, target: 'idle', actions: [refuse, markFlushFailed, answerFlush] },
          { target: 'idle', actions: refuse },
        ],
      },
      initial: 'updating',
      states: {
        /** Updates go out in the background; the shopper keeps shopping. */
        updating: {
          on: { FLUSH: { target: 'flushing', actions: startFlush } },
        },
        /** A checkout waits for the queue to empty (later changes are waited for too). */
        flushing: {},
      },
    },
  },
});
