import { paginate, type Order, type OrderItem } from '../../contract/index.ts';
import { roundToCents } from '../../demo/random.ts';
import { demoTimestamp } from '../../demo/time.ts';
import type { DemoUser } from '../../demo/users.ts';
import { invalid, MockFailure, notFound, type MockResolvers } from '../route.ts';
import type { MockState } from '../state.ts';

/** Which order items a user may see: customers their orders', vendors their own, shops their showroom's, Admin all. */
function visibleItems(state: MockState, user: DemoUser): OrderItem[] {
  switch (user.type) {
    case 'Admin':
      return state.orderItems;
    case 'Vendor':
      return state.orderItems.filter((item) => item.vendor_id === user.id);
    case 'Contractor':
    case 'Designer':
      return state.orderItems.filter((item) => item.contractor_id === user.id);
    default: {
      const own = new Set(state.orders.filter((order) => order.user_id === user.id).map((order) => order.id));
      return state.orderItems.filter((item) => own.has(item.order_id));
    }
  }
}

function visibleOrders(state: MockState, user: DemoUser): Order[] {
  const orderIds = new Set(visibleItems(state, user).map((item) => item.order_id));
  return state.orders
    .filter((order) => orderIds.has(order.id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export const orderResolvers = {
  listOrders: ({ me, query, state }) => ({
    data: paginate(visibleOrders(state, me()), { page: query.page, perPage: query.per_page, path: '/api/orders' }),
  }),
  listOrderItems: ({ me, params, state }) => {
    const user = me();
    const order = visibleOrders(state, user).find((candidate) => candidate.id === params.orderId);
    if (!order) throw notFound('Order');
    return { data: { order, items: visibleItems(state, user).filter((item) => item.order_id === order.id) } };
  },
  updateOrderItemStatus: ({ me, params, body, state, settings }) => {
    const user = me();
    const item = visibleItems(state, user).find((candidate) => candidate.id === params.id);
    if (!item) throw notFound('Order item');
    const verdict = settings.orderItemStatusRule(item.status, body.status, user.type);
    if (!verdict.allowed) throw new MockFailure(422, verdict.message, { status: [verdict.message] });
    item.status = body.status;
    item.status_date = demoTimestamp(0);
    return { data: item, message: 'Status updated successfully.' };
  },
  placeOrder: ({ me, body, state }) => {
    const user = me();
    const cart = state.carts.find((candidate) => candidate.cart_id === body.cart_id);
    if (!cart || cart.Project_tans.length === 0) throw invalid('cart_id', 'Your cart is empty.');
    if (!body.payment && !state.paymentDetails.some((entry) => entry.user_id === user.id)) {
      throw invalid('payment', 'Please add a payment method.');
    }
    const showroom =
      state.showrooms.find((candidate) => candidate.profile.vsd_id === cart.showroom) ?? state.showrooms[0];
    const markup = (showroom?.settings.markup_percent ?? 10) / 100;
    const orderId = state.nextId();
    for (const line of cart.Project_tans) {
      const product = state.products.find((candidate) => candidate.id === line.product_id);
      const finalPrice = roundToCents(line.price * (1 + markup));
      state.orderItems.push({
        id: state.nextId(),
        order_id: orderId,
        product_id: line.product_id,
        product_name: line.product_name,
        image: line.image,
        qty: line.qty,
        final_price: finalPrice,
        contractor_markup_amt: roundToCents(line.price * markup),
        admin_profit_inclusive_tax: roundToCents(finalPrice * line.qty * 0.06),
        status: 'Waiting for approval',
        status_date: demoTimestamp(0),
        vendor_id: product?.vendor_id ?? 4,
        contractor_id: showroom?.profile.user_id ?? null,
      });
    }
    const subtotal = roundToCents(
      cart.Project_tans.reduce((sum, line) => sum + roundToCents(line.price * (1 + markup)) * line.qty, 0),
    );
    const order: Order = {
      id: orderId,
      order_number: `WV-2026-${String(orderId).padStart(6, '0')}`,
      user_id: user.id,
      customer_name: `${user.first_name} ${user.last_name}`,
      showroom: showroom?.profile.vsd_id ?? null,
      items_count: cart.Project_tans.length,
      subtotal,
      shipping_charge: state.shippingCharge,
      total: roundToCents(subtotal + state.shippingCharge),
      shipping_address: body.shipping_address,
      created_at: demoTimestamp(0),
    };
    state.orders.push(order);
    state.carts = state.carts.filter((candidate) => candidate.cart_id !== cart.cart_id);
    return { data: order, message: 'Your order has been placed successfully.' };
  },
} satisfies Partial<MockResolvers>;
