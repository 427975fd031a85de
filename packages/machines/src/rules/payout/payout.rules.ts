import { itemProfit, type ProfitItem } from '../../orderItemStatus/orderItemStatus.rules.ts';
import { shopDatePartsFormat } from '../dates/dates.rules.ts';

/** §9: pending profits become available this many business days after approval. */
export const PAYOUT_RELEASE_BUSINESS_DAYS = 46;

/** An order item as the payout summary reads it: its §6 profit fields and when it was approved. */
export interface PayoutItem extends ProfitItem {
  /**
   * When the item was approved (it left Waiting for approval for an earning status): an ISO
   * timestamp or a Date. Null or unreadable: still pending, with no release date to show.
   */
  readonly approved_at: string | Date | null;
}

/** Amounts in dollars, rounded to cents; dates are America/Los_Angeles calendar days (YYYY-MM-DD). */
export interface PayoutSummaryValues {
  readonly awaiting_approval: number;
  readonly pending: number;
  readonly available: number;
  readonly next_release_date: string | null;
  readonly next_release_amount: number | null;
  readonly pending_release_business_days: typeof PAYOUT_RELEASE_BUSINESS_DAYS;
}

export type PayoutRole = 'Vendor' | 'Contractor' | 'Admin';

/**
 * §6: whose profit a user type earns. A Designer runs a showroom as a Contractor does (the same
 * orders, the same markup), so it earns the Contractor's; customers earn none.
 */
export function payoutRole(userType: string): PayoutRole | null {
  if (userType === 'Vendor' || userType === 'Admin' || userType === 'Contractor') return userType;
  if (userType === 'Designer') return 'Contractor';
  return null;
}

/** Statuses whose items never pay out: the vendor declined them or the order was cancelled. */
const nonEarningStatuses: readonly string[] = ['Decline', 'Cancle'];
const AWAITING_APPROVAL = 'Waiting for approval';

/**
 * §9 "after approval": an item is approved once it has a status that earns, anything but
 * Waiting for approval, Decline and Cancle. Its approval time is when it first got one.
 */
export function isApprovedStatus(status: string): boolean {
  return status !== AWAITING_APPROVAL && !nonEarningStatuses.includes(status);
}

/** The America/Los_Angeles calendar day of an instant, as YYYY-MM-DD; null for an invalid one. */
export function shopCalendarDay(instant: Date | string): string | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    shopDatePartsFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar day `days` business days after `day` (YYYY-MM-DD): Monday to Friday count,
 * weekends do not (the spec names no holiday calendar). A Saturday start counts from Monday.
 */
export function addBusinessDays(day: string, days: number): string {
  let time = Date.parse(`${day}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    time += DAY_MS;
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(time).toISOString().slice(0, 10);
}

/** §9: the day an item approved at `approvedAt` pays out; null when the approval time is unknown. */
export function payoutReleaseDate(approvedAt: string | Date | null): string | null {
  if (approvedAt === null) return null;
  const day = shopCalendarDay(approvedAt);
  return day === null ? null : addBusinessDays(day, PAYOUT_RELEASE_BUSINESS_DAYS);
}

const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => (cents === 0 ? 0 : cents / 100);

/**
 * §6, §9: a pro's payout summary over its items. Each item's profit is §6's, as the Order Items
 * modal shows it (`itemProfit`: negative for Return Request and Returned). Items Waiting for
 * approval are awaiting approval; Decline and Cancle earn nothing; every other item is pending
 * until 46 business days after its approval and available from that day on. Sums are kept in
 * whole cents. Null for a user type that earns no profit (a customer).
 */
export function payoutSummary(items: readonly PayoutItem[], userType: string, now: Date): PayoutSummaryValues | null {
  const role = payoutRole(userType);
  if (role === null) return null;
  const today = shopCalendarDay(now);
  let awaiting = 0;
  let pending = 0;
  let available = 0;
  const releases = new Map<string, number>();
  for (const item of items) {
    if (nonEarningStatuses.includes(item.status)) continue;
    // A payout role always has a §6 profit (itemProfit is null only for other roles).
    const cents = toCents(itemProfit(item, role) as number);
    if (item.status === AWAITING_APPROVAL) {
      awaiting += cents;
      continue;
    }
    const release = payoutReleaseDate(item.approved_at);
    if (release !== null && today !== null && release <= today) {
      available += cents;
      continue;
    }
    pending += cents;
    if (release !== null) releases.set(release, (releases.get(release) ?? 0) + cents);
  }
  const [next] = [...releases.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    awaiting_approval: toDollars(awaiting),
    pending: toDollars(pending),
    available: toDollars(available),
    next_release_date: next ? next[0] : null,
    next_release_amount: next ? toDollars(next[1]) : null,
    pending_release_business_days: PAYOUT_RELEASE_BUSINESS_DAYS,
  };
}
