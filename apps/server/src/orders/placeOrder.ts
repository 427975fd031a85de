import { type OrderItemPricing, orderTotalsCents, priceOrderItem } from '@showroom/domain';
import { randomUUID } from 'node:crypto';
import {
  type CheckoutRequest,
  type PlacedOrder,
  checkoutMessages,
  outOfStockMessage,
  validateShippingAddress,
} from '@showroom/api';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { HttpError, validationError } from '../http/errors.ts';
import {
  type ChargeResult,
  IdempotencyKeyReusedError,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  paymentProviderFor,
} from '../payments/index.ts';
import { orderItemViews, orderSummary } from './orderViews.ts';
import { type ChosenPayment, choosePayment } from './paymentSource.ts';
import { shippingChargeCents } from './shippingCharge.ts';
import { type ShowroomPricing, cartPricing } from './showroomPrice.ts';

/** The §4 status every new order item starts in. */
const NEW_ITEM_STATUS = 'Waiting for approval';

export interface PlaceOrderResult {
  readonly placed: PlacedOrder;
  /** True when the key had already made this order (a retry or a double click). */
  readonly replayed: boolean;
}

/** A cart line read at checkout, priced from the catalogue (never from the request or the cart row). */
interface CheckoutLine {
  readonly cartItemId: number;
  readonly qty: number;
  readonly productId: number;
  readonly productName: string;
  readonly vendorId: number;
  readonly inStock: boolean;
  readonly baseUnitCents: number;
  /** The size set the customer chose, as its label read at checkout (what the vendor ships). */
  readonly sizeLabel: string | null;
}

/** The showroom whose markup applies, and the contractor who earns it (the cart's pricing). */
type Seller = ShowroomPricing;

class CartChangedError extends Error {}

/** The cart of `cartId` if the customer may check it out: their own, or a guest cart (held by its secret id). */
async function checkoutCart(db: Kysely<Database>, cartId: string, userId: number) {
  const cart = await db
    .selectFrom('carts')
    .select(['id', 'user_id', 'shop_id'])
    .where('public_id', '=', cartId)
    .executeTakeFirst();
  return cart && (cart.user_id === null || cart.user_id === userId) ? cart : null;
}

async function checkoutLines(db: Kysely<Database>, cartId: number): Promise<CheckoutLine[]> {
  const rows = await db
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    // A size set of this product only: a size id of another product is ignored.
    .leftJoin('size_sets as z', (join) => join.onRef('z.id', '=', 'c.size_id').onRef('z.product_id', '=', 'p.id'))
    .select([
      'c.id',
      'c.qty',
      'p.id as product_id',
      'p.name',
      'p.vendor_id',
      'p.in_stock',
      'p.price_cents',
      'z.price_cents as size_price_cents',
      'z.label as size_label',
    ])
    .where('c.cart_id', '=', cartId)
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    cartItemId: row.id,
    qty: row.qty,
    productId: row.product_id,
    productName: row.name,
    vendorId: row.vendor_id,
    inStock: row.in_stock !== 0,
    baseUnitCents: row.size_price_cents ?? row.price_cents,
    sizeLabel: row.size_label,
  }));
}

async function orderIdForKey(db: Kysely<Database>, userId: number, key: string): Promise<number | null> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The order as /thankyou shows it: the customer's view of it and its items (with what they may
 * do with each at `now`), and the card charged.
 */
