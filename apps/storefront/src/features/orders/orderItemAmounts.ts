import { roundToCents, type UserType } from '@showroom/domain';
import type { OrderItemDetail } from '@showroom/api';
import { formatShopDate, itemProfit, SHOP_TIME_ZONE } from '@showroom/machines';

/** What the amount column shows to a role: pros their §6 profit, customers what they pay. */
export interface ItemAmount {
  readonly kind: 'profit' | 'price';
  readonly amount: number;
}

/** The column's header for a role (§2: Profit; a customer earns nothing, so sees the price). */
export function amountHeader(role: UserType): 'Profit' | 'Price' {
  return role === 'User' ? 'Price' : 'Profit';
}

/**
 * §6 profit through the machines' `itemProfit` (negated for Return Request and Returned, §4).
 * The server hides the amounts of other parts (null); they do not enter the caller's own
 * profit, so 0 stands in. A Designer earns as the showroom's Contractor does (the rule says so).
 */
export function itemAmount(item: OrderItemDetail, role: UserType): ItemAmount {
  if (role === 'User') return { kind: 'price', amount: roundToCents(item.final_price * item.qty) };
  const profit = itemProfit(
    {
      qty: item.qty,
      final_price: item.final_price,
      contractor_markup_amt: item.contractor_markup_amt ?? 0,
      admin_profit_inclusive_tax: item.admin_profit_inclusive_tax ?? 0,
      status: item.status,
    },
    role,
  );
  return { kind: 'profit', amount: profit ?? item.profit ?? 0 };
}

let timeOfDay: Intl.DateTimeFormat | undefined;
/** Made on first use: the first formatter with a time zone loads its data, tens of ms on a phone. */
function timeOfDayFormat(): Intl.DateTimeFormat {
  return (timeOfDay ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }));
}

/** §9: MM.DD.YYYY in America/Los_Angeles with the time of day there, e.g. '11.21.2025 9:00 AM'. */
export function shopDateTime(timestamp: string): string {
  const date = formatShopDate(timestamp);
  if (date === null) return '';
  return `${date} ${timeOfDayFormat().format(new Date(timestamp))}`;
}
