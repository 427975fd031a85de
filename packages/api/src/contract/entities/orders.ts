import { orderItemStatuses, orderItemStatusLabels, RETURN_REASON_MAX_LENGTH } from '@showroom/domain';
import { z } from 'zod';
import { named } from '../registry.ts';
import { paymentInputSchema, shippingAddressSchema } from './account.ts';
import {
  mediaPathSchema,
  moneySchema,
  orderItemStatusSchema,
  timestampSchema,
  userTypeSchema,
  vsdIdSchema,
} from '../vocabulary.ts';

/** §3 order item, plus what the Order Items modal needs (name, image, owners). */
export const orderItemSchema = named(
  'OrderItem',
  z.object({
    id: z.number().int().positive(),
    order_id: z.number().int().positive(),
    product_id: z.number().int().positive(),
    product_name: z.string(),
    image: mediaPathSchema,
    qty: z.number().int().positive(),
    final_price: moneySchema,
    contractor_markup_amt: moneySchema,
    admin_profit_inclusive_tax: moneySchema,
    status: orderItemStatusSchema,
    status_date: timestampSchema,
    vendor_id: z.number().int().positive(),
    contractor_id: z.number().int().positive().nullable(),
  }),
);
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order as the order list shows it (designed: the spec does not show the list). */
export const orderSchema = named(
  'Order',
  z.object({
    id: z.number().int().positive(),
    order_number: z.string(),
    user_id: z.number().int().positive(),
    customer_name: z.string(),
    showroom: vsdIdSchema.nullable(),
    items_count: z.number().int().nonnegative(),
    subtotal: moneySchema,
    shipping_charge: moneySchema,
    total: moneySchema,
    shipping_address: shippingAddressSchema,
    created_at: timestampSchema,
  }),
);
export type Order = z.infer<typeof orderSchema>;

/**
 * One of a customer's actions on an item (§9): open `until` a moment, or refused for a `reason`
 * the page shows beside the disabled button (@showroom/machines' canCancelItem and
 * canRequestReturn, at the server's now).
 */
export const customerItemActionSchema = named(
  'CustomerItemAction',
  z.object({
    allowed: z.boolean(),
    until: timestampSchema.nullable(),
    reason: z.string().nullable(),
  }),
);
export type CustomerItemAction = z.infer<typeof customerItemActionSchema>;

/**
 * What a customer may do with an item of their order, and what each would refund (§9): a cancel
 * refunds the item in full; a return refunds it less its part of the initial shipping cost, kept
 * as the vendor's restocking fee.
 */
export const customerItemActionsSchema = named(
  'CustomerItemActions',
  z.object({
    cancel: customerItemActionSchema,
    return: customerItemActionSchema,
    cancel_refund: moneySchema,
    return_refund: moneySchema,
    restocking_fee: moneySchema,
  }),
);
export type CustomerItemActions = z.infer<typeof customerItemActionsSchema>;

/**
 * What the one who ships an item needs (issue 35, Fulfilment): which product and size to pack,
 * where it goes and whom to call. `sku` is the product's (null if the product was since
 * removed); `size_label` the size set the customer chose (or the product's only one), and
 * `width_size`/`length_size` the product's §3 item size display, each null when unknown;
 * `ship_to` the order's shipping address; `customer` the buyer's name, e-mail and phone (the
 * phone as stored: national digits after the account's dial code).
 */
export const orderItemFulfilmentSchema = named(
  'OrderItemFulfilment',
  z.object({
    sku: z.string().nullable(),
    size_label: z.string().nullable(),
    width_size: z.string().nullable(),
    length_size: z.string().nullable(),
    ship_to: shippingAddressSchema,
    customer: z.object({
      name: z.string(),
      email: z.string(),
      country_code: z.string(),
      phone_number: z.string(),
    }),
  }),
);
export type OrderItemFulfilment = z.infer<typeof orderItemFulfilmentSchema>;

/**
 * An order item as its caller sees it. `profit` is the §6 profit of the caller's role (Vendor
 * final_price × qty, Contractor or Designer contractor_markup_amt × qty, Admin
 * admin_profit_inclusive_tax), negative for Return Request and Returned (§4), null for a
 * customer. A caller sees only the amounts of its own part: contractor_markup_amt is null for
 * customers and vendors, admin_profit_inclusive_tax null for all but Admin.
 */
export const orderItemViewSchema = named(
  'OrderItemView',
  orderItemSchema.extend({
    contractor_markup_amt: moneySchema.nullable(),
    admin_profit_inclusive_tax: moneySchema.nullable(),
    profit: z.number().nullable(),
    /** The customer's reason, once they asked to return the item (§9); null otherwise. */
    return_reason: z.string().nullable(),
    /** What the customer may do with the item now, decided by the server's clock; null for pros. */
    customer_actions: customerItemActionsSchema.nullable(),
    /**
     * What shipping the item takes, for the roles that fulfil it: its vendor and Admin. Null for
     * everyone else (a customer, the showroom's Contractor or Designer): another person's
     * contact is never shown to them. Absent from servers that predate it (treat as null).
     */
    fulfilment: orderItemFulfilmentSchema.nullable().optional(),
  }),
);
export type OrderItemView = z.infer<typeof orderItemViewSchema>;

