import { describe, expect, it } from 'vitest';
import type { OrderItemStatus } from '../../orderItemStatus/orderItemStatus.rules.ts';
import {
  PAYOUT_RELEASE_BUSINESS_DAYS,
  addBusinessDays,
  isApprovedStatus,
  payoutReleaseDate,
  payoutRole,
  payoutSummary,
  shopCalendarDay,
  type PayoutItem,
} from './index.ts';

const item = (status: OrderItemStatus, approvedAt: string | null, overrides: Partial<PayoutItem> = {}): PayoutItem => ({
  qty: 2,
  final_price: 50,
  contractor_markup_amt: 5,
  admin_profit_inclusive_tax: 6,
  status,
  approved_at: approvedAt,
  ...overrides,
});

describe('payout rule (§6, §9)', () => {
  it('counts Monday to Friday only', () => {
    // 2026-01-02 is a Friday: the next business day is Monday the 5th.
    expect(addBusinessDays('2026-01-02', 1)).toBe('2026-01-05');
    expect(addBusinessDays('2026-01-05', 5)).toBe('2026-01-12');
    // A Saturday start counts from Monday.
    expect(addBusinessDays('2026-01-03', 1)).toBe('2026-01-05');
    expect(addBusinessDays('2026-01-05', 0)).toBe('2026-01-05');
    // 46 business days = 9 weeks and 1 day: Monday 2026-01-05 → Tuesday 2026-03-10.
    expect(addBusinessDays('2026-01-05', PAYOUT_RELEASE_BUSINESS_DAYS)).toBe('2026-03-10');
  });

  it('reads approval times as America/Los_Angeles days', () => {
    // 03:00 UTC on the 6th is still the 5th in Los Angeles.
    expect(shopCalendarDay('2026-01-06T03:00:00Z')).toBe('2026-01-05');
    expect(shopCalendarDay(new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-01');
    expect(shopCalendarDay('not a date')).toBeNull();
    expect(payoutReleaseDate('2026-01-06T03:00:00Z')).toBe('2026-03-10');
    expect(payoutReleaseDate(null)).toBeNull();
    expect(payoutReleaseDate('yesterday')).toBeNull();
  });

  it('calls an item approved once it has a status that earns', () => {
    expect(isApprovedStatus('Waiting for approval')).toBe(false);
    expect(isApprovedStatus('Decline')).toBe(false);
    expect(isApprovedStatus('Cancle')).toBe(false);
    expect(isApprovedStatus('Vendor Approved')).toBe(true);
    expect(isApprovedStatus('Returned')).toBe(true);
  });

  it('maps user types to the profit they earn', () => {
    expect(payoutRole('Vendor')).toBe('Vendor');
    expect(payoutRole('Contractor')).toBe('Contractor');
    expect(payoutRole('Admin')).toBe('Admin');
    expect(payoutRole('Designer')).toBe('Contractor');
    expect(payoutRole('User')).toBeNull();
    expect(payoutSummary([item('Delivered', '2026-01-05T18:00:00Z')], 'User', new Date())).toBeNull();
  });

  it('splits awaiting, pending and available profit by the 46th business day', () => {
    const releaseDay = new Date('2026-03-10T18:00:00Z'); // 10:00 in Los Angeles
    const items = [
      item('Waiting for approval', null), // awaiting: 100
      item('Vendor Approved', '2026-01-05T18:00:00Z'), // releases 2026-03-10
      item('Delivered', '2025-12-01T18:00:00Z', { qty: 1 }), // long released: 50
      item('In Progress', '2026-01-06T18:00:00Z', { final_price: 19.99, qty: 3 }), // releases 2026-03-11: 59.97
      item('Decline', '2026-01-05T18:00:00Z'), // earns nothing
      item('Cancle', '2026-01-05T18:00:00Z'), // earns nothing
    ];
    expect(payoutSummary(items, 'Vendor', new Date('2026-03-09T18:00:00Z'))).toEqual({
      awaiting_approval: 100,
      pending: 159.97,
      available: 50,
      next_release_date: '2026-03-10',
      next_release_amount: 100,
      pending_release_business_days: 46,
    });
    expect(payoutSummary(items, 'Vendor', releaseDay)).toEqual({
      awaiting_approval: 100,
      pending: 59.97,
      available: 150,
      next_release_date: '2026-03-11',
      next_release_amount: 59.97,
      pending_release_business_days: 46,
    });
  });

  it("uses the role's §6 profit, negative for Return Request and Returned", () => {
    const now = new Date('2026-01-20T18:00:00Z');
    const items = [item('Shipped', '2026-01-05T18:00:00Z'), item('Returned', '2026-01-05T18:00:00Z')];
    // Contractor: 5 × 2 = 10, and −10 for the returned one.
    expect(payoutSummary(items, 'Contractor', now)).toMatchObject({ pending: 0, next_release_amount: 0 });
    expect(payoutSummary([items[1]!], 'Designer', now)).toMatchObject({ pending: -10 });
    // Admin: admin_profit_inclusive_tax, not multiplied by qty.
    expect(payoutSummary([items[0]!, item('Return Request', '2025-01-05T18:00:00Z')], 'Admin', now)).toEqual({
      awaiting_approval: 0,
      pending: 6,
      available: -6,
      next_release_date: '2026-03-10',
      next_release_amount: 6,
      pending_release_business_days: 46,
    });
  });

  it('keeps items of unknown approval pending without a release day', () => {
    const unknown = [item('Shipped', null), item('Shipped', 'garbled')];
    expect(payoutSummary(unknown, 'Vendor', new Date('2026-01-20T18:00:00Z'))).toEqual({
      awaiting_approval: 0,
      pending: 200,
      available: 0,
      next_release_date: null,
      next_release_amount: null,
      pending_release_business_days: 46,
    });
    // An invalid "now" releases nothing rather than everything.
    expect(payoutSummary([item('Shipped', '2020-01-01T00:00:00Z')], 'Vendor', new Date(Number.NaN))).toMatchObject({
      pending: 100,
      available: 0,
    });
    expect(payoutSummary([], 'Admin', new Date())).toMatchObject({ pending: 0, available: 0, awaiting_approval: 0 });
  });
});
