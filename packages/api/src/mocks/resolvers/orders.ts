import { customerStatusLabel, priceOrderItem } from '@showroom/domain';
import { cartShippingChargeCents } from '../../contract/cart.rules.ts';
import { validateShippingAddress } from '../../contract/profile.rules.ts';
import {
  checkoutMessages,
  orderItemStatusDisplayLabels,
  orderItemStatusMessages,
  orderPagePath,
  outOfStockMessage,
  paginate,
  PAYOUT_RELEASE_BUSINESS_DAYS,
  testCardOutcome,
  type CheckoutRequest,
  type CustomerItemAction,
  type CustomerItemActions,
  type Order,
  type OrderItem,
  type OrderItemDetail,
  type OrderItemFulfilment,
  type OrderItemStatusChange,
  type OrderItemView,
  type OrderSummary,
  type PlacedOrder,
  vendorNotices,
} from '../../contract/index.ts';
import { withCartTotals } from '../../demo/dataset.ts';
import { DEMO_NOW, demoTimestamp } from '../../demo/time.ts';
import type { DemoUser } from '../../demo/users.ts';
import {
  invalid,
  MockFailure,
  type CustomerActionRuleVerdict,
  type CustomerItemRules,
  type MockResolvers,
  type OrderItemStatusRule,
  type PayoutRuleItem,
  type PaymentCardRule,
  type PayoutSummaryRule,
} from '../route.ts';
import type { MockState } from '../state.ts';
import { markupIn } from './pricing.ts';

/**
 * The mocks' orders, following the reference server (apps/server/src/orders): the same role
 * views and §6 profit, the same checkout answers (test cards, 402 on a declined card, one
 * order per idempotency key) and the very pricing rule the server uses, `priceOrderItem` of
 * @showroom/domain.
 */

type Scope = 'customer' | 'vendor' | 'showroom' | 'all';

function scopeOf(user: DemoUser): Scope {
  if (user.type === 'Admin') return 'all';
  if (user.type === 'Vendor') return 'vendor';
  if (user.type === 'Contractor' || user.type === 'Designer') return 'showroom';
  return 'customer';
}

function ownsShowroom(state: MockState, order: Order, user: DemoUser): boolean {
  return state.showrooms.some((shop) => shop.profile.vsd_id === order.showroom && shop.profile.user_id === user.id);
}

