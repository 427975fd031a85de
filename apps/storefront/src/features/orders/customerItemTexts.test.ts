import { describe, expect, it } from 'vitest';
import { customerItemTexts, deadlineText, REFUND_TIMING } from './customerItemTexts.ts';

// The demo world's now: 9:00 AM in Los Angeles on Jan 15, 2026.
const NOW = Date.UTC(2026, 0, 15, 17, 0, 0);

describe('a customer action’s deadline (§9)', () => {
  it('says only the time of day when the action closes today, on the shop’s clock with its zone', () => {
    expect(deadlineText('2026-01-15T17:45:00Z', NOW, 'en-US')).toBe('9:45 AM PST');
    // Past midnight in UTC, still the same evening in Los Angeles.
    expect(deadlineText('2026-01-16T07:30:00Z', NOW, 'en-US')).toBe('11:30 PM PST');
  });

  it('adds the date when the action closes on another day', () => {
    expect(deadlineText('2026-01-27T17:00:00Z', NOW, 'en-US')).toBe('Jan 27, 9:00 AM PST');
    const lateEvening = Date.UTC(2026, 0, 16, 7, 30);
    expect(deadlineText('2026-01-16T08:10:00Z', lateEvening, 'en-US')).toBe('Jan 16, 12:10 AM PST');
  });

  it('follows the shopper’s locale', () => {
    // Day before month, a 24-hour clock (the zone's short name varies with the ICU data).
    expect(deadlineText('2026-01-27T17:00:00Z', NOW, 'en-GB')).toMatch(/^27 Jan, 09:00 /);
  });

  it('leaves a value that is no timestamp as it came', () => {
    expect(deadlineText('soon', NOW, 'en-US')).toBe('soon');
  });
});

describe('the refund texts (§9: refunds in 7-14 business days)', () => {
  it('says when a refund arrives', () => {
    expect(REFUND_TIMING).toBe('Refunds reach your card within 7–14 business days.');
    expect(customerItemTexts.cancelledRefund(1567.99)).toBe(
      'Refund of $1,567.99: it reaches your card within 7–14 business days.',
    );
    expect(customerItemTexts.returnRequestedRefund(1500)).toBe(
      'Refund of up to $1,500.00 once the vendor has the item back (7–14 business days).',
    );
  });

  it('explains the restocking fee a return keeps', () => {
    expect(customerItemTexts.returnRefund(1500, 67.99)).toBe(
      'Refund: $1,500.00. The initial shipping cost of this item ($67.99) is kept as a restocking fee for the vendor, never more than the return shipping cost. Refunds reach your card within 7–14 business days.',
    );
  });
});
