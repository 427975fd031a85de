import { finalUnitPriceCents, MIN_MARKUP_PERCENT } from '@showroom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * What a customer pays in a showroom. `products.price_cents` and `size_sets.price_cents` are
 * the wholesale price the showroom buys at (§1); the customer pays that plus the showroom's
 * markup, by the one rule of `@showroom/machines` (`finalUnitPriceCents`: whole cents, half up,
 * never below 10 %). Every price a customer sees (catalogue, product page, sliders, cart, the
 * checkout profile's shipping charge) and checkout's charge come through here, so what the
 * cart says is what the card is charged. The wholesale price itself is never in a customer's
 * answer.
 */
export interface ShowroomPricing {
  /** The showroom whose markup applies, or null for none (the 10 % minimum). */
  readonly shopId: number | null;
  /** Its contractor, who earns the markup (null without a showroom). */
  readonly contractorId: number | null;
  /** The showroom's stored markup; the rule raises anything below 10 % to 10 %. */
  readonly markupPercent: number;
}

/** No showroom: the §9 minimum markup, as checkout charges it. */
export const NO_SHOWROOM_PRICING: ShowroomPricing = {
  shopId: null,
  contractorId: null,
  markupPercent: MIN_MARKUP_PERCENT,
};

/** A showroom's pricing from its row (any row carrying id, owner and markup), or the default. */
export function pricingOfShop(
  shop: { readonly id: number; readonly user_id: number; readonly markup_percent: number } | null | undefined,
): ShowroomPricing {
  if (!shop) return NO_SHOWROOM_PRICING;
  // PostgreSQL's `real` arrives as a number, but a numeric column would arrive as text.
  return { shopId: shop.id, contractorId: shop.user_id, markupPercent: Number(shop.markup_percent) };
}

/** The customer's price of one unit in whole cents, from its wholesale price. */
export function customerUnitCents(baseUnitCents: number, pricing: ShowroomPricing): number {
  return finalUnitPriceCents(baseUnitCents, pricing.markupPercent);
}

/** The customer's price of one unit in the API's dollars. */
export function customerPrice(baseUnitCents: number, pricing: ShowroomPricing): number {
  return customerUnitCents(baseUnitCents, pricing) / 100;
}

/**
 * The showroom that prices a cart (its view and its checkout alike): the cart's own, else none
 * (10 %). Only the cart's: the catalogue the shopper added from was priced in that showroom
 * (cart/cartAccess.ts `cartInShowroom` keeps the two the same), so no other showroom (the one
 * the customer registered from, say) may reprice it between the product page and the charge.
 */
export async function cartPricing(db: Kysely<Database>, cartShopId: number | null): Promise<ShowroomPricing> {
  if (cartShopId === null) return NO_SHOWROOM_PRICING;
  const shop = await db
    .selectFrom('shops')
    .select(['id', 'user_id', 'markup_percent'])
    .where('id', '=', cartShopId)
    .executeTakeFirst();
  return pricingOfShop(shop);
}
