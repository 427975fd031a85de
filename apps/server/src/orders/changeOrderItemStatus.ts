import { isOrderItemStatus, isUserType, orderItemStatuses, statusLabel } from '@showroom/domain';
import { type OrderItemDetail, type OrderItemStatusUpdate, orderItemStatusMessages } from '@showroom/api';
import { canChangeStatus, isApprovedStatus } from '@showroom/machines';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { HttpError, forbidden, notFound } from '../http/errors.ts';
import { orderItemViews } from './orderViews.ts';
import { notifyCustomerOfStatus } from './statusNotification.ts';

/** The item as its changer may see it: a vendor its own, a Contractor or Designer its showroom's, Admin any. */
async function changeableItem(db: Kysely<Database>, viewer: UserRow, itemId: number) {
  let query = db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .leftJoin('shops as s', 's.id', 'o.shop_id')
    .select(['i.id', 'i.order_id', 'i.product_name', 'o.order_number', 'o.user_id as customer_id'])
    .where('i.id', '=', itemId);
  switch (viewer.type) {
    case 'Admin':
      break;
    case 'Vendor':
      query = query.where('i.vendor_id', '=', viewer.id);
      break;
    case 'Contractor':
    case 'Designer':
      query = query.where('s.user_id', '=', viewer.id);
      break;
    default:
      // The contract admits only pros; this keeps a customer out even if that ever changed.
      throw forbidden();
  }
  return query.executeTakeFirst();
}

/** 409: the item no longer has the status the client saw; the message names the one it has. */
function conflict(current: string): HttpError {
  const label = isOrderItemStatus(current) ? statusLabel(current) : current;
  const message = orderItemStatusMessages.conflict(label);
  return new HttpError(409, message, { status: [message] });
}

class LostRace extends Error {}

/**
 * `approved_at` after a change to `to` at `now` (§9: profits are paid 46 business days after
 * the first approval). First approval only: an item approved before keeps its time (its status
 * date if it predates the column). In an UPDATE's SET, `status` and `status_date` are the row's
 * old values. Shared with the customer's cancel and return, so every path keeps the same record.
 */
export function firstApprovalAt(to: string, now: string) {
  const unapproved = sql.join(orderItemStatuses.filter((status) => !isApprovedStatus(status)).map((s) => sql.lit(s)));
  const approvedNow = isApprovedStatus(to) ? now : null;
  return sql<string | null>`coalesce(approved_at, case when status not in (${unapproved})
    then status_date else cast(${approvedNow} as varchar(32)) end)`;
}

/**
 * PUT /api/order_items/{id}/status. Ownership first (an item the caller may not see is a 404,
 * ids reveal nothing), then @showroom/machines' `canChangeStatus` from the status the client saw,
 * the very rule its selector showed. The update is conditional on that status (`where status =
 * expected`) and its affected rows decide: a client that saw an old status, or the loser of two
 * changes racing from the same one, updates nothing and gets the 409 naming the status the item
 * has now. There is no separate read-then-check, so no window between check and write. The
 * change, its history row and the customer's notification are one transaction.
 */
export async function changeOrderItemStatus(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  viewer: UserRow,
  itemId: number,
  body: OrderItemStatusUpdate,
): Promise<OrderItemDetail> {
  const item = await changeableItem(db, viewer, itemId);
  if (!item) throw notFound(orderItemStatusMessages.itemNotFound);
  // The column is text; a row with a type the rules do not know changes nothing.
  if (!isUserType(viewer.type)) throw forbidden();
  const verdict = canChangeStatus(body.expected_status, body.status, viewer.type);
  if (!verdict.allowed) throw new HttpError(422, verdict.message, { status: [verdict.message] });

  const now = clock().toISOString();
  const firstApproval = firstApprovalAt(body.status, now);
  try {
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('order_items')
        .set({
          status: body.status,
          status_date: now,
          approved_at: firstApproval,
        })
        .where('id', '=', item.id)
        .where('status', '=', body.expected_status)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new LostRace();
      await trx
        .insertInto('order_item_status_changes')
        .values({
          order_item_id: item.id,
          from_status: body.expected_status,
          to_status: body.status,
          changed_by: viewer.id,
          changed_by_role: viewer.type,
          changed_by_name: `${viewer.first_name} ${viewer.last_name}`.trim(),
          changed_at: now,
        })
        .execute();
      await notifyCustomerOfStatus(trx, {
        customerId: item.customer_id,
        orderId: item.order_id,
        productName: item.product_name,
        orderNumber: item.order_number,
        status: body.status,
        at: now,
      });
    });
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    const current = await db.selectFrom('order_items').select('status').where('id', '=', item.id).executeTakeFirst();
    throw conflict(current?.status ?? body.expected_status);
  }
  const [detail] = await orderItemViews(db, viewer, item.order_id, new Date(now), item.id);
  // The caller could see the item a moment ago and changing a status never hides it.
  return detail as OrderItemDetail;
}