/**
 * An order in GET /api/orders: `items_count` counts the items the caller sees (a vendor its
 * own) and `profit` is the sum of their profits for the caller's role (null for a customer).
 */
export const orderSummarySchema = named('OrderSummary', orderSchema.extend({ profit: z.number().nullable() }));
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * One recorded status change of an order item (designed: the status timeline beside the
 * selector): from what to what, who made it (name and role at the time) and when.
 */
export const orderItemStatusChangeSchema = named(
  'OrderItemStatusChange',
  z.object({
    from_status: orderItemStatusSchema,
    status: orderItemStatusSchema,
    changed_by_name: z.string(),
    changed_by_role: userTypeSchema,
    changed_at: timestampSchema,
  }),
);
export type OrderItemStatusChange = z.infer<typeof orderItemStatusChangeSchema>;

/**
 * An item in the Order Items modal: the caller's view plus `status_history`, every recorded
 * change oldest first (empty while the item keeps the status it was placed or seeded with;
 * `status_date` tells since when).
 */
export const orderItemDetailSchema = named(
  'OrderItemDetail',
  orderItemViewSchema.extend({ status_history: z.array(orderItemStatusChangeSchema) }),
);
export type OrderItemDetail = z.infer<typeof orderItemDetailSchema>;

/** GET /api/orders/{orderId}/items. */
export const orderWithItemsSchema = named(
  'OrderWithItems',
  z.object({ order: orderSummarySchema, items: z.array(orderItemDetailSchema) }),
);
export type OrderWithItems = z.infer<typeof orderWithItemsSchema>;

/** §9: pending profits become available this many business days after approval. */
export const PAYOUT_RELEASE_BUSINESS_DAYS = 46;

/**
 * A pro's payout summary beside the order list (§9, designed): the §6 profit of the caller's
 * role over all of its items (whatever the list's filters), as the Order Items modal shows it
 * (negative for Return Request and Returned). `awaiting_approval`: items still Waiting for
 * approval; `pending`: approved less than 46 business days ago; `available`: approved at least
 * 46 business days ago. Declined and cancelled items earn nothing. `next_release_date` is the
 * next day (America/Los_Angeles, YYYY-MM-DD) a pending amount becomes available, and
 * `next_release_amount` how much; both null when nothing is pending.
 */
export const payoutSummarySchema = named(
  'PayoutSummary',
  z.object({
    awaiting_approval: z.number(),
    pending: z.number(),
    available: z.number(),
    next_release_date: z.iso.date().nullable(),
    next_release_amount: z.number().nullable(),
    pending_release_business_days: z.literal(PAYOUT_RELEASE_BUSINESS_DAYS),
  }),
);
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

/** The longest order-number search GET /api/orders takes. */
export const ORDER_SEARCH_MAX_LENGTH = 50;

/**
 * GET /api/orders' filters: `status` keeps the orders with at least one item (of those the
 * caller sees) in that status; `search` keeps those whose order number contains the text,
 * ignoring case ('3001', 'wv-2026-0030'). Both combine with paging.
 */
export const orderListFilterShape = {
  /**
   * One status, or several (the key repeated: `?status=Picked Up&status=Shipped`): a customer
   * filters by the name they read, which several stored statuses share (`customerStatusGroup`).
   */
  status: z
    .union([orderItemStatusSchema, z.array(orderItemStatusSchema).min(1).max(orderItemStatuses.length)])
    .optional(),
  search: z.string().trim().max(ORDER_SEARCH_MAX_LENGTH).optional(),
};

/**
 * PUT /api/order_items/{id}/status. `expected_status` is the status the client saw: the change
 * is made only if the item still has it, so two people changing one item at once cannot
 * overwrite each other unseen (the second gets a 409 with the item's current status).
 */
export const orderItemStatusUpdateSchema = named(
  'OrderItemStatusUpdate',
  z.object({ status: orderItemStatusSchema, expected_status: orderItemStatusSchema }),
);
export type OrderItemStatusUpdate = z.infer<typeof orderItemStatusUpdateSchema>;

/** A customer's cancel of an item of their order (§9), if the item still is `expected_status`. */
export const orderItemCancelSchema = named('OrderItemCancel', z.object({ expected_status: orderItemStatusSchema }));
export type OrderItemCancel = z.infer<typeof orderItemCancelSchema>;

/** A customer's return request for a delivered item (§9), with their reason. */
export const orderItemReturnRequestSchema = named(
  'OrderItemReturnRequest',
  z.object({
    expected_status: orderItemStatusSchema,
    reason: z
      .string()
      .trim()
      .min(1, 'Please tell us why you are returning this item.')
      .max(RETURN_REASON_MAX_LENGTH, `Please keep the reason to ${RETURN_REASON_MAX_LENGTH} characters or fewer.`),
  }),
);
export type OrderItemReturnRequest = z.infer<typeof orderItemReturnRequestSchema>;

