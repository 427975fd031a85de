import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.ts';

export interface TestCartLine {
  productId: number;
  qty: number;
  sizeId?: number | null;
  /** What the cart row says the unit costs; checkout must ignore it (default: a wrong price, 1 cent). */
  unitPriceCents?: number;
}

/**
 * A cart with lines, written straight to the tables (as the cart endpoints would leave it), for
 * checkout tests and samples. Owned by `userId` (null: a guest cart), in the showroom `shopId`.
 * Returns the cart's public id.
 */
export async function createTestCart(
  database: DatabaseHandle,
  { userId, shopId = 1, lines }: { userId: number | null; shopId?: number | null; lines: TestCartLine[] },
): Promise<string> {
  const now = new Date().toISOString();
  const publicId = `test-cart-${randomBytes(12).toString('base64url')}`;
  const cart = await database.db
    .insertInto('carts')
    .values({
      public_id: publicId,
      user_id: userId,
      shop_id: shopId,
      temp_project_id: null,
      project_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lines.length > 0) {
    await database.db
      .insertInto('cart_items')
      .values(
        lines.map((line) => ({
          cart_id: cart.id,
          product_id: line.productId,
          size_id: line.sizeId ?? null,
          qty: line.qty,
          unit_price_cents: line.unitPriceCents ?? 1,
          created_at: now,
        })),
      )
      .execute();
  }
  return publicId;
}

/** A fresh checkout attempt's key, as a client makes one (a UUID). */
export const newIdempotencyKey = () => crypto.randomUUID();

/** A card expiry (MM/YY) a few years ahead. */
export const futureCardExpiry = () => `12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, '0')}`;

/** A checkout's card with its billing address; `number` defaults to the approved Visa test card. */
export function testCardPayment(number = '4242 4242 4242 4242', cvv = '123') {
  return {
    card_number: number,
    name_on_Card: 'Maya Lopez',
    exp_date: futureCardExpiry(),
    cvv,
    street: '742 Sunset Blvd',
    state: 'CA',
    city: 'Los Angeles',
    zip_code: '90012',
  };
}

export const testShippingAddress = {
  street: '742 Sunset Blvd',
  city: 'Los Angeles',
  state: 'CA',
  zip_code: '90012',
  apartment: 'Apt 4B',
};
