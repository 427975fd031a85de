import { centsToDollars } from '@showroom/domain';
import type { PayoutSummary } from '@showroom/api';
import { payoutRole, payoutSummary } from '@showroom/machines';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OrderViewer } from './orderViews.ts';

/**
 * §9 payout summary beside a pro's order list: the items the pro earns from (a vendor its own,
 * a Contractor or Designer its showroom's, Admin all) go through @showroom/machines'
 * `payoutSummary`, the one rule for pending and available profit. Declined and cancelled items
 * earn nothing, so they are not read. An item approved before its approval time was recorded
 * counts from its status date (migration 009 fills that in; the demo seed has none).
 */
export async function payoutSummaryFor(
  db: Kysely<Database>,
  viewer: OrderViewer,
  now: Date,
): Promise<PayoutSummary | null> {
  const role = payoutRole(viewer.type);
  if (role === null) return null;
  let query = db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .leftJoin('shops as s', 's.id', 'o.shop_id')
    .select([
      'i.qty',
      'i.final_price_cents',
      'i.contractor_markup_amt_cents',
      'i.admin_profit_inclusive_tax_cents',
      'i.status',
      sql<string>`coalesce(i.approved_at, i.status_date)`.as('approved_at'),
    ])
    .where('i.status', 'not in', ['Decline', 'Cancle']);
  if (role === 'Vendor') query = query.where('i.vendor_id', '=', viewer.id);
  if (role === 'Contractor') query = query.where('s.user_id', '=', viewer.id);
  const rows = await query.execute();
  return payoutSummary(
    rows.map((row) => ({
      qty: row.qty,
      final_price: centsToDollars(row.final_price_cents),
      contractor_markup_amt: centsToDollars(row.contractor_markup_amt_cents),
      admin_profit_inclusive_tax: centsToDollars(row.admin_profit_inclusive_tax_cents),
      status: row.status,
      approved_at: row.approved_at,
    })),
    viewer.type,
    now,
  );
}
