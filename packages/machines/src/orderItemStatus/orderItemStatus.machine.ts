import { assertEvent, assign, emit, setup } from 'xstate';
import {
  canChangeStatus,
  hasStatusChoice,
  statusLabel,
  type OrderItemStatus,
  type StatusChangeRejection,
  type UserType,
} from './orderItemStatus.rules.ts';

export interface OrderItemStatusInput {
  readonly status: OrderItemStatus;
  /** The account type of whoever edits (§6); a 'User' (customer) changes nothing. */
  readonly role: UserType;
}

export interface OrderItemStatusContext {
  readonly status: OrderItemStatus;
  readonly role: UserType;
  /** The last refused change, shown until dismissed or replaced. */
  readonly rejection: {
    readonly to: string;
    readonly reason: StatusChangeRejection;
    readonly message: string;
  } | null;
}

export type OrderItemStatusEvent =
  /** The editor picked a status (untrusted: may be any string). */
  | { readonly type: 'CHANGE'; readonly to: string }
  /** The server reports the item's status (after a refetch); nothing is emitted. */
  | { readonly type: 'SYNC'; readonly status: OrderItemStatus }
  | { readonly type: 'DISMISS' };

/** §4: a change emits a status-changed event with the new value. */
export interface OrderItemStatusChanged {
  readonly type: 'statusChanged';
  readonly status: OrderItemStatus;
  readonly label: string;
  readonly previous: OrderItemStatus;
}

export type OrderItemStatusEmitted = OrderItemStatusChanged;

/** Every state, so a story can be required for each. */
export const orderItemStatusStates = ['editable', 'locked', 'rejected'] as const;
export type OrderItemStatusState = (typeof orderItemStatusStates)[number];

/*
 * Inline in the config below, not named in `setup()`, so that a host's `provide()` offers only
 * the effects (the placeholders) and cannot replace how the machine decides.
 */
const changeAllowed = ({ context, event }: { context: OrderItemStatusContext; event: OrderItemStatusEvent }) => {
  assertEvent(event, 'CHANGE');
  return canChangeStatus(context.status, event.to, context.role).allowed;
};

const noChoiceLeft = ({ context }: { context: OrderItemStatusContext }) =>
  !hasStatusChoice(context.status, context.role);

export const orderItemStatusMachine = setup({
  types: {
    context: {} as OrderItemStatusContext,
    events: {} as OrderItemStatusEvent,
    input: {} as OrderItemStatusInput,
    emitted: {} as OrderItemStatusEmitted,
  },
}).createMachine({
  id: 'orderItemStatus',
  context: ({ input }) => ({ status: input.status, role: input.role, rejection: null }),
  initial: 'editable',
  on: {
    CHANGE: [
      {
        guard: changeAllowed,
        target: '.editable',
        // The guard proved `to` is one of the 14 values, so the casts below are sound.
        actions: [
          emit(({ context, event }) => ({
            type: 'statusChanged' as const,
            status: event.to as OrderItemStatus,
            label: statusLabel(event.to as OrderItemStatus),
            previous: context.status,
          })),
          assign({ status: ({ event }) => event.to as OrderItemStatus, rejection: null }),
        ],
      },
      {
        target: '.rejected',
        actions: assign({
          rejection: ({ context, event }) => {
            const verdict = canChangeStatus(context.status, event.to, context.role);
            // The guard above already let every allowed change through.
            const refused = verdict as Extract<typeof verdict, { allowed: false }>;
            return { to: event.to, reason: refused.reason, message: refused.message };
          },
        }),
      },
    ],
    SYNC: {
      target: '.editable',
      actions: assign({ status: ({ event }) => event.status, rejection: null }),
    },
  },
  states: {
    /** The selector is usable; leaves at once for `locked` when this role has nothing to pick. */
    editable: {
      always: { guard: noChoiceLeft, target: 'locked' },
    },
    /** This role can pick no other status (e.g. a vendor once Admin took over at Accept to Pick Up). */
    locked: {},
    /** A change was refused; `context.rejection` says why. */
    rejected: {
      on: { DISMISS: 'editable' },
    },
  },
});