/** The orders the user sees, newest first: a customer its own; a vendor those with its items; a showroom its own; Admin all. */
function visibleOrders(state: MockState, user: DemoUser): Order[] {
  const scope = scopeOf(user);
  const vendorOrders = new Set(
    state.orderItems.filter((item) => item.vendor_id === user.id).map((item) => item.order_id),
  );
  return state.orders
    .filter((order) => {
      if (scope === 'all') return true;
      if (scope === 'vendor') return vendorOrders.has(order.id);
      if (scope === 'showroom') return ownsShowroom(state, order, user);
      return order.user_id === user.id;
    })
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

const cents = (dollars: number) => Math.round(dollars * 100);
const negatedStatuses: readonly string[] = ['Return Request', 'Returned'];

/** §6 profit in cents for the user's role, negated for Return Request and Returned; null for a customer. */
type ProfitFields = Pick<OrderItem, 'qty' | 'final_price' | 'contractor_markup_amt' | 'admin_profit_inclusive_tax'> & {
  status: string;
};

function profitCents(item: ProfitFields, scope: Scope): number | null {
  const sign = negatedStatuses.includes(item.status) ? -1 : 1;
  if (scope === 'vendor') return sign * cents(item.final_price) * item.qty;
  if (scope === 'showroom') return sign * cents(item.contractor_markup_amt) * item.qty;
  if (scope === 'all') return sign * cents(item.admin_profit_inclusive_tax);
  return null;
}

/** A rule's verdict as the item view carries it: open until a moment, or refused with the reason shown. */
function customerAction(verdict: CustomerActionRuleVerdict): CustomerItemAction {
  return verdict.allowed
    ? { allowed: true, until: verdict.until, reason: null }
    : { allowed: false, until: null, reason: verdict.message };
}

/**
 * What the order's customer may do with the item (§9), by the injected rules at DEMO_NOW, as
 * the server decides it at its clock: cancel from the order's time, return from the Delivered
 * item's status date; refunds from the item's line total and the order's subtotal and shipping.
 */
function customerActionsOf(item: OrderItem, order: Order, rules: CustomerItemRules): CustomerItemActions {
  const now = new Date(DEMO_NOW);
  const refundInput = {
    lineTotalCents: cents(item.final_price) * item.qty,
    orderSubtotalCents: cents(order.subtotal),
    orderShippingCents: cents(order.shipping_charge),
  };
  const returned = rules.returnRefund(refundInput);
  return {
    cancel: customerAction(rules.canCancelItem(item.status, order.created_at, now)),
    return: customerAction(rules.canRequestReturn(item.status, item.status_date, now)),
    cancel_refund: rules.cancellationRefund(refundInput).refundCents / 100,
    return_refund: returned.refundCents / 100,
    restocking_fee: returned.restockingFeeCents / 100,
  };
}

/** The item as `user` sees it: their role's amounts and profit; for the order's own customer, their actions. */
function itemView(state: MockState, item: OrderItem, user: DemoUser, rules: CustomerItemRules): OrderItemView {
  const scope = scopeOf(user);
  const profit = profitCents(item, scope);
  const order = state.orders.find((candidate) => candidate.id === item.order_id);
  return {
    ...item,
    contractor_markup_amt: scope === 'showroom' || scope === 'all' ? item.contractor_markup_amt : null,
    admin_profit_inclusive_tax: scope === 'all' ? item.admin_profit_inclusive_tax : null,
    profit: profit === null ? null : profit / 100,
    return_reason: recordsOf(state).returnReasons.get(item.id) ?? null,
    customer_actions: scope === 'customer' && order?.user_id === user.id ? customerActionsOf(item, order, rules) : null,
    // As the server: the ones who ship it (its vendor, whose view holds only its own items, and Admin).
    fulfilment: (scope === 'vendor' || scope === 'all') && order ? fulfilmentOf(state, item, order) : null,
  };
}

/** What shipping the item takes (the server's `fulfilmentOf`): product, chosen size, address, customer. */
function fulfilmentOf(state: MockState, item: OrderItem, order: Order): OrderItemFulfilment {
  const product = state.products.find((candidate) => candidate.id === item.product_id);
  const customer = state.users.find((candidate) => candidate.id === order.user_id);
  const onlySize = product?.sizes.length === 1 ? product.sizes[0]!.label : null;
  return {
    sku: product?.sku ?? null,
    size_label: recordsOf(state).sizeLabels.get(item.id) ?? onlySize,
    width_size: product?.size?.width_size ?? null,
    length_size: product?.size?.length_size ?? null,
    ship_to: order.shipping_address,
    customer: {
      name: order.customer_name,
      email: customer?.email ?? '',
      country_code: customer?.country_code ?? '',
      phone_number: customer?.phone_number ?? '',
    },
  };
}

function itemsOf(state: MockState, order: Order, user: DemoUser): OrderItem[] {
  const scope = scopeOf(user);
  return state.orderItems.filter(
    (item) => item.order_id === order.id && (scope !== 'vendor' || item.vendor_id === user.id),
  );
}

function summaryOf(state: MockState, order: Order, user: DemoUser): OrderSummary {
  const scope = scopeOf(user);
  const items = itemsOf(state, order, user);
  const profits = items.map((item) => profitCents(item, scope));
  return {
    ...order,
    items_count: items.length,
    profit: scope === 'customer' ? null : profits.reduce<number>((sum, profit) => sum + (profit ?? 0), 0) / 100,
  };
}

/** Status changes, approval times, return reasons and chosen sizes per item, per mock world (the dataset has none). */
interface ItemRecords {
  history: Map<number, OrderItemStatusChange[]>;
  approvedAt: Map<number, string>;
  returnReasons: Map<number, string>;
  /** The size set's label a placed item was bought in (the server's `order_items.size_label`). */
  sizeLabels: Map<number, string>;
}
const recordsByState = new WeakMap<MockState, ItemRecords>();

function recordsOf(state: MockState): ItemRecords {
  const records = recordsByState.get(state) ?? {
    history: new Map(),
    approvedAt: new Map(),
    returnReasons: new Map(),
    sizeLabels: new Map(),
  };
  recordsByState.set(state, records);
  return records;
}

function detailOf(state: MockState, item: OrderItem, user: DemoUser, rules: CustomerItemRules): OrderItemDetail {
  return { ...itemView(state, item, user, rules), status_history: recordsOf(state).history.get(item.id) ?? [] };
}

/** Statuses that earn nothing or nothing yet (the server's approval rule: leaving these approves an item). */
const unapprovedStatuses: readonly string[] = ['Waiting for approval', 'Decline', 'Cancle'];

/**
 * Without @showroom/machines' `payoutSummary` injected, the mocks cannot date releases (46
 * business days, America/Los_Angeles): every approved item's profit is pending, none available.
 */
export const undatedPayoutRule: PayoutSummaryRule = (items, userType) => {
  if (!['Vendor', 'Contractor', 'Designer', 'Admin'].includes(userType)) return null;
  const scope: Scope = userType === 'Vendor' ? 'vendor' : userType === 'Admin' ? 'all' : 'showroom';
  let awaiting = 0;
  let pending = 0;
  for (const item of items) {
    const profit = profitCents(item, scope) ?? 0;
    if (item.status === 'Waiting for approval') awaiting += profit;
    else if (!unapprovedStatuses.includes(item.status)) pending += profit;
  }
  return {
    awaiting_approval: awaiting / 100,
    pending: pending / 100,
    available: 0,
    next_release_date: null,
    next_release_amount: null,
    pending_release_business_days: PAYOUT_RELEASE_BUSINESS_DAYS,
  };
};

/** Every item the user earns from (a vendor its own, a showroom its orders', Admin all), for the payout rule. */
function payoutItems(state: MockState, user: DemoUser): PayoutRuleItem[] {
  const { approvedAt } = recordsOf(state);
  return visibleOrders(state, user).flatMap((order) =>
    itemsOf(state, order, user).map((item) => ({
      ...item,
      approved_at: approvedAt.get(item.id) ?? (unapprovedStatuses.includes(item.status) ? null : item.status_date),
    })),
  );
}

function matchesFilters(
  state: MockState,
  order: Order,
  user: DemoUser,
  query: { status?: string | readonly string[]; search?: string },
) {
  const statuses = query.status === undefined ? null : new Set([query.status].flat());
  const search = query.search?.trim().toLowerCase() ?? '';
  if (search !== '' && !order.order_number.toLowerCase().includes(search)) return false;
  return statuses === null || itemsOf(state, order, user).some((item) => statuses.has(item.status));
}

/** PUT /api/order_items/{id}/status, as the server does it (ownership, expected status, §4 rule, history, notification). */
function changeStatus(
  state: MockState,
  user: DemoUser,
  id: number,
  body: { status: OrderItem['status']; expected_status: OrderItem['status'] },
  rule: OrderItemStatusRule,
  customerRules: CustomerItemRules,
): OrderItemDetail {
  const visible = new Set(visibleOrders(state, user).map((order) => order.id));
  const scope = scopeOf(user);
  const item = state.orderItems.find(
    (candidate) =>
      candidate.id === id && visible.has(candidate.order_id) && (scope !== 'vendor' || candidate.vendor_id === user.id),
  );
  if (!item) throw new MockFailure(404, orderItemStatusMessages.itemNotFound);
  // As the server: the rule judges the change from the status the client saw; the item must still have it.
  const verdict = rule(body.expected_status, body.status, user.type);
  if (!verdict.allowed) throw new MockFailure(422, verdict.message, { status: [verdict.message] });
  if (item.status !== body.expected_status) {
    const message = orderItemStatusMessages.conflict(orderItemStatusDisplayLabels[item.status]);
    throw new MockFailure(409, message, { status: [message] });
  }
  const now = demoTimestamp(0);
  const records = recordsOf(state);
  if (!records.approvedAt.has(item.id)) {
    if (!unapprovedStatuses.includes(item.status)) records.approvedAt.set(item.id, item.status_date);
    else if (!unapprovedStatuses.includes(body.status)) records.approvedAt.set(item.id, now);
  }
  const change: OrderItemStatusChange = {
    from_status: item.status,
    status: body.status,
    changed_by_name: `${user.first_name} ${user.last_name}`.trim(),
    changed_by_role: user.type,
    changed_at: now,
  };
  records.history.set(item.id, [...(records.history.get(item.id) ?? []), change]);
  item.status = body.status;
  item.status_date = now;
  const order = state.orders.find((candidate) => candidate.id === item.order_id);
  if (order) {
    state.notifications.push({
      id: state.nextId(),
      user_id: order.user_id,
      title: orderItemStatusMessages.notificationTitle,
      message: orderItemStatusMessages.notificationMessage(
        item.product_name,
        order.order_number,
        customerStatusLabel(body.status),
      ),
      link: orderPagePath(order),
      read_at: null,
      created_at: now,
    });
  }
  return detailOf(state, item, user, customerRules);
}

/** One of the customer's §9 actions: where it takes the item, how it is judged, what the vendor reads. */
interface CustomerAction {
  readonly expected: OrderItem['status'];
  readonly to: 'Cancle' | 'Return Request';
  /** The rule's verdict at the mocks' now; null when the item cannot tell (a stale view: 409). */
  readonly verdict: (item: OrderItem, order: Order, now: Date) => CustomerActionRuleVerdict | null;
  readonly returnReason: string | null;
  readonly notice: (item: OrderItem, order: Order, customer: string) => { title: string; message: string };
}

/**
 * POST /api/order_items/{id}/cancel and /return, as the server does them: the caller's own
 * item (else 404), the injected rule on the status the client saw (422), that status still the
 * item's (409 naming the current one as the customer reads it), then the change, its history
 * and the vendor's notification.
 */
function customerItemAction(
  state: MockState,
  user: DemoUser,
  id: number,
  action: CustomerAction,
  rules: CustomerItemRules,
): OrderItemDetail {
  const item = state.orderItems.find((candidate) => candidate.id === id);
  const order = item && state.orders.find((candidate) => candidate.id === item.order_id);
  if (!item || !order || order.user_id !== user.id) throw new MockFailure(404, orderItemStatusMessages.itemNotFound);
  const conflict = () => {
    const message = orderItemStatusMessages.conflict(customerStatusLabel(item.status));
    return new MockFailure(409, message, { status: [message] });
  };
  const verdict = action.verdict(item, order, new Date(DEMO_NOW));
  if (verdict === null) throw conflict();
  if (!verdict.allowed) throw new MockFailure(422, verdict.message, { status: [verdict.message] });
  if (item.status !== action.expected) throw conflict();

  const now = demoTimestamp(0);
  const records = recordsOf(state);
  // The approval record as the server keeps it: an item approved before keeps its time.
  if (!records.approvedAt.has(item.id) && !unapprovedStatuses.includes(item.status)) {
    records.approvedAt.set(item.id, item.status_date);
  }
  const customer = `${user.first_name} ${user.last_name}`.trim();
  records.history.set(item.id, [
    ...(records.history.get(item.id) ?? []),
    {
      from_status: item.status,
      status: action.to,
      changed_by_name: customer,
      changed_by_role: user.type,
      changed_at: now,
    },
  ]);
  if (action.returnReason !== null) records.returnReasons.set(item.id, action.returnReason);
  item.status = action.to;
  item.status_date = now;
  const notice = action.notice(item, order, customer);
  state.notifications.push({
    id: state.nextId(),
    user_id: item.vendor_id,
    title: notice.title,
    message: notice.message,
    link: orderPagePath(order),
    read_at: null,
    created_at: now,
  });
  return detailOf(state, item, user, rules);
}

/** The §8 card checks, by the rule the server uses (`checkPaymentCard` of @showroom/machines, injected). */
function checkCard(payment: NonNullable<CheckoutRequest['payment']>, rule: PaymentCardRule): string {
  const check = rule(payment);
  const errors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(check.errors)) errors[`payment.${field}`] = [message];
  if (Object.keys(errors).length > 0) throw new MockFailure(422, 'The given data was invalid.', errors);
  return check.brand?.type ?? 'unknown';
}

