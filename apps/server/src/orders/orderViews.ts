import { centsToDollars, type OrderItemStatus } from '@showroom/domain';
import {
  type CustomerItemAction,
  type CustomerItemActions,
  type Order,
  type OrderItemDetail,
  type OrderItemFulfilment,
  type OrderItemStatusChange,
  type OrderSummary,
  type Paginated,
  type ShippingAddress,
  type UserType,
  checkoutMessages,
} from '@showroom/api';
import {
  type CustomerActionVerdict,
  canCancelItem,
  canRequestReturn,
  cancellationRefund,
  negatedProfitStatuses,
  returnRefund,
} from '@showroom/machines';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { fetchPage, pageRecord } from '../http/pagination.ts';

/** Who is looking at orders: what they see depends on the role (§6). */
export interface OrderViewer {
  readonly id: number;
  readonly type: UserType | string;
}

/**
 * Which orders a role sees: a customer its own; a vendor those holding its items; a
 * Contractor or Designer those placed in its showroom; Admin all.
 */
type Scope = 'customer' | 'vendor' | 'showroom' | 'all';

function scopeOf(viewer: OrderViewer): Scope {
  switch (viewer.type) {
    case 'Admin':
      return 'all';
    case 'Vendor':
      return 'vendor';
    case 'Contractor':
    case 'Designer':
      return 'showroom';
    default:
      return 'customer';
  }
}

/** GET /api/orders' filters (the contract's `orderListFilterShape`). */
export interface OrderListFilters {
  /** One status or several: a customer's filter by the name several statuses share. */
  readonly status?: OrderItemStatus | readonly OrderItemStatus[] | undefined;
  readonly search?: string | undefined;
}

/** `text` as a LIKE pattern that matches it literally anywhere (`\` escapes the wildcards). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Order ids are seen only through these joins: orders o, users u (customer), shops s (showroom),
 * order_items i. A status filter keeps orders with an item in one of its statuses among those the viewer
 * sees (a vendor's own), a search those whose number contains the text, in any case.
 */
function baseQuery(db: Kysely<Database>, viewer: OrderViewer, filters: OrderListFilters = {}) {
  const scope = scopeOf(viewer);
  let query = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('order_items as i', 'i.order_id', 'o.id');
  if (scope === 'customer') query = query.where('o.user_id', '=', viewer.id);
  if (scope === 'vendor') query = query.where('i.vendor_id', '=', viewer.id);
  if (scope === 'showroom') query = query.where('s.user_id', '=', viewer.id);
  const statuses = filters.status === undefined ? [] : [...new Set([filters.status].flat())];
  if (statuses.length > 0) {
    query = query.where((eb) => {
      let match = eb
        .selectFrom('order_items as f')
        .select('f.id')
        .whereRef('f.order_id', '=', 'o.id')
        .where('f.status', 'in', statuses);
      if (scope === 'vendor') match = match.where('f.vendor_id', '=', viewer.id);
      return eb.exists(match);
    });
  }
  const search = filters.search?.trim() ?? '';
  if (search !== '') {
    query = query.where(sql<boolean>`lower(o.order_number) like ${containsPattern(search)} escape '\\'`);
  }
  return query;
}

const negated = sql.join(negatedProfitStatuses.map((status) => sql.lit(status)));

/**
 * §6 profit of one item for the viewer's role, in cents, negated for Return Request and
 * Returned (§4); null for a customer. A Designer runs a showroom as a Contractor does.
 */
function profitCents(viewer: OrderViewer) {
  const sign = sql<number>`(case when i.status in (${negated}) then -1 else 1 end)`;
  switch (scopeOf(viewer)) {
    case 'vendor':
      return sql<number>`${sign} * i.final_price_cents * i.qty`;
    case 'showroom':
      return sql<number>`${sign} * i.contractor_markup_amt_cents * i.qty`;
    case 'all':
      return sql<number>`${sign} * i.admin_profit_inclusive_tax_cents`;
    default:
      return null;
  }
}

interface OrderRow {
  id: number;
  order_number: string;
  user_id: number;
  first_name: string;
  last_name: string;
  showroom: string | null;
  subtotal_cents: number;
  shipping_charge_cents: number;
  total_cents: number;
  shipping_address: string;
  created_at: string;
  items_count: number | string;
  profit_cents: number | string | null;
}

export function parseAddress(text: string): ShippingAddress {
  const value = JSON.parse(text) as Partial<ShippingAddress>;
  return {
    street: value.street ?? '',
    city: value.city ?? '',
    state: value.state ?? '',
    zip_code: value.zip_code ?? '',
    apartment: value.apartment ?? null,
  };
}

/** The order as the contract's Order (without the caller's profit). */
export function toOrder(row: Omit<OrderRow, 'items_count' | 'profit_cents'> & { items_count: number }): Order {
  return {
    id: row.id,
    order_number: row.order_number,
    user_id: row.user_id,
    customer_name: `${row.first_name} ${row.last_name}`.trim(),
    showroom: row.showroom,
    items_count: row.items_count,
    subtotal: centsToDollars(row.subtotal_cents),
    shipping_charge: centsToDollars(row.shipping_charge_cents),
    total: centsToDollars(row.total_cents),
    shipping_address: parseAddress(row.shipping_address),
    created_at: row.created_at,
  };
}

