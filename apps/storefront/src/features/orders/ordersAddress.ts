import { isOrderItemStatus } from '@showroom/domain';
import { ORDER_SEARCH_MAX_LENGTH, ordersAddressParams } from '@showroom/api';
import type { OrderQuery } from './ordersService.ts';

/**
 * The Orders section's filters in /account's address, so Back, reload and a shared link show
 * the same list: `?orders_status=Returned&orders_search=3004&orders_page=2` (names shared with
 * the e-mails' and notifications' links: `ordersAddressParams` in @showroom/api). Prefixed: the
 * account page may have other lists one day. What the address cannot mean (an unknown status,
 * `orders_page=abc`) is left out, never an error.
 */
export const ordersParams = ordersAddressParams;

/**
 * The order a link asks to open at once (`?orders_open=42`: an e-mail's or notification's link,
 * `orderPagePath` in @showroom/api); null when there is none or it is not an id.
 */
export function linkedOrderFromSearch(search: URLSearchParams): number | null {
  const text = search.get(ordersParams.open);
  if (text === null || !/^[1-9]\d{0,8}$/.test(text)) return null;
  return Number(text);
}

export const FIRST_ORDERS_PAGE: OrderQuery = { page: 1, status: null, search: '' };

function pageFrom(text: string | null): number {
  if (text === null || !/^\d{1,9}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

export function orderQueryFromSearch(search: URLSearchParams): OrderQuery {
  const status = search.get(ordersParams.status);
  return {
    page: pageFrom(search.get(ordersParams.page)),
    status: isOrderItemStatus(status) ? status : null,
    search: (search.get(ordersParams.search) ?? '').trim().slice(0, ORDER_SEARCH_MAX_LENGTH),
  };
}

/** The address for a query: its parameters replaced (left out at their defaults), anything else kept. */
export function searchWithOrderQuery(search: URLSearchParams, query: OrderQuery): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of Object.values(ordersParams)) next.delete(key);
  if (query.status !== null) next.set(ordersParams.status, query.status);
  const text = query.search.trim();
  if (text !== '') next.set(ordersParams.search, text);
  if (query.page > 1) next.set(ordersParams.page, String(query.page));
  return next;
}
