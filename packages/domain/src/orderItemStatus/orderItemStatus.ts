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

/**
 * §4: what the selector shows. Four values have their own label; 'Cancle' (§4: "spelled so", the
 * stored value) reads "Cancelled" (docs/spec-deviations.md); the rest read as stored.
 */
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
  Cancle: 'Cancelled',
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

/**
 * What a customer reads for each status (designed: §4 names them for the pros' selector). The
 * stored spelling 'Cancle' and the admin's internal steps are never shown to a shopper; the
 * choices are listed in docs/spec-deviations.md.
 */
export const customerStatusLabels: Readonly<Record<OrderItemStatus, string>> = {
  'Waiting for approval': 'Awaiting approval',
  'Vendor Approved': 'Approved',
  Decline: 'Not available',
  'In Progress': 'Being prepared',
  'Ready to Pick Up': 'Being prepared',
  'Accept to Pick Up': 'Being prepared',
  'Picked Up': 'Shipped',
  Shipping: 'Shipped',
  Shipped: 'Shipped',
  'Out For Delivery': 'Out for delivery',
  Cancle: 'Cancelled',
  'Return Request': 'Return requested',
  Returned: 'Returned',
  Delivered: 'Delivered',
};

/** The name a customer's page shows for a status. */
export function customerStatusLabel(status: OrderItemStatus): string {
  return customerStatusLabels[status];
}

/**
 * Every status a customer reads under the same name as `status` ('In Progress' gives the three
 * steps a customer reads as "Being prepared"), in the stored order. A customer's status filter
 * asks for all of them: filtering by one would hide items the customer sees under that name.
 */
export function customerStatusGroup(status: OrderItemStatus): readonly OrderItemStatus[] {
  const label = customerStatusLabels[status];
  return orderItemStatuses.filter((candidate) => customerStatusLabels[candidate] === label);
}

/**
 * The names a customer can filter orders by, each once, in the stored order of their first
 * status, with that first status standing for the name (`customerStatusGroup` gives the rest).
 */
export const customerStatusFilters: readonly { readonly status: OrderItemStatus; readonly label: string }[] =
  orderItemStatuses
    .filter((status) => customerStatusGroup(status)[0] === status)
    .map((status) => ({ status, label: customerStatusLabels[status] }));

/** The longest reason a customer may give for a return (the contract's limit and the form's). */
export const RETURN_REASON_MAX_LENGTH = 500;

/** §9: "cancellation or address change within 60 minutes". */
export const CANCEL_WINDOW_MINUTES = 60;
/** §9: "Returns: customers 12 days". */
export const RETURN_WINDOW_DAYS = 12;
/** §9: "Refunds 7-14 business days". */
export const REFUND_BUSINESS_DAYS = { from: 7, to: 14 } as const;
