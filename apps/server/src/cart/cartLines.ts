import { MAX_CART_LINE_QUANTITY, cartMessages } from '@showroom/api';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound, validationError } from '../http/errors.ts';

/** A line as a request asks for it. */
export interface LineRequest {
  readonly product_id: number;
  readonly size_id?: number | null | undefined;
  readonly quantity: number;
}

/** A requested line checked against the catalogue, with the server's own price. */
export interface PricedLine {
  readonly productId: number;
  readonly sizeId: number | null;
  readonly unitPriceCents: number;
  readonly minQty: number;
  readonly quantity: number;
  /** Where a refusal about this line is reported (`''` or `items.3.`). */
  readonly field: string;
}

const lineNotFound = () => notFound(cartMessages.lineNotFound);

/**
 * Checks requested lines against the catalogue: the product exists, the size is one of its
 * size sets (none given: its first), and the quantity is at least the product's minimum unit.
 * Prices come from the catalogue (the size set's price, else the product's): a price in the
 * request is never read. All problems are reported together, per line.
 */
export async function priceLines(
  db: Kysely<Database>,
  requests: readonly LineRequest[],
  fieldOf: (index: number) => string,
  { lenient = false }: { lenient?: boolean } = {},
): Promise<PricedLine[]> {
  const productIds = [...new Set(requests.map((request) => request.product_id))];
  const [products, sizes] = await Promise.all([
    db.selectFrom('products').select(['id', 'price_cents', 'min_qty']).where('id', 'in', productIds).execute(),
    db
      .selectFrom('size_sets')
      .select(['id', 'product_id', 'price_cents'])
      .where('product_id', 'in', productIds)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const errors: Record<string, string[]> = {};
  const priced: PricedLine[] = [];
  requests.forEach((request, index) => {
    const field = fieldOf(index);
    const product = products.find((candidate) => candidate.id === request.product_id);
    if (!product) {
      if (!lenient) errors[`${field}product_id`] = [cartMessages.productInvalid];
      return;
    }
    const own = sizes.filter((size) => size.product_id === product.id);
    const size = request.size_id == null ? own[0] : own.find((candidate) => candidate.id === request.size_id);
    if (request.size_id != null && !size) {
      if (!lenient) errors[`${field}size_id`] = [cartMessages.sizeInvalid];
      return;
    }
    if (request.quantity < product.min_qty && !lenient) {
      errors[`${field}quantity`] = [cartMessages.belowMinimum(product.min_qty)];
      return;
    }
    priced.push({
      productId: product.id,
      sizeId: size?.id ?? null,
      unitPriceCents: size?.price_cents ?? product.price_cents,
      minQty: product.min_qty,
      quantity: Math.max(request.quantity, product.min_qty),
      field,
    });
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return priced;
}

/**
 * Adds a line's quantity to the cart: to the line already holding the product and size, else
 * as a new line, in one statement (an insert that adds to the existing line on conflict with
 * the one-line-per-product-and-size index), so simultaneous adds all count and never see each
 * other half-done. Beyond the maximum the add is refused (422 on quantity) and the line keeps
 * its quantity; with `cap` (attaching a guest cart at sign-in, which must not fail on a sum) the
 * line stops at the maximum.
 */
export async function addLine(
  db: Kysely<Database>,
  cartId: number,
  line: PricedLine,
  { now, cap = false }: { now: string; cap?: boolean },
): Promise<void> {
  const max = MAX_CART_LINE_QUANTITY;
  const quantity = Math.min(line.quantity, max);
  // The conflict target names the unique index's columns and expression (migration 007);
  // both engines match it to that index.
  const added = await sql<{ id: number }>`
    insert into cart_items (cart_id, product_id, size_id, qty, unit_price_cents, created_at)
    values (${cartId}, ${line.productId}, ${line.sizeId}, ${quantity}, ${line.unitPriceCents}, ${now})
    on conflict (cart_id, product_id, coalesce(size_id, 0)) do update
    set qty = ${
      cap
        ? sql`case when cart_items.qty + excluded.qty > ${max} then ${max} else cart_items.qty + excluded.qty end`
        : sql`cart_items.qty + excluded.qty`
    },
      unit_price_cents = excluded.unit_price_cents
    ${cap ? sql`` : sql`where cart_items.qty + excluded.qty <= ${max}`}
    returning id`.execute(db);
  if (added.rows.length === 0) throw validationError({ [`${line.field}quantity`]: [cartMessages.aboveMaximum] });
}

/**
 * Sets a line's quantity (set, not add: the same request twice leaves the same cart), at least
 * the product's minimum unit. A line the cart does not hold is 404.
 */
export async function setLineQuantity(
  db: Kysely<Database>,
  cartId: number,
  lineId: number,
  quantity: number,
): Promise<void> {
  const line = await db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select(['cart_items.id', 'products.min_qty'])
    .where('cart_items.id', '=', lineId)
    .where('cart_items.cart_id', '=', cartId)
    .executeTakeFirst();
  if (!line) throw lineNotFound();
  if (quantity < line.min_qty) throw validationError({ quantity: [cartMessages.belowMinimum(line.min_qty)] });
  await db.updateTable('cart_items').set({ qty: quantity }).where('id', '=', line.id).execute();
}

/** Removes a line; a line the cart does not hold is 404. */
export async function removeLine(db: Kysely<Database>, cartId: number, lineId: number): Promise<void> {
  const removed = await db
    .deleteFrom('cart_items')
    .where('id', '=', lineId)
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw lineNotFound();
}

/** Refuses a list that names the same product and size twice (a replacement must be unambiguous). */
export function refuseDuplicates(lines: readonly PricedLine[]): void {
  const seen = new Set<string>();
  for (const line of lines) {
    const key = `${line.productId}:${line.sizeId ?? ''}`;
    if (seen.has(key)) throw validationError({ [`${line.field}product_id`]: [cartMessages.duplicateLine] });
    seen.add(key);
  }
}

/** Replaces every line of the cart. */
export async function replaceLines(
  db: Kysely<Database>,
  cartId: number,
  lines: readonly PricedLine[],
  now: string,
): Promise<void> {
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
  for (const line of lines) await addLine(db, cartId, line, { now });
}

/**
 * Moves every line of one cart into another (attaching a guest cart at sign-in): quantities of
 * the same product and size add up, stopping at the maximum; prices are re-read from the
 * catalogue. The emptied cart and its temporary project are deleted.
 */
export async function mergeCartInto(
  db: Kysely<Database>,
  source: { id: number; temp_project_id: number | null },
  targetId: number,
  now: string,
): Promise<void> {
  if (source.id === targetId) return;
  const items = await db
    .selectFrom('cart_items')
    .select(['product_id', 'size_id', 'qty'])
    .where('cart_id', '=', source.id)
    .orderBy('id')
    .execute();
  if (items.length > 0) {
    // The source's lines were valid when added; a product gone or a minimum raised since must
    // not block sign-in: such lines are dropped or raised to the minimum.
    const priced = await priceLines(
      db,
      items.map((item) => ({ product_id: item.product_id, size_id: item.size_id, quantity: item.qty })),
      () => '',
      { lenient: true },
    );
    for (const line of priced) await addLine(db, targetId, line, { now, cap: true });
  }
  await db.deleteFrom('carts').where('id', '=', source.id).execute();
  if (source.temp_project_id !== null) {
    await db.deleteFrom('projects').where('id', '=', source.temp_project_id).where('user_id', 'is', null).execute();
  }
}
