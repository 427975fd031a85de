import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCEL_WINDOW_MINUTES,
  RETURN_REASON_MAX_LENGTH,
  RETURN_WINDOW_DAYS,
  canCancelItem,
  canRequestReturn,
  cancellationRefund,
  customerActionMessages,
  returnReasonProblem,
  returnRefund,
} from './customerActions.rules.ts';
import { orderItemStatuses, type OrderItemStatus } from './orderItemStatus.rules.ts';

const ordered = '2026-12-07T10:00:00.000Z';
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);
const daysAfter = (iso: string, days: number) => minutesAfter(iso, days * 24 * 60);

/** §9 truth table of a customer's cancel, within the window: every status, what happens. */
const cancelWithinWindow: Record<OrderItemStatus, string> = {
  'Waiting for approval': 'allowed',
  'Vendor Approved': 'allowed',
  Decline: 'declined',
  'In Progress': 'allowed',
  'Ready to Pick Up': 'allowed',
  'Accept to Pick Up': 'on-its-way',
  'Picked Up': 'on-its-way',
  Shipping: 'on-its-way',
  Shipped: 'on-its-way',
  'Out For Delivery': 'on-its-way',
  Cancle: 'already-cancelled',
  'Return Request': 'return-requested',
  Returned: 'return-requested',
  Delivered: 'delivered',
};

/** §9 truth table of a customer's return request, within 12 days of the status date. */
const returnWithinWindow: Record<OrderItemStatus, string> = {
  'Waiting for approval': 'not-delivered',
  'Vendor Approved': 'not-delivered',
  Decline: 'declined',
  'In Progress': 'not-delivered',
  'Ready to Pick Up': 'not-delivered',
  'Accept to Pick Up': 'not-delivered',
  'Picked Up': 'not-delivered',
  Shipping: 'not-delivered',
  Shipped: 'not-delivered',
  'Out For Delivery': 'not-delivered',
  Cancle: 'already-cancelled',
  'Return Request': 'return-requested',
  Returned: 'return-requested',
  Delivered: 'allowed',
};

const outcome = (verdict: ReturnType<typeof canCancelItem>) => (verdict.allowed ? 'allowed' : verdict.reason);

describe("a customer's cancel and return (§9)", () => {
  it.each(orderItemStatuses)('cancel from %s within the window follows the truth table', (status) => {
    expect(outcome(canCancelItem(status, ordered, minutesAfter(ordered, 5)))).toBe(cancelWithinWindow[status]);
  });

  it.each(orderItemStatuses)('return of an item at %s within the window follows the truth table', (status) => {
    expect(outcome(canRequestReturn(status, ordered, daysAfter(ordered, 1)))).toBe(returnWithinWindow[status]);
  });

  it('cancels up to and including the 60th minute after ordering, and says until when', () => {
    const verdict = canCancelItem('Waiting for approval', ordered, minutesAfter(ordered, CANCEL_WINDOW_MINUTES));
    expect(verdict).toEqual({ allowed: true, until: '2026-12-07T11:00:00.000Z' });
    const late = canCancelItem(
      'Waiting for approval',
      ordered,
      minutesAfter(ordered, CANCEL_WINDOW_MINUTES + 1 / 60_000),
    );
    expect(late).toEqual({
      allowed: false,
      reason: 'cancel-window-closed',
      message: customerActionMessages['cancel-window-closed'],
    });
    expect(late.allowed || late.message).toBe(
      'Items can be cancelled within 60 minutes of ordering. That time has passed for this order.',
    );
  });

  it('takes a return up to 12 days after delivery, not after', () => {
    const delivered = '2026-12-01T18:30:00.000Z';
    expect(canRequestReturn('Delivered', delivered, daysAfter(delivered, RETURN_WINDOW_DAYS))).toEqual({
      allowed: true,
      until: '2026-12-13T18:30:00.000Z',
    });
    expect(outcome(canRequestReturn('Delivered', delivered, daysAfter(delivered, RETURN_WINDOW_DAYS + 0.001)))).toBe(
      'return-window-closed',
    );
  });

  it('refuses what is not a status (an untrusted expected status) and a date that is not one', () => {
    expect(outcome(canCancelItem('Cancelled', ordered, new Date(ordered)))).toBe('unknown-status');
    expect(outcome(canRequestReturn('delivered', ordered, new Date(ordered)))).toBe('unknown-status');
    expect(() => canCancelItem('Waiting for approval', 'yesterday', new Date(ordered))).toThrow(RangeError);
  });

  it('never opens a cancel after the window or a return before delivery, whatever the status and time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...orderItemStatuses),
        fc.integer({ min: -10, max: 60 * 24 * 30 }),
        (status, minutes) => {
          const now = minutesAfter(ordered, minutes);
          const cancel = canCancelItem(status, ordered, now);
          if (cancel.allowed) {
            expect(minutes).toBeLessThanOrEqual(CANCEL_WINDOW_MINUTES);
            expect(cancelWithinWindow[status]).toBe('allowed');
          }
          const ret = canRequestReturn(status, ordered, now);
          if (ret.allowed) {
            expect(status).toBe('Delivered');
            expect(minutes).toBeLessThanOrEqual(RETURN_WINDOW_DAYS * 24 * 60);
          }
        },
      ),
    );
  });
});

