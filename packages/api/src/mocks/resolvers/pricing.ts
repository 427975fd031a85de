import type { Product, ProductSummary } from '../../contract/index.ts';
import type { MockState } from '../state.ts';

/**
 * The mocks' prices, as the reference server gives them (apps/server/src/orders/showroomPrice.ts):
 * the demo catalogue's prices are wholesale; a customer sees and pays the wholesale price plus
 * the showroom's markup, at least 10 % (10 % without a showroom), by @showroom/machines'
 * pricing rule. This package may not import @showroom/machines: `priceItem` is that rule, and
 * the server's tests check the two agree over many inputs (orders/pricingParity.test.ts).
 */

/** The §9 minimum markup, in percent: a showroom's lower figure, or no showroom, sells at this. */
const MIN_MARKUP_PERCENT = 10;

/** The pricing rule of @showroom/machines (`priceOrderItem`), in whole cents rounded half up. */
export function priceItem(baseUnitCents: number, qty: number, markupPercent: number) {
  const points = Math.max(Math.round(markupPercent * 100), MIN_MARKUP_PERCENT * 100);
  const markup = Math.floor((baseUnitCents * points + 5000) / 10_000);
  const finalPriceCents = baseUnitCents + markup;
  const lineTotalCents = finalPriceCents * qty;
  return {
    finalPriceCents,
    contractorMarkupAmtCents: markup,
    lineTotalCents,
    adminProfitInclusiveTaxCents: Math.floor((lineTotalCents * 600 + 5000) / 10_000),
  };
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/** The markup of a showroom by its public id (any case); none or unknown: the minimum. */
export function markupIn(state: MockState, showroom: string | null | undefined): number {
  if (!showroom) return MIN_MARKUP_PERCENT;
  const shop = state.showrooms.find((candidate) => candidate.profile.vsd_id.toLowerCase() === showroom.toLowerCase());
  return shop?.settings.markup_percent ?? MIN_MARKUP_PERCENT;
}

/** What the customer pays per unit, in dollars, for a wholesale price in dollars. */
export function customerPrice(wholesale: number, markupPercent: number): number {
  return priceItem(toCents(wholesale), 1, markupPercent).finalPriceCents / 100;
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