/** Orders placed per user and idempotency key, per mock world. */
const placedByKey = new WeakMap<MockState, Map<string, PlacedOrder>>();

function placeOrder(
  state: MockState,
  user: DemoUser,
  body: CheckoutRequest,
  cardRule: PaymentCardRule,
  customerRules: CustomerItemRules,
): { data: PlacedOrder; message: string } {
  const placed = placedByKey.get(state) ?? new Map<string, PlacedOrder>();
  placedByKey.set(state, placed);
  const keyOfAttempt = `${user.id}:${body.idempotency_key}`;
  const earlier = placed.get(keyOfAttempt);
  if (earlier) return { data: earlier, message: checkoutMessages.placed };

  const addressErrors = validateShippingAddress(body.shipping_address);
  if (Object.keys(addressErrors).length > 0) {
    const errors: Record<string, string[]> = {};
    for (const [field, text] of Object.entries(addressErrors)) errors[field] = [text];
    throw new MockFailure(422, 'The given data was invalid.', errors);
  }
  const typedBrand = body.payment ? checkCard(body.payment, cardRule) : null;
  const saved = state.paymentDetails.find((entry) => entry.user_id === user.id)?.details;
  if (!body.payment && !saved) throw invalid('payment', checkoutMessages.noSavedCard);

  // A guest cart opens with its id alone; a project's cart only for the project's owner (as the cart endpoints).
  const cart = state.carts.find((candidate) => candidate.cart_id === body.cart_id);
  const owner = cart?.project_id == null ? null : state.projects.find((project) => project.id === cart.project_id);
  if (!cart || (owner && owner.user_id !== user.id)) throw invalid('cart_id', checkoutMessages.cartNotFound);
  if (cart.Project_tans.length === 0) throw invalid('cart_id', checkoutMessages.emptyCart);
  const products = cart.Project_tans.map((line) => state.products.find((product) => product.id === line.product_id));
  const unavailable = cart.Project_tans.filter((_, index) => !products[index]?.in_stock);
  if (unavailable.length > 0) {
    throw new MockFailure(422, 'The given data was invalid.', {
      cart_id: unavailable.map((line) => outOfStockMessage(line.product_name)),
    });
  }

  const digits = body.payment?.card_number.replace(/\D/g, '') ?? '';
  const card = body.payment
    ? { brand: typedBrand, last4: digits.slice(-4) }
    : { brand: saved?.card_brand ?? null, last4: saved?.card_last4 ?? '0000' };
  const outcome = testCardOutcome(body.payment ? { number: digits } : card);
  if (outcome.kind === 'processing-error') throw new MockFailure(502, checkoutMessages.providerUnavailable);
  if (outcome.kind === 'declined') throw new MockFailure(402, outcome.message, { payment: [outcome.message] });

  const showroom =
    state.showrooms.find((shop) => shop.profile.vsd_id.toLowerCase() === cart.showroom?.toLowerCase()) ?? null;
  // The cart's showroom prices it, as the cart showed it (pricing.ts).
  const markup = markupIn(state, cart.showroom);
  const orderId = state.nextId();
  const now = demoTimestamp(0);
  const items: OrderItem[] = cart.Project_tans.map((line, index) => {
    const price = priceOrderItem({ baseUnitCents: cents(line.price), qty: line.qty, markupPercent: markup });
    const product = products[index];
    return {
      id: state.nextId(),
      order_id: orderId,
      product_id: line.product_id,
      product_name: line.product_name,
      image: line.image,
      qty: line.qty,
      final_price: price.finalPriceCents / 100,
      contractor_markup_amt: price.contractorMarkupAmtCents / 100,
      admin_profit_inclusive_tax: price.adminProfitInclusiveTaxCents / 100,
      status: 'Waiting for approval',
      status_date: now,
      vendor_id: product?.vendor_id ?? 1,
      contractor_id: showroom?.profile.user_id ?? null,
    };
  });
  const lineTotals = items.map((item) => Math.round(item.final_price * 100) * item.qty);
  const subtotalCents = lineTotals.reduce((sum, total) => sum + total, 0);
  const shippingCents = cartShippingChargeCents(
    items.map((item, index) => ({ vendorId: item.vendor_id, lineTotalCents: lineTotals[index] ?? 0 })),
  );
  // The price shown is the price charged (as the server): a total that moved is said, not applied.
  if (body.expected_total !== undefined && Math.round(body.expected_total * 100) !== subtotalCents + shippingCents) {
    const message = checkoutMessages.totalChanged((subtotalCents + shippingCents) / 100);
    throw new MockFailure(409, message, { expected_total: [message] });
  }
  const order: Order = {
    id: orderId,
    order_number: `WV-${now.slice(0, 4)}-${String(orderId).padStart(6, '0')}`,
    user_id: user.id,
    customer_name: `${user.first_name} ${user.last_name}`.trim(),
    showroom: showroom?.profile.vsd_id ?? null,
    items_count: items.length,
    subtotal: subtotalCents / 100,
    shipping_charge: shippingCents / 100,
    total: (subtotalCents + shippingCents) / 100,
    shipping_address: body.shipping_address,
    created_at: now,
  };
  state.orders.push(order);
  state.orderItems.push(...items);
  items.forEach((item, index) => {
    const line = cart.Project_tans[index];
    const label = products[index]?.sizes.find((size) => size.id === line?.size_id)?.label;
    if (label !== undefined) recordsOf(state).sizeLabels.set(item.id, label);
  });
  if (body.payment && body.save_card !== false) {
    const details = {
      card_brand: card.brand ?? 'unknown',
      card_last4: card.last4,
      name_on_Card: body.payment.name_on_Card,
      exp_date: body.payment.exp_date,
      street: body.payment.street,
      state: body.payment.state,
      city: body.payment.city,
      zip_code: body.payment.zip_code,
    };
    state.paymentDetails = [
      ...state.paymentDetails.filter((entry) => entry.user_id !== user.id),
      { user_id: user.id, details },
    ];
  }
  const emptied = withCartTotals({ ...cart, Project_tans: [] });
  state.carts = state.carts.map((candidate) => (candidate.cart_id === cart.cart_id ? emptied : candidate));

  const data: PlacedOrder = {
    order,
    items: items.map((item) => itemView(state, item, user, customerRules)),
    payment: { card_brand: card.brand, card_last4: card.last4 },
  };
  placed.set(keyOfAttempt, data);
  return { data, message: checkoutMessages.placed };
}

