import { orderPagePath } from '@showroom/api';
import { customerStatusLabel, type OrderItemStatus } from '@showroom/domain';
import { linkOn, type EmailOrderLine } from '@showroom/emails';
import { cancellationRefund, CANCEL_WINDOW_MINUTES, returnRefund } from '@showroom/machines';
import type { AppContext } from '../context.ts';
import { parseAddress } from '../orders/orderViews.ts';
import { renderEmail, rendersInPlace } from './emailRenderer.ts';
import { sendRendered } from './sendRendered.ts';

type MailContext = Pick<AppContext, 'db' | 'config' | 'mailer' | 'log'>;

const dollars = (cents: number) => cents / 100;
const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`.trim();

async function orderOf({ db }: MailContext, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.order_number',
      'o.subtotal_cents',
      'o.shipping_charge_cents',
      'o.total_cents',
      'o.shipping_address',
      'o.created_at',
      'u.email',
      'u.first_name',
      'u.last_name',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/**
 * After an order is placed: the confirmation to the customer and, to each vendor, its own items
 * and where they ship (issue 34). Called once the order is committed; a failure is logged and
 * never undoes or fails the order (the messages themselves are retried by the dispatcher).
 */
export async function mailOrderPlaced(context: MailContext, orderId: number): Promise<void> {
  const site = context.config.publicBaseUrl;
  const order = await orderOf(context, orderId);
  const items = await context.db
    .selectFrom('order_items as i')
    .leftJoin('users as v', 'v.id', 'i.vendor_id')
    .select(['i.product_name', 'i.qty', 'i.final_price_cents', 'i.vendor_id', 'v.email', 'v.first_name', 'v.last_name'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
  const lineOf = (item: (typeof items)[number]): EmailOrderLine => ({
    name: item.product_name,
    qty: item.qty,
    unitPrice: dollars(item.final_price_cents),
    lineTotal: dollars(item.final_price_cents * item.qty),
  });
  const address = parseAddress(order.shipping_address);
  const customerName = fullName(order);
  const orderUrl = linkOn(site, orderPagePath(order));
  await sendRendered(
    context.mailer,
    order.email,
    await renderEmail({
      kind: 'orderConfirmation',
      props: {
        siteUrl: site,
        customerName,
        orderNumber: order.order_number,
        lines: items.map(lineOf),
        subtotal: dollars(order.subtotal_cents),
        shipping: dollars(order.shipping_charge_cents),
        total: dollars(order.total_cents),
        shippingAddress: address,
        orderUrl,
        cancelUntil: new Date(Date.parse(order.created_at) + CANCEL_WINDOW_MINUTES * 60_000).toISOString(),
      },
    }),
  );
  const byVendor = new Map<string, { name: string; lines: EmailOrderLine[] }>();
  for (const item of items) {
    if (!item.email) continue; // the vendor's account is gone
    const entry = byVendor.get(item.email) ?? {
      name: fullName({ first_name: item.first_name ?? '', last_name: item.last_name ?? '' }),
      lines: [],
    };
    entry.lines.push(lineOf(item));
    byVendor.set(item.email, entry);
  }
  for (const [email, vendor] of byVendor) {
    await sendRendered(
      context.mailer,
      email,
      await renderEmail({
        kind: 'vendorNewItems',
        props: {
          siteUrl: site,
          vendorName: vendor.name,
          orderNumber: order.order_number,
          lines: vendor.lines,
          shipTo: address,
          customerName,
          ordersUrl: orderUrl,
        },
      }),
    );
  }
}

/**
 * After an item's status changed: the customer hears of it in their words, and of the refund
 * when it was cancelled (then only of the refund) or its return came back (§9). Logged, never
 * failing the change.
 */
export async function mailItemStatusChanged(
  context: MailContext,
  itemId: number,
  status: OrderItemStatus,
): Promise<void> {
  const site = context.config.publicBaseUrl;
  const item = await context.db
    .selectFrom('order_items')
    .select(['order_id', 'product_name', 'qty', 'final_price_cents'])
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  const order = await orderOf(context, item.order_id);
  const orderUrl = linkOn(site, orderPagePath(order));
  const common = {
    siteUrl: site,
    customerName: order.first_name,
    productName: item.product_name,
    orderNumber: order.order_number,
    orderUrl,
  };
  // A cancelled item's news is its refund: one e-mail, not two.
  if (status !== 'Cancle') {
    await sendRendered(
      context.mailer,
      order.email,
      await renderEmail({ kind: 'itemStatusChanged', props: { ...common, status: customerStatusLabel(status) } }),
    );
  }
  if (status !== 'Cancle' && status !== 'Returned') return;
  const amounts = {
    lineTotalCents: item.final_price_cents * item.qty,
    orderSubtotalCents: order.subtotal_cents,
    orderShippingCents: order.shipping_charge_cents,
  };
  const refund = status === 'Cancle' ? cancellationRefund(amounts) : returnRefund(amounts);
  await sendRendered(
    context.mailer,
    order.email,
    await renderEmail({
      kind: 'refundIssued',
      props: {
        ...common,
        cause: status === 'Cancle' ? 'cancelled' : 'returned',
        paid: dollars(amounts.lineTotalCents),
        restockingFee: dollars(refund.restockingFeeCents),
        refund: dollars(refund.refundCents),
      },
    }),
  );
}

/**
 * Runs a mail step after a commit: its failure is logged, never thrown into the request. In
 * the built server the e-mails render on their own thread and the answer does not wait for
 * them (an order is answered at the speed of its transaction); run from source, the step is
 * awaited, so a test sees the outbox as the request left it.
 */
export function afterCommit(context: Pick<AppContext, 'log'>, what: string, step: () => Promise<void>): Promise<void> {
  const queued = step().catch((error: unknown) => context.log.error({ error }, `${what}: e-mail not queued`));
  return rendersInPlace ? queued : Promise.resolve();
}
