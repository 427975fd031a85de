import {
  CANCEL_WINDOW_MINUTES,
  isOrderItemStatus,
  REFUND_BUSINESS_DAYS,
  RETURN_REASON_MAX_LENGTH,
  RETURN_WINDOW_DAYS,
  type OrderItemStatus,
} from '@showroom/domain';

// The §9 numbers live in @showroom/domain (the e-mails state them too); the rules are here.
export { CANCEL_WINDOW_MINUTES, REFUND_BUSINESS_DAYS, RETURN_REASON_MAX_LENGTH, RETURN_WINDOW_DAYS };

/**
 * §9 for servers and clients alike: what a customer may do with an item of their own order.
 * They may cancel it within 60 minutes of ordering, while nothing has left the vendor, and
 * request its return within 12 days of delivery. Both move the item through the same status
 * column the pros' selector changes ('Cancle', 'Return Request'); the vendor and Admin act on it
 * from there with `canChangeStatus`. Ownership (is this the customer's order?) is the server's
 * separate check.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The statuses an item can be cancelled from: nothing has been handed over for shipping yet. */
export const cancellableStatuses: readonly OrderItemStatus[] = [
  'Waiting for approval',
  'Vendor Approved',
  'In Progress',
  'Ready to Pick Up',
];

export const customerActionRejections = [
  'unknown-status',
  'already-cancelled',
  'declined',
  'on-its-way',
  'delivered',
  'cancel-window-closed',
  'not-delivered',
  'return-requested',
  'return-window-closed',
] as const;
export type CustomerActionRejection = (typeof customerActionRejections)[number];

/** Why the action is not offered, as the customer reads it beside the disabled button. */
export const customerActionMessages: Readonly<Record<CustomerActionRejection, string>> = {
  'unknown-status': 'This is not an order item status.',
  'already-cancelled': 'This item has been cancelled.',
  declined: 'The vendor could not supply this item, so it will not be charged.',
  'on-its-way': 'This item is already on its way and can no longer be cancelled.',
  delivered: 'This item has been delivered. You can request a return instead.',
  'cancel-window-closed': `Items can be cancelled within ${CANCEL_WINDOW_MINUTES} minutes of ordering. That time has passed for this order.`,
  'not-delivered': 'A return can be requested once the item has been delivered.',
  'return-requested': 'A return has already been requested for this item.',
  'return-window-closed': `Returns can be requested within ${RETURN_WINDOW_DAYS} days of delivery. That time has passed for this item.`,
};

export type CustomerActionVerdict =
  | { readonly allowed: true; /** The last moment the action is open (ISO 8601). */ readonly until: string }
  | { readonly allowed: false; readonly reason: CustomerActionRejection; readonly message: string };

function refuse(reason: CustomerActionRejection): CustomerActionVerdict {
  return { allowed: false, reason, message: customerActionMessages[reason] };
}

function timeOf(iso: string): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Not a timestamp: ${iso}`);
  return time;
}

/**
 * May the customer cancel an item at `status`, of an order placed at `orderedAt`, at `now`?
 * Accepts untrusted strings (a request's expected status) and refuses what is not a status.
 */
export function canCancelItem(status: string, orderedAt: string, now: Date): CustomerActionVerdict {
  if (!isOrderItemStatus(status)) return refuse('unknown-status');
  if (status === 'Cancle') return refuse('already-cancelled');
  if (status === 'Decline') return refuse('declined');
  if (status === 'Delivered') return refuse('delivered');
  if (status === 'Return Request' || status === 'Returned') return refuse('return-requested');
  if (!cancellableStatuses.includes(status)) return refuse('on-its-way');
  const until = timeOf(orderedAt) + CANCEL_WINDOW_MINUTES * MINUTE_MS;
  if (now.getTime() > until) return refuse('cancel-window-closed');
  return { allowed: true, until: new Date(until).toISOString() };
}

/**
 * May the customer ask to return an item at `status`, which reached that status at `statusDate`
 * (for a delivered item: when it was delivered), at `now`?
 */
export function canRequestReturn(status: string, statusDate: string, now: Date): CustomerActionVerdict {
  if (!isOrderItemStatus(status)) return refuse('unknown-status');
  if (status === 'Return Request' || status === 'Returned') return refuse('return-requested');
  if (status === 'Cancle') return refuse('already-cancelled');
  if (status === 'Decline') return refuse('declined');
  if (status !== 'Delivered') return refuse('not-delivered');
  const until = timeOf(statusDate) + RETURN_WINDOW_DAYS * DAY_MS;
  if (now.getTime() > until) return refuse('return-window-closed');
  return { allowed: true, until: new Date(until).toISOString() };
}

/** The amounts of an item's order a refund is computed from, in whole cents. */
export interface RefundInput {
  /** The item's final_price × qty. */
  readonly lineTotalCents: number;
  /** The order's subtotal (every item's line total). */
  readonly orderSubtotalCents: number;
  /** The order's shipping charge. */
  readonly orderShippingCents: number;
}

export interface Refund {
  readonly refundCents: number;
  /** §9: the item's part of the initial shipping cost, kept as a restocking fee on a return. */
  readonly restockingFeeCents: number;
}

/** The item's part of the order's shipping charge, by its share of the subtotal, to the cent. */
function shippingShareCents({ lineTotalCents, orderSubtotalCents, orderShippingCents }: RefundInput): number {
  if (orderSubtotalCents <= 0) return 0;
  return Math.round((orderShippingCents * lineTotalCents) / orderSubtotalCents);
}

/** A cancelled item is refunded in full: nothing was shipped. */
export function cancellationRefund(input: RefundInput): Refund {
  return { refundCents: input.lineTotalCents, restockingFeeCents: 0 };
}

/**
 * §9: a returned item is refunded less the initial shipping cost, which goes to the vendor as a
 * restocking fee. (§9 also caps the fee at the return shipping cost, which is known only when
 * the vendor books the return; this is the most it can be.)
 */
export function returnRefund(input: RefundInput): Refund {
  const restockingFeeCents = Math.min(shippingShareCents(input), input.lineTotalCents);
  return { refundCents: input.lineTotalCents - restockingFeeCents, restockingFeeCents };
}

/** A return reason as the customer typed it: trimmed; empty or too long is refused. */
export function returnReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'Please tell us why you are returning this item.';
  if (trimmed.length > RETURN_REASON_MAX_LENGTH)
    return `Please keep the reason to ${RETURN_REASON_MAX_LENGTH} characters or fewer.`;
  return null;
}