/** §4: the selector's label of each status (@showroom/domain's `orderItemStatusLabels`, under the contract's name). */
export const orderItemStatusDisplayLabels = orderItemStatusLabels;

/** Texts of the status change (not given by the spec), shared by the server, the mocks and the pages. */
export const orderItemStatusMessages = {
  updated: 'Status updated successfully.',
  itemNotFound: 'Order item not found.',
  /** 409: `current` is the label of the status the item has now. */
  conflict: (current: string) =>
    `Someone else changed this item's status to ${current} a moment ago. Please check it and choose again.`,
  /** The customer's notification: `status` is the new status's label. */
  cancelled: 'The item has been cancelled. Your refund is on its way.',
  returnRequested: 'Your return request has been sent to the vendor.',
  notificationTitle: 'Order update',
  notificationMessage: (productName: string, orderNumber: string, status: string) =>
    `${productName} in order ${orderNumber} is now ${status}.`,
} as const;

/** What a vendor reads in their notifications when a customer cancels or asks to return (§9), the customer's own words ending the return's. */
export const vendorNotices = {
  cancelledTitle: 'Item cancelled',
  cancelled: (customer: string, productName: string, orderNumber: string) =>
    `${customer} cancelled ${productName} in order ${orderNumber}.`,
  returnRequestedTitle: 'Return requested',
  returnRequested: (customer: string, productName: string, orderNumber: string, reason: string) =>
    `${customer} asked to return ${productName} in order ${orderNumber}: ${reason}`,
} as const;

/** A checkout attempt's key: the client makes one (a UUID) per attempt and sends it with every retry. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * POST /api/checkout. Prices are the server's (a client sends none). `payment` is a card typed
 * in with its billing address; left out, the account's saved card pays. The same
 * `idempotency_key` never makes a second order: a retried or doubled request gets the first.
 */
export const checkoutRequestSchema = named(
  'CheckoutRequest',
  z.object({
    cart_id: z.string().min(1).max(200),
    idempotency_key: z.string().regex(IDEMPOTENCY_KEY_PATTERN),
    shipping_address: shippingAddressSchema,
    payment: paymentInputSchema.optional(),
    /**
     * With `payment` (a card typed in): whether it becomes the account's saved card, replacing
     * any saved one (true, the default: what older clients did), or pays for this order only
     * (false). Ignored without `payment`.
     */
    save_card: z.boolean().optional(),
    /**
     * The total (US dollars) the customer was shown when they pressed Place order. When given
     * and the cart's total is now different (a price, markup or shipping changed meanwhile),
     * nothing is charged: 409 with the new total, for the page to show before the customer pays.
     */
    expected_total: z.number().nonnegative().max(1e9).optional(),
  }),
);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/checkout's answer, what /thankyou shows: the order, its items and the card charged. */
export const placedOrderSchema = named(
  'PlacedOrder',
  z.object({
    order: orderSchema,
    items: z.array(orderItemViewSchema),
    /** The card charged (null only if its record was since removed). */
    payment: z.object({ card_brand: z.string().nullable(), card_last4: z.string().regex(/^\d{4}$/) }).nullable(),
  }),
);
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** Texts of the checkout (not given by the spec), shared by the server, the mocks and the pages. */
export const checkoutMessages = {
  placed: 'Your order has been placed.',
  cartNotFound: 'Your cart could not be found. Please go back to your cart.',
  emptyCart: 'Your cart is empty.',
  noSavedCard: 'Please enter a card: there is no saved card on your account.',
  paymentFailed: 'Your payment could not be completed.',
  providerUnavailable: 'The payment could not be processed right now. Nothing was charged; please try again.',
  cartChanged: 'Your cart was checked out in another window. Nothing was charged; please check your orders.',
  keyReused: 'This checkout was already paid with another amount. Please reload the page and try again.',
  /** The cart's total changed between the page and the charge: nothing is charged, the new total is said. */
  totalChanged: (totalDollars: number) =>
    `The total of your order has changed to ${totalDollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' })} since this page was loaded. Nothing was charged; please check the new total and place your order again.`,
  orderNotFound: 'Order not found.',
} as const;

/** `name` is out of stock: the cart cannot be checked out until it is removed. */
export const outOfStockMessage = (name: string) => `${name} is out of stock. Please remove it from your cart.`;

/**
 * The address parameters of /account's Orders section (shared by the storefront, which reads
 * them, and the e-mails and notifications, which link with them): an item status filter, an
 * order-number search, a page, and the order whose Order Items dialog opens at once.
 */
export const ordersAddressParams = {
  status: 'orders_status',
  search: 'orders_search',
  page: 'orders_page',
  open: 'orders_open',
} as const;

/** /account with one order found and its items open: where an e-mail or notification about it leads. */
export function orderPagePath(order: { readonly id: number; readonly order_number: string }): string {
  const query = new URLSearchParams({
    [ordersAddressParams.search]: order.order_number,
    [ordersAddressParams.open]: String(order.id),
  });
  return `/account?${query.toString()}#orders`;
}