export const orderResolvers = {
  listOrders: ({ me, query, state, settings }) => {
    const user = me();
    const orders = visibleOrders(state, user).filter((order) => matchesFilters(state, order, user, query));
    const page = paginate(orders, { page: query.page, perPage: query.per_page, path: '/api/orders' });
    return {
      data: {
        ...page,
        data: page.data.map((order) => summaryOf(state, order, user)),
        payout: settings.payoutSummaryRule(payoutItems(state, user), user.type, new Date(DEMO_NOW)),
      },
    };
  },
  listOrderItems: ({ me, params, state, settings }) => {
    const user = me();
    const order = visibleOrders(state, user).find((candidate) => candidate.id === params.orderId);
    if (!order) throw new MockFailure(404, checkoutMessages.orderNotFound);
    return {
      data: {
        order: summaryOf(state, order, user),
        items: itemsOf(state, order, user).map((item) => detailOf(state, item, user, settings.customerItemRules)),
      },
    };
  },
  updateOrderItemStatus: ({ me, params, body, state, settings }) => ({
    data: changeStatus(state, me(), params.id, body, settings.orderItemStatusRule, settings.customerItemRules),
    message: orderItemStatusMessages.updated,
  }),
  cancelOrderItem: ({ me, params, body, state, settings }) => {
    const rules = settings.customerItemRules;
    const action: CustomerAction = {
      expected: body.expected_status,
      to: 'Cancle',
      verdict: (_item, order, now) => rules.canCancelItem(body.expected_status, order.created_at, now),
      returnReason: null,
      notice: (item, order, customer) => ({
        title: vendorNotices.cancelledTitle,
        message: vendorNotices.cancelled(customer, item.product_name, order.order_number),
      }),
    };
    return {
      data: customerItemAction(state, me(), params.id, action, rules),
      message: orderItemStatusMessages.cancelled,
    };
  },
  requestOrderItemReturn: ({ me, params, body, state, settings }) => {
    const rules = settings.customerItemRules;
    // The contract has trimmed the reason and bounded its length (422 on errors.reason).
    const reason = body.reason;
    const action: CustomerAction = {
      expected: body.expected_status,
      to: 'Return Request',
      verdict: (item, _order, now) =>
        // As the server: a Delivered view of an item no longer Delivered is stale (its date is not a delivery's).
        body.expected_status === 'Delivered' && item.status !== 'Delivered'
          ? null
          : rules.canRequestReturn(body.expected_status, item.status_date, now),
      returnReason: reason,
      notice: (item, order, customer) => ({
        title: vendorNotices.returnRequestedTitle,
        message: vendorNotices.returnRequested(customer, item.product_name, order.order_number, reason),
      }),
    };
    return {
      data: customerItemAction(state, me(), params.id, action, rules),
      message: orderItemStatusMessages.returnRequested,
    };
  },
  placeOrder: ({ me, body, state, settings }) =>
    placeOrder(state, me(), body, settings.paymentCardRule, settings.customerItemRules),
} satisfies Partial<MockResolvers>;