async function placedOrder(db: Kysely<Database>, user: UserRow, orderId: number, now: Date): Promise<PlacedOrder> {
  const viewer = { id: user.id, type: user.type };
  const summary = await orderSummary(db, viewer, orderId);
  if (!summary) throw new Error(`Order ${orderId} vanished after it was placed.`);
  const { profit: _profit, ...order } = summary;
  const card = await db
    .selectFrom('orders as o')
    .innerJoin('payment_cards as p', 'p.id', 'o.payment_card_id')
    .select(['p.brand', 'p.last4'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  return {
    order,
    items: await orderItemViews(db, viewer, orderId, now),
    payment: card ? { card_brand: card.brand, card_last4: card.last4 } : null,
  };
}

async function replay(db: Kysely<Database>, user: UserRow, orderId: number, now: Date): Promise<PlaceOrderResult> {
  return { placed: await placedOrder(db, user, orderId, now), replayed: true };
}

function declined(result: Extract<ChargeResult, { status: 'declined' }>): HttpError {
  // 402: the request was fine, the card was not. The provider's message is the customer's answer.
  return new HttpError(402, result.message, { payment: [result.message] });
}

async function charge(
  provider: PaymentProvider,
  payment: ChosenPayment,
  amountCents: number,
  idempotencyKey: string,
  user: UserRow,
): Promise<Extract<ChargeResult, { status: 'approved' }>> {
  let result: ChargeResult;
  try {
    result = await provider.charge({
      amountCents,
      currency: 'USD',
      source: payment.source,
      idempotencyKey,
      description: `Showroom order for ${user.email}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) {
      throw new HttpError(502, checkoutMessages.providerUnavailable);
    }
    if (error instanceof IdempotencyKeyReusedError) throw new HttpError(409, checkoutMessages.keyReused);
    throw error;
  }
  if (result.status === 'declined') throw declined(result);
  return result;
}

/**
 * POST /api/checkout. In order: a key already used answers its order; the card and address
 * are checked; the cart is read and priced from the catalogue by the one pricing rule
 * (@showroom/machines `priceOrderItem`); the card is charged under the provider idempotency
 * key `order:{user}:{key}`; then one transaction records the order, its items ('Waiting for
 * approval', each its vendor's), the card summary, and empties the cart. Nothing is written
 * before the charge is approved, so a declined card leaves no trace.
 *
 * Two requests with the same key at once: both may reach the provider, which answers the
 * second with the first's charge (its idempotency), and the unique index on (user_id,
 * idempotency_key) lets one order in; the other answers that order. Two checkouts of one cart
 * with different keys: the second finds the cart lines gone, its charge is voided, 409.
 */
export async function placeOrder(context: AppContext, user: UserRow, body: CheckoutRequest): Promise<PlaceOrderResult> {
  const { db, clock } = context;
  const key = body.idempotency_key;
  const earlier = await orderIdForKey(db, user.id, key);
  if (earlier !== null) return replay(db, user, earlier, clock());

  const now = clock();
  const addressErrors = validateShippingAddress(body.shipping_address);
  if (Object.keys(addressErrors).length > 0) {
    throw validationError(Object.fromEntries(Object.entries(addressErrors).map(([field, text]) => [field, [text]])));
  }
  const payment = await choosePayment(db, user.id, body.payment, now, body.save_card !== false);

  const cart = await checkoutCart(db, body.cart_id, user.id);
  if (!cart) throw validationError({ cart_id: [checkoutMessages.cartNotFound] });
  const lines = await checkoutLines(db, cart.id);
  if (lines.length === 0) {
    // The twin of this request may have just emptied the cart by placing the order.
    const twin = await orderIdForKey(db, user.id, key);
    if (twin !== null) return replay(db, user, twin, clock());
    throw validationError({ cart_id: [checkoutMessages.emptyCart] });
  }
  const unavailable = lines.filter((line) => !line.inStock);
  if (unavailable.length > 0) {
    throw validationError({ cart_id: unavailable.map((line) => outOfStockMessage(line.productName)) });
  }

  const seller = await cartPricing(db, cart.shop_id);
  const priced = lines.map((line) => ({
    line,
    pricing: priceOrderItem({ baseUnitCents: line.baseUnitCents, qty: line.qty, markupPercent: seller.markupPercent }),
  }));
  // The cart's one shipping rule, on what the customer pays for each vendor's lines (the address was checked above).
  const shippingCents = shippingChargeCents(
    priced.map(({ line, pricing }) => ({ vendorId: line.vendorId, lineTotalCents: pricing.lineTotalCents })),
    body.shipping_address,
  );
  const totals = orderTotalsCents(
    priced.map(({ pricing }) => pricing),
    shippingCents,
  );

  // The price shown is the price charged: a total that moved since the page showed it is said, never applied.
  if (body.expected_total !== undefined && Math.round(body.expected_total * 100) !== totals.totalCents) {
    const message = checkoutMessages.totalChanged(totals.totalCents / 100);
    throw new HttpError(409, message, { expected_total: [message] });
  }

  const provider = paymentProviderFor(context.config);
  const approved = await charge(provider, payment, totals.totalCents, `order:${user.id}:${key}`, user);

  try {
    const orderId = await record(db, {
      user,
      key,
      now: now.toISOString(),
      cartId: cart.id,
      seller,
      priced,
      totals,
      payment,
      address: body.shipping_address,
      paymentReference: `${provider.name}:${approved.chargeId}`,
      cardReference: approved.cardReference,
    });
    return { placed: await placedOrder(db, user, orderId, clock()), replayed: false };
  } catch (error) {
    if (isUniqueViolation(error)) {
      // The same key's twin got in first; the provider gave both the same charge: keep it.
      const twin = await orderIdForKey(db, user.id, key);
      if (twin !== null) return replay(db, user, twin, clock());
    }
    await provider.voidCharge(approved.chargeId).catch((voidError: unknown) => {
      context.log.error(
        { err: voidError, chargeId: approved.chargeId },
        'could not void the charge of an unrecorded order',
      );
    });
    if (error instanceof CartChangedError) throw new HttpError(409, checkoutMessages.cartChanged);
    throw error;
  }
}

interface OrderRecord {
  user: UserRow;
  key: string;
  now: string;
  cartId: number;
  seller: Seller;
  priced: { line: CheckoutLine; pricing: OrderItemPricing }[];
  totals: { subtotalCents: number; shippingChargeCents: number; totalCents: number };
  payment: ChosenPayment;
  address: CheckoutRequest['shipping_address'];
  paymentReference: string;
  cardReference: string | null;
}

/** One transaction: the order first (its unique key decides a race), then the cart lines it takes, the card, the items. */
async function record(db: Kysely<Database>, input: OrderRecord): Promise<number> {
  const { user, now, seller, totals, payment } = input;
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        // Replaced below once the id is known; unique meanwhile.
        order_number: `pending-${randomUUID()}`,
        user_id: user.id,
        shop_id: seller.shopId,
        subtotal_cents: totals.subtotalCents,
        shipping_charge_cents: totals.shippingChargeCents,
        total_cents: totals.totalCents,
        shipping_address: JSON.stringify({
          street: input.address.street.trim(),
          city: input.address.city.trim(),
          state: input.address.state.trim().toUpperCase(),
          zip_code: input.address.zip_code.trim(),
          apartment: input.address.apartment?.trim() || null,
        }),
        payment_card_id: payment.savedCardId,
        created_at: now,
        idempotency_key: input.key,
        payment_reference: input.paymentReference,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // The lines this order takes, as they were priced: if another checkout took them or their
    // quantity changed meanwhile, this order would not be what was charged.
    for (const { line } of input.priced) {
      const removed = await trx
        .deleteFrom('cart_items')
        .where('id', '=', line.cartItemId)
        .where('cart_id', '=', input.cartId)
        .where('qty', '=', line.qty)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) !== 1) throw new CartChangedError();
    }
    await trx.updateTable('carts').set({ updated_at: now }).where('id', '=', input.cartId).execute();

    let cardId = payment.savedCardId;
    if (payment.cardToSave) {
      const card = await trx
        .insertInto('payment_cards')
        .values({
          user_id: user.id,
          brand: payment.summary.brand,
          last4: payment.summary.last4,
          exp_month: payment.summary.expMonth,
          exp_year: payment.summary.expYear,
          ...payment.cardToSave,
          provider_reference: input.cardReference,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      cardId = card.id;
    }
    const year = now.slice(0, 4);
    await trx
      .updateTable('orders')
      .set({ order_number: `WV-${year}-${String(order.id).padStart(6, '0')}`, payment_card_id: cardId })
      .where('id', '=', order.id)
      .execute();

    await trx
      .insertInto('order_items')
      .values(
        input.priced.map(({ line, pricing }) => ({
          order_id: order.id,
          product_id: line.productId,
          vendor_id: line.vendorId,
          contractor_id: seller.contractorId,
          product_name: line.productName,
          qty: line.qty,
          final_price_cents: pricing.finalPriceCents,
          contractor_markup_amt_cents: pricing.contractorMarkupAmtCents,
          admin_profit_inclusive_tax_cents: pricing.adminProfitInclusiveTaxCents,
          status: NEW_ITEM_STATUS,
          status_date: now,
          size_label: line.sizeLabel,
        })),
      )
      .execute();
    // Top products and "also viewed" rank by units ordered.
    for (const { line } of input.priced) {
      await trx
        .updateTable('products')
        .set((eb) => ({ popularity: eb('popularity', '+', line.qty) }))
        .where('id', '=', line.productId)
        .execute();
    }
    return order.id;
  });
}
