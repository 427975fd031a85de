import { formatUsd } from '@showroom/domain';
import { REFUND_BUSINESS_DAYS, SHOP_TIME_ZONE } from '@showroom/machines';

/**
 * The words a customer reads about cancelling or returning an item (§9), in one place so the
 * item's status cell, the two dialogs and their stories say the same thing.
 */

/** §9: "Refunds 7-14 business days", with the dash a range takes. */
export const REFUND_RANGE = `${REFUND_BUSINESS_DAYS.from}–${REFUND_BUSINESS_DAYS.to}`;
export const REFUND_DAYS = `${REFUND_RANGE} business days`;

export const REFUND_TIMING = `Refunds reach your card within ${REFUND_DAYS}.`;

export const customerItemTexts = {
  cancelButton: 'Cancel item',
  returnButton: 'Request a return',
  keepItem: 'Keep item',
  confirmCancel: 'Cancel item',
  confirmReturn: 'Request return',
  reasonLabel: 'Why are you returning it?',
  cancelTitle: (product: string) => `Cancel ${product}?`,
  returnTitle: (product: string) => `Return ${product}`,
  cancelUntil: (deadline: string) => `You can cancel until ${deadline}`,
  returnUntil: (deadline: string) => `You can request a return until ${deadline}`,
  cancelRefund: (amount: number) => `Refund: ${formatUsd(amount)}, the full price of this item.`,
  returnRefund: (refund: number, restockingFee: number) =>
    `Refund: ${formatUsd(refund)}. The initial shipping cost of this item (${formatUsd(restockingFee)}) is kept as a restocking fee for the vendor, never more than the return shipping cost. ${REFUND_TIMING}`,
  cancelledRefund: (amount: number) => `Refund of ${formatUsd(amount)}: it reaches your card within ${REFUND_DAYS}.`,
  returnRequestedRefund: (amount: number) =>
    `Refund of up to ${formatUsd(amount)} once the vendor has the item back (${REFUND_DAYS}).`,
  ownReason: (reason: string) => `Your reason: ${reason}`,
  customerReason: (reason: string) => `Customer's reason: ${reason}`,
  reasonCount: (length: number, max: number) => `${length} of ${max} characters`,
  cancelFailed: 'The item could not be cancelled. Please try again.',
  returnFailed: 'The return could not be requested. Please try again.',
} as const;

/**
 * Formatters per locale, made on first use: the first formatter with a time zone loads its
 * data, tens of ms on a phone, and a list of items asks for the same ones again and again.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string | undefined, kind: 'day' | 'time' | 'dayAndTime'): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${kind}`;
  let made = formats.get(key);
  if (!made) {
    const day: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
    const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
    const options =
      kind === 'day' ? { ...day, year: 'numeric' as const } : kind === 'time' ? time : { ...day, ...time };
    made = new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options });
    formats.set(key, made);
  }
  return made;
}

/**
 * When an action closes, in the shopper's locale: the time of day when that is today, with the
 * date otherwise. On the shop's clock (§9: America/Los_Angeles) with the zone's name, as the
 * one-time code's expiry is, so a shopper elsewhere does not misread it and "today" is the
 * shop's day the server counts in. `locale` undefined is the browser's.
 */
export function deadlineText(until: string, now: number, locale?: string): string {
  const deadline = new Date(until);
  if (Number.isNaN(deadline.getTime())) return until;
  const sameDay = format(locale, 'day').format(deadline) === format(locale, 'day').format(new Date(now));
  return format(locale, sameDay ? 'time' : 'dayAndTime').format(deadline);
}