function toSummary(row: OrderRow): OrderSummary {
  // PostgreSQL answers count() and sum() as bigint text.
  const profit = row.profit_cents === null ? null : centsToDollars(Number(row.profit_cents));
  return { ...toOrder({ ...row, items_count: Number(row.items_count) }), profit };
}

function summaries(db: Kysely<Database>, viewer: OrderViewer, filters: OrderListFilters = {}) {
  const profit = profitCents(viewer);
  return (
    baseQuery(db, viewer, filters)
      .select([
        'o.id',
        'o.order_number',
        'o.user_id',
        'u.first_name',
        'u.last_name',
        's.vsd_id as showroom',
        'o.subtotal_cents',
        'o.shipping_charge_cents',
        'o.total_cents',
        'o.shipping_address',
        'o.created_at',
      ])
      .select((eb) => [
        eb.fn.count<number | string>('i.id').as('items_count'),
        (profit === null ? sql<string | number | null>`null` : sql<string | number | null>`sum(${profit})`).as(
          'profit_cents',
        ),
      ])
      // Grouped by the primary keys, on which every selected column depends (PostgreSQL allows that).
      .groupBy(['o.id', 'u.id', 's.id'])
  );
}

/** GET /api/orders: the viewer's orders, newest first, one page of the §3 pagination record. */
export async function listOrders(
  db: Kysely<Database>,
  viewer: OrderViewer,
  page: number | undefined,
  perPage: number | undefined,
  filters: OrderListFilters = {},
): Promise<Paginated<OrderSummary>> {
  const { rows, total, window } = await fetchPage(
    page,
    perPage,
    (limit, offset) =>
      summaries(db, viewer, filters)
        .select(sql<number | string>`count(*) over ()`.as('total'))
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    async () => {
      const row = await baseQuery(db, viewer, filters)
        .select((eb) => eb.fn.count<number | string>('o.id').distinct().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  );
  return pageRecord(rows.map(toSummary), total, window, '/api/orders');
}

/** One order as the viewer sees it, or null when the viewer may not see it. */
export async function orderSummary(
  db: Kysely<Database>,
  viewer: OrderViewer,
  orderId: number,
): Promise<OrderSummary | null> {
  const row = await summaries(db, viewer).where('o.id', '=', orderId).executeTakeFirst();
  return row ? toSummary(row) : null;
}

/** The amounts each role may see of an item: its own part, never another's. */
function visibleAmounts(scope: Scope): { markup: boolean; admin: boolean } {
  return { markup: scope === 'showroom' || scope === 'all', admin: scope === 'all' };
}

/** Recorded status changes of these items, each item's oldest first. */
export async function statusHistories(
  db: Kysely<Database>,
  itemIds: readonly number[],
): Promise<Map<number, OrderItemStatusChange[]>> {
  const histories = new Map<number, OrderItemStatusChange[]>();
  if (itemIds.length === 0) return histories;
  const rows = await db
    .selectFrom('order_item_status_changes')
    .select(['order_item_id', 'from_status', 'to_status', 'changed_by_name', 'changed_by_role', 'changed_at'])
    .where('order_item_id', 'in', itemIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const history = histories.get(row.order_item_id) ?? [];
    history.push({
      from_status: row.from_status as OrderItemStatus,
      status: row.to_status as OrderItemStatus,
      changed_by_name: row.changed_by_name,
      changed_by_role: row.changed_by_role as UserType,
      changed_at: row.changed_at,
    });
    histories.set(row.order_item_id, history);
  }
  return histories;
}

/** A rule's verdict as the item view carries it: open until a moment, or refused with the reason shown. */
function customerAction(verdict: CustomerActionVerdict): CustomerItemAction {
  return verdict.allowed
    ? { allowed: true, until: verdict.until, reason: null }
    : { allowed: false, until: null, reason: verdict.message };
}

/** The amounts and times an item's customer actions are decided from (§9). */
interface CustomerActionInput {
  readonly status: string;
  readonly status_date: string;
  readonly ordered_at: string;
  readonly final_price_cents: number;
  readonly qty: number;
  readonly subtotal_cents: number;
  readonly shipping_charge_cents: number;
}

/**
 * What the order's customer may do with the item at `now` (§9), by @showroom/machines' rules:
 * cancel within 60 minutes of ordering, return within 12 days of delivery (the Delivered
 * item's status date); each action's refund, a return's less the item's part of the shipping.
 */
export function customerItemActions(item: CustomerActionInput, now: Date): CustomerItemActions {
  const refundInput = {
    lineTotalCents: item.final_price_cents * item.qty,
    orderSubtotalCents: item.subtotal_cents,
    orderShippingCents: item.shipping_charge_cents,
  };
  const returned = returnRefund(refundInput);
  return {
    cancel: customerAction(canCancelItem(item.status, item.ordered_at, now)),
    return: customerAction(canRequestReturn(item.status, item.status_date, now)),
    cancel_refund: centsToDollars(cancellationRefund(refundInput).refundCents),
    return_refund: centsToDollars(returned.refundCents),
    restocking_fee: centsToDollars(returned.restockingFeeCents),
  };
}

/**
 * Who ships an item sees what shipping takes (issue 35): its vendor (the query keeps a vendor to
 * its own items) and Admin. A showroom's Contractor or Designer sells but does not ship, and a
 * customer must not read another person's contact: both get null.
 */
function fulfils(scope: Scope): boolean {
  return scope === 'vendor' || scope === 'all';
}

/** The columns of an item's fulfilment: its product's, its order's address and its customer's contact. */
const fulfilmentColumns = [
  'i.size_label',
  'p.sku',
  'p.width_size',
  'p.length_size',
  'o.shipping_address',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.country_code',
  'u.phone_number',
] as const;

/**
 * Items placed before their size was recorded (migration 018) name the product's size set when
 * the product has only one, so there is no doubt which was bought; with several, none is guessed.
 */
const onlySizeLabel = sql<string | null>`(select case when count(*) = 1 then min(z.label) end
  from size_sets z where z.product_id = i.product_id)`.as('only_size_label');

interface FulfilmentRow {
  readonly size_label: string | null;
  readonly only_size_label: string | null;
  readonly sku: string | null;
  readonly width_size: string | null;
  readonly length_size: string | null;
  readonly shipping_address: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly country_code: string;
  readonly phone_number: string;
}

export function fulfilmentOf(row: FulfilmentRow): OrderItemFulfilment {
  return {
    sku: row.sku,
    size_label: row.size_label ?? row.only_size_label,
    width_size: row.width_size,
    length_size: row.length_size,
    ship_to: parseAddress(row.shipping_address),
    customer: {
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      country_code: row.country_code,
      phone_number: row.phone_number,
    },
  };
}

/**
 * Items of one order the viewer sees (a vendor only its own), oldest first, with the viewer's
 * profit, and for the order's own customer what they may do with each at `now` (the server's
 * clock decides the §9 windows, never the client's).
 */
export async function orderItemViews(
  db: Kysely<Database>,
  viewer: OrderViewer,
  orderId: number,
  now: Date,
  itemId?: number,
): Promise<OrderItemDetail[]> {
  const scope = scopeOf(viewer);
  const profit = profitCents(viewer);
  let query = db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select([
      'i.id',
      'i.order_id',
      'i.product_id',
      'i.product_name',
      'p.image',
      'i.qty',
      'i.final_price_cents',
      'i.contractor_markup_amt_cents',
      'i.admin_profit_inclusive_tax_cents',
      'i.status',
      'i.status_date',
      'i.vendor_id',
      'i.contractor_id',
      'i.return_reason',
      'o.user_id as customer_id',
      'o.created_at as ordered_at',
      'o.subtotal_cents',
      'o.shipping_charge_cents',
      ...fulfilmentColumns,
    ])
    .select(onlySizeLabel)
    .select((profit === null ? sql<number | null>`null` : sql<number | null>`${profit}`).as('profit_cents'))
    .where('i.order_id', '=', orderId);
  if (scope === 'vendor') query = query.where('i.vendor_id', '=', viewer.id);
  if (itemId !== undefined) query = query.where('i.id', '=', itemId);
  const rows = await query.orderBy('i.id').execute();
  const show = visibleAmounts(scope);
  const histories = await statusHistories(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    order_id: row.order_id,
    // Products are never deleted by the shop; the fallbacks keep an old order readable if one is.
    product_id: row.product_id ?? 0,
    product_name: row.product_name,
    image: row.image ?? '/media/products/unavailable.svg',
    qty: row.qty,
    final_price: centsToDollars(row.final_price_cents),
    contractor_markup_amt: show.markup ? centsToDollars(row.contractor_markup_amt_cents) : null,
    admin_profit_inclusive_tax: show.admin ? centsToDollars(row.admin_profit_inclusive_tax_cents) : null,
    status: row.status as OrderItemStatus,
    status_date: row.status_date,
    vendor_id: row.vendor_id ?? 0,
    contractor_id: row.contractor_id,
    profit: row.profit_cents === null ? null : centsToDollars(Number(row.profit_cents)),
    return_reason: row.return_reason,
    // Only the customer who placed the order may act on it; pros act with the status selector.
    customer_actions: scope === 'customer' && row.customer_id === viewer.id ? customerItemActions(row, now) : null,
    fulfilment: fulfils(scope) ? fulfilmentOf(row) : null,
    status_history: histories.get(row.id) ?? [],
  }));
}

/** GET /api/orders/{orderId}/items: 404 for an order the viewer may not see (ids reveal nothing). */
export async function orderWithItems(db: Kysely<Database>, viewer: OrderViewer, orderId: number, now: Date) {
  const order = await orderSummary(db, viewer, orderId);
  if (!order) throw notFound(checkoutMessages.orderNotFound);
  return { order, items: await orderItemViews(db, viewer, orderId, now) };
}
