import { type OrderItemStatus, statusLabel } from '@showroom/domain';
import { orderItemStatusMessages } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Where the customer follows an order: the Orders section of /account. */
export const ORDER_NOTIFICATION_LINK = '/account';

/**
 * Tells the order's customer that an item has a new status (their /notification page and the
 * header's count read it). Runs inside the status change's transaction: no change without its
 * notification, no notification of a change that did not happen.
 */
export async function notifyCustomerOfStatus(
  db: Kysely<Database>,
  change: { customerId: number; productName: string; orderNumber: string; status: OrderItemStatus; at: string },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      user_id: change.customerId,
      title: orderItemStatusMessages.notificationTitle,
      message: orderItemStatusMessages.notificationMessage(
        change.productName,
        change.orderNumber,
        statusLabel(change.status),
      ),
      link: ORDER_NOTIFICATION_LINK,
      read_at: null,
      created_at: change.at,
    })
    .execute();
}
