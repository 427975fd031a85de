import { MIN_MARKUP_PERCENT, priceOrderItem } from '@showroom/domain';
import type { Product, ProductSummary } from '../../contract/index.ts';
import type { MockState } from '../state.ts';

/**
 * The mocks' prices, as the reference server gives them (apps/server/src/orders/showroomPrice.ts):
 * the demo catalogue's prices are wholesale; a customer sees and pays the wholesale price plus
 * the showroom's markup, at least 10 % (10 % without a showroom), by the one pricing rule of
 * @showroom/domain (`priceOrderItem`) that the server and the storefront use.
 */

const toCents = (dollars: number) => Math.round(dollars * 100);

/** The markup of a showroom by its public id (any case); none or unknown: the minimum. */
export function markupIn(state: MockState, showroom: string | null | undefined): number {
  if (!showroom) return MIN_MARKUP_PERCENT;
  const shop = state.showrooms.find((candidate) => candidate.profile.vsd_id.toLowerCase() === showroom.toLowerCase());
  return shop?.settings.markup_percent ?? MIN_MARKUP_PERCENT;
}

/** What the customer pays per unit, in dollars, for a wholesale price in dollars. */
export function customerPrice(wholesale: number, markupPercent: number): number {
  return priceOrderItem({ baseUnitCents: toCents(wholesale), qty: 1, markupPercent }).finalPriceCents / 100;
}

/** A product (or its summary) with the customer's prices in place of the wholesale ones. */
export function atCustomerPrices<T extends ProductSummary | Product>(product: T, markupPercent: number): T {
  const priced = { ...product, price: customerPrice(product.price, markupPercent) };
  if ('sizes' in product) {
    return {
      ...priced,
      sizes: product.sizes.map((size) => ({ ...size, price: customerPrice(size.price, markupPercent) })),
    };
  }
  return priced;
}
