import { customerStatusLabel, isOrderItemStatus } from '@showroom/domain';
import {
  type OrderItemCancel,
  type OrderItemDetail,
  type OrderItemReturnRequest,
  orderItemStatusMessages,
  vendorNotices,
} from '@showroom/api';
import { type CustomerActionVerdict, canCancelItem, canRequestReturn, returnReasonProblem } from '@showroom/machines';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { HttpError, forbidden, notFound, validationError } from '../http/errors.ts';
import { firstApprovalAt } from './changeOrderItemStatus.ts';
import { orderItemViews } from './orderViews.ts';
import { orderNotificationLink } from './statusNotification.ts';

/**
 * §9 after-sales for the customer: cancel an item within 60 minutes of ordering, ask to return a
 * delivered one within 12 days. Built as the pros' status change is (changeOrderItemStatus.ts):
 * ownership, then @showroom/machines' rule judged on the status the client saw, then an UPDATE
 * conditional on that status whose affected rows decide, with the history row and the vendor's
 * notification in the same transaction.
 */

/** An item of the caller's own order, with what the rules decide from. */
interface OwnedItem {
  readonly id: number;
  readonly order_id: number;
  readonly product_name: string;
  readonly vendor_id: number | null;
  readonly status: string;
  readonly status_date: string;
  readonly order_number: string;
  readonly ordered_at: string;
}

/** The item if it belongs to an order the caller placed; anyone else's is "not found" (ids reveal nothing). */
async function ownedItem(db: Kysely<Database>, viewer: UserRow, itemId: number): Promise<OwnedItem | undefined> {
  // The contract admits only customers; this keeps a pro out even if that ever changed.
  if (viewer.type !== 'User') throw forbidden();
  return db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select([
      'i.id',
      'i.order_id',
      'i.product_name',
      'i.vendor_id',
      'i.status',
      'i.status_date',
      'o.order_number',
      'o.created_at as ordered_at',
    ])
    .where('i.id', '=', itemId)
    .where('o.user_id', '=', viewer.id)
    .executeTakeFirst();
}

/** 409: the item no longer has the status the customer saw; the message names the one it has, in their words. */
function conflict(current: string): HttpError {
  const label = isOrderItemStatus(current) ? customerStatusLabel(current) : current;
  const message = orderItemStatusMessages.conflict(label);
  return new HttpError(409, message, { status: [message] });
}

class LostRace extends Error {}

/** One customer action: where it takes the item, and what it records and tells the vendor. */
interface CustomerAction {
  readonly expected: OrderItemCancel['expected_status'];
  readonly to: 'Cancle' | 'Return Request';
  /** The rule's verdict on the status the client saw; null when the row cannot tell (a stale view: 409). */
  readonly verdict: (item: OwnedItem, now: Date) => CustomerActionVerdict | null;
  /** The trimmed reason of a return; null for a cancel (which leaves the column as it is). */
  readonly returnReason: string | null;
  /** The vendor's notification: its title and text, by the customer's name. */
  readonly notice: (item: OwnedItem, customer: string) => { title: string; message: string };
}

async function applyCustomerAction(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  viewer: UserRow,
  itemId: number,
  action: CustomerAction,
): Promise<OrderItemDetail> {
  const item = await ownedItem(db, viewer, itemId);
  if (!item) throw notFound(orderItemStatusMessages.itemNotFound);
  const at = clock();
  const verdict = action.verdict(item, at);
  if (verdict === null) throw conflict(item.status);
  if (!verdict.allowed) throw new HttpError(422, verdict.message, { status: [verdict.message] });

  const now = at.toISOString();
  const customer = `${viewer.first_name} ${viewer.last_name}`.trim();
  try {
    await db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('order_items')
        .set({
          status: action.to,
          status_date: now,
          approved_at: firstApprovalAt(action.to, now),
          ...(action.returnReason === null ? {} : { return_reason: action.returnReason }),
        })
        .where('id', '=', item.id)
        .where('status', '=', action.expected);
      // A return's window runs from the delivery the verdict read: an item delivered again since
      // (a later status date) is another delivery, and the request then loses like a stale status.
      if (action.to === 'Return Request') update = update.where('status_date', '=', item.status_date);
      const updated = await update.executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new LostRace();
      await trx
        .insertInto('order_item_status_changes')
        .values({
          order_item_id: item.id,
          from_status: action.expected,
          to_status: action.to,
          changed_by: viewer.id,
          changed_by_role: viewer.type,
          changed_by_name: customer,
          changed_at: now,
        })
        .execute();
      // An item of a vendor since deleted has nobody to tell; the status history still says it.
      if (item.vendor_id !== null) {
        const notice = action.notice(item, customer);
        await trx
          .insertInto('notifications')
          .values({
            user_id: item.vendor_id,
            title: notice.title,
            message: notice.message,
            link: orderNotificationLink({ orderId: item.order_id, orderNumber: item.order_number }),
            read_at: null,
            created_at: now,
          })
          .execute();
      }
    });
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    const current = await db.selectFrom('order_items').select('status').where('id', '=', item.id).executeTakeFirst();
    throw conflict(current?.status ?? action.expected);
  }
  const [detail] = await orderItemViews(db, viewer, item.order_id, at, item.id);
  // The customer's own item, which an action never hides.
  return detail as OrderItemDetail;
}

/**
 * POST /api/order_items/{id}/cancel: the customer cancels an item of their order while
 * @showroom/machines' canCancelItem allows it (60 minutes from ordering, nothing handed over
 * for shipping yet), if it still is `expected_status`. The item becomes 'Cancle'.
 */
export function cancelOrderItem(
  context: Pick<AppContext, 'db' | 'clock'>,
  viewer: UserRow,
  itemId: number,
  body: OrderItemCancel,
): Promise<OrderItemDetail> {
  return applyCustomerAction(context, viewer, itemId, {
    expected: body.expected_status,
    to: 'Cancle',
    verdict: (item, now) => canCancelItem(body.expected_status, item.ordered_at, now),
    returnReason: null,
    notice: (item, customer) => ({
      title: vendorNotices.cancelledTitle,
      message: vendorNotices.cancelled(customer, item.product_name, item.order_number),
    }),
  });
}

/**
 * POST /api/order_items/{id}/return: the customer asks to return a delivered item while
 * canRequestReturn allows it (12 days from its delivery, the Delivered item's status date), with
 * a reason the vendor and Admin read. The item becomes 'Return Request'.
 */
export function requestOrderItemReturn(
  context: Pick<AppContext, 'db' | 'clock'>,
  viewer: UserRow,
  itemId: number,
  body: OrderItemReturnRequest,
): Promise<OrderItemDetail> {
  // The contract trims and bounds the reason already; the rule's own check keeps the two in step.
  const reason = body.reason.trim();
  const problem = returnReasonProblem(reason);
  if (problem !== null) throw validationError({ reason: [problem] });
  return applyCustomerAction(context, viewer, itemId, {
    expected: body.expected_status,
    to: 'Return Request',
    verdict: (item, now) =>
      // The window runs from the delivery, the Delivered row's status date. A client that saw
      // Delivered on a row now in another status has a stale view, and that row's date is not a
      // delivery date to judge by. Other statuses are refused whatever the date.
      body.expected_status === 'Delivered' && item.status !== 'Delivered'
        ? null
        : canRequestReturn(body.expected_status, item.status_date, now),
    returnReason: reason,
    notice: (item, customer) => ({
      title: vendorNotices.returnRequestedTitle,
      message: vendorNotices.returnRequested(customer, item.product_name, item.order_number, reason),
    }),
  });
}