describe('refunds (§9)', () => {
  const order = { orderSubtotalCents: 40_000, orderShippingCents: 2_000 };

  it('refunds a cancelled item in full', () => {
    expect(cancellationRefund({ lineTotalCents: 10_000, ...order })).toEqual({
      refundCents: 10_000,
      restockingFeeCents: 0,
    });
  });

  it("keeps the item's part of the initial shipping cost as the restocking fee on a return", () => {
    // A quarter of the subtotal: a quarter of the $20.00 shipping.
    expect(returnRefund({ lineTotalCents: 10_000, ...order })).toEqual({ refundCents: 9_500, restockingFeeCents: 500 });
    // Rounded to the cent: a third of $20.00 is $6.67.
    expect(returnRefund({ lineTotalCents: 1_000, orderSubtotalCents: 3_000, orderShippingCents: 2_000 })).toEqual({
      refundCents: 333,
      restockingFeeCents: 667,
    });
    // Free shipping: nothing kept; an empty subtotal cannot divide.
    expect(
      returnRefund({ lineTotalCents: 10_000, orderSubtotalCents: 40_000, orderShippingCents: 0 }).restockingFeeCents,
    ).toBe(0);
    expect(returnRefund({ lineTotalCents: 0, orderSubtotalCents: 0, orderShippingCents: 500 }).refundCents).toBe(0);
  });

  it('never refunds more than was paid for the item, nor less than nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (line, rest, shipping) => {
          const refund = returnRefund({
            lineTotalCents: line,
            orderSubtotalCents: line + rest,
            orderShippingCents: shipping,
          });
          expect(refund.refundCents + refund.restockingFeeCents).toBe(line);
          expect(refund.refundCents).toBeGreaterThanOrEqual(0);
          expect(refund.restockingFeeCents).toBeLessThanOrEqual(shipping);
        },
      ),
    );
  });
});

describe('return reasons', () => {
  it('asks for a reason, and one of at most 500 characters', () => {
    expect(returnReasonProblem('   ')).toBe('Please tell us why you are returning this item.');
    expect(returnReasonProblem('x'.repeat(RETURN_REASON_MAX_LENGTH + 1))).toBe(
      'Please keep the reason to 500 characters or fewer.',
    );
    expect(returnReasonProblem(`  ${'x'.repeat(RETURN_REASON_MAX_LENGTH)}  `)).toBeNull();
    expect(returnReasonProblem('The tiles arrived cracked.')).toBeNull();
  });
});
