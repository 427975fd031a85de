import { customerStatusLabel, type OrderItemStatus } from '@showroom/domain';
import { orderItemStatusMessages, orderPagePath } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Where a notification about an order leads: /account's Orders section, that order's items open. */
export function orderNotificationLink(order: { readonly orderId: number; readonly orderNumber: string }): string {
  return orderPagePath({ id: order.orderId, order_number: order.orderNumber });
}

/**
 * Tells the order's customer that an item has a new status (their /notification page and the
 * header's count read it). Runs inside the status change's transaction: no change without its
 * notification, no notification of a change that did not happen.
 */
export async function notifyCustomerOfStatus(
  db: Kysely<Database>,
  change: {
    customerId: number;
    orderId: number;
    productName: string;
    orderNumber: string;
    status: OrderItemStatus;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      user_id: change.customerId,
      title: orderItemStatusMessages.notificationTitle,
      message: orderItemStatusMessages.notificationMessage(
        change.productName,
        change.orderNumber,
        // In the customer's words: never 'Cancle' or an admin's internal step.
        customerStatusLabel(change.status),
      ),
      link: orderNotificationLink(change),
      read_at: null,
      created_at: change.at,
    })
    .execute();
}
