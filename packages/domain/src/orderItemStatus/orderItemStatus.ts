/**
 * §4: the order-item statuses and the names the pages show for them, once for the contract
 * (what the API stores), the machines (who may set which), the mocks and the server (the texts
 * they write). Who may change what stays in @showroom/machines' rules.
 */

/** §4: the 14 values in their order, spelled as the API stores them (including 'Cancle'). */
export const orderItemStatuses = [
  'Waiting for approval',
  'Vendor Approved',
  'Decline',
  'In Progress',
  'Ready to Pick Up',
  'Accept to Pick Up',
  'Picked Up',
  'Shipping',
  'Shipped',
  'Out For Delivery',
  'Cancle',
  'Return Request',
  'Returned',
  'Delivered',
] as const;

export type OrderItemStatus = (typeof orderItemStatuses)[number];

/** §4: what the selector shows. Four values have their own label; the rest read as stored. */
export const orderItemStatusLabels: Readonly<Record<OrderItemStatus, string>> = {
  'Waiting for approval': 'Pending Approval',
  'Vendor Approved': 'Approved',
  Decline: 'Not Approved',
  'In Progress': 'In Progress',
  'Ready to Pick Up': 'Ready for Pick Up',
  'Accept to Pick Up': 'Accept to Pick Up',
  'Picked Up': 'Picked Up',
  Shipping: 'Shipping',
  Shipped: 'Shipped',
  'Out For Delivery': 'Out For Delivery',
  Cancle: 'Cancle',
  'Return Request': 'Return Request',
  Returned: 'Returned',
  Delivered: 'Delivered',
};

export function isOrderItemStatus(value: unknown): value is OrderItemStatus {
  return typeof value === 'string' && (orderItemStatuses as readonly string[]).includes(value);
}

/** The name a page shows for a status (§4). */
export function statusLabel(status: OrderItemStatus): string {
  return orderItemStatusLabels[status];
}
