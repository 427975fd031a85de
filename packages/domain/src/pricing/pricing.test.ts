import { describe, expect, it } from 'vitest';
import {
  ADMIN_PROFIT_PERCENT,
  centsToDollars,
  dollarsToCents,
  effectiveMarkupPercent,
  finalUnitPriceCents,
  orderTotalsCents,
  priceOrderItem,
} from './pricing.ts';

describe('order item pricing (§1, §3, §6, §9)', () => {
  it('adds the showroom markup to the base and keeps the platform share of the line', () => {
    // $89.99 at 12 %: markup 10.7988 → $10.80; 3 units of $100.79 = $302.37; 6 % of it = 18.1422 → $18.14.
    expect(priceOrderItem({ baseUnitCents: 8999, qty: 3, markupPercent: 12 })).toEqual({
      markupPercent: 12,
      finalPriceCents: 10_079,
      contractorMarkupAmtCents: 1080,
      lineTotalCents: 30_237,
      adminProfitInclusiveTaxCents: 1814,
    });
    expect(ADMIN_PROFIT_PERCENT).toBe(6);
  });

  it('rounds half up to the cent, in integer arithmetic', () => {
    // 1005 × 10 % = 100.5 → 101 (a float rule gives 100.49999… → 100).
    expect(finalUnitPriceCents(1005, 10)).toBe(1106);
    // 0.05 × 10 % = 0.5 cent → 1 cent; 1 cent × 10 % = 0.1 → 0.
    expect(finalUnitPriceCents(5, 10)).toBe(6);
    expect(finalUnitPriceCents(1, 10)).toBe(1);
    expect(priceOrderItem({ baseUnitCents: 0, qty: 2, markupPercent: 15 })).toMatchObject({
      finalPriceCents: 0,
      lineTotalCents: 0,
      adminProfitInclusiveTaxCents: 0,
    });
    // 2500 × 3 = 7500 × 6 % = 450 exactly; 2501 × 1 × 6 % = 150.06 → 150; 2509 → 150.54 → 151.
    expect(priceOrderItem({ baseUnitCents: 2500, qty: 3, markupPercent: 0 }).adminProfitInclusiveTaxCents).toBe(
      Math.round(2750 * 3 * 0.06),
    );
    expect(
      priceOrderItem({ baseUnitCents: 2501, qty: 1, markupPercent: 0, adminProfitPercent: 6 })
        .adminProfitInclusiveTaxCents,
    ).toBe(165);
  });

  it('final price minus markup is always exactly the base', () => {
    for (let base = 0; base < 3000; base += 7) {
      for (const markup of [10, 12, 12.5, 15, 33.33]) {
        const item = priceOrderItem({ baseUnitCents: base, qty: 1, markupPercent: markup });
        expect(item.finalPriceCents - item.contractorMarkupAmtCents).toBe(base);
        expect(item.contractorMarkupAmtCents).toBe(Math.round((base * Math.round(markup * 100)) / 10_000 + 1e-9));
      }
    }
  });

  it('never sells below the 10 % minimum markup', () => {
    expect(effectiveMarkupPercent(0)).toBe(10);
    expect(effectiveMarkupPercent(9.99)).toBe(10);
    expect(effectiveMarkupPercent(10)).toBe(10);
    expect(effectiveMarkupPercent(12.345)).toBe(12.35);
    expect(priceOrderItem({ baseUnitCents: 10_000, qty: 1, markupPercent: 5 })).toMatchObject({
      markupPercent: 10,
      finalPriceCents: 11_000,
      contractorMarkupAmtCents: 1000,
    });
  });

  it('takes another platform share when given one', () => {
    expect(
      priceOrderItem({ baseUnitCents: 10_000, qty: 2, markupPercent: 10, adminProfitPercent: 0 })
        .adminProfitInclusiveTaxCents,
    ).toBe(0);
    expect(
      priceOrderItem({ baseUnitCents: 10_000, qty: 2, markupPercent: 10, adminProfitPercent: 100 })
        .adminProfitInclusiveTaxCents,
    ).toBe(22_000);
  });

  it('refuses impossible input instead of pricing it', () => {
    expect(() => priceOrderItem({ baseUnitCents: 10.5, qty: 1, markupPercent: 10 })).toThrow(RangeError);
    expect(() => priceOrderItem({ baseUnitCents: -1, qty: 1, markupPercent: 10 })).toThrow('whole cents');
    expect(() => priceOrderItem({ baseUnitCents: 100, qty: 0, markupPercent: 10 })).toThrow('quantity');
    expect(() => priceOrderItem({ baseUnitCents: 100, qty: 1.5, markupPercent: 10 })).toThrow('quantity');
    expect(() => priceOrderItem({ baseUnitCents: 100, qty: 1, markupPercent: Number.NaN })).toThrow('markup');
    expect(() => priceOrderItem({ baseUnitCents: 100, qty: 1, markupPercent: -1 })).toThrow('markup');
    expect(() => priceOrderItem({ baseUnitCents: 100, qty: 1, markupPercent: 10, adminProfitPercent: 101 })).toThrow(
      '100 %',
    );
    expect(() =>
      priceOrderItem({ baseUnitCents: 100, qty: 1, markupPercent: 10, adminProfitPercent: Number.POSITIVE_INFINITY }),
    ).toThrow('admin profit');
    // Too large to multiply exactly: the base × markup points, then the line.
    expect(() => finalUnitPriceCents(Number.MAX_SAFE_INTEGER, 10)).toThrow('too large');
    expect(() => priceOrderItem({ baseUnitCents: 1e12, qty: 1e6, markupPercent: 10 })).toThrow('too large');
  });

  it('sums an order in cents, shipping last', () => {
    const lines = [
      priceOrderItem({ baseUnitCents: 8999, qty: 3, markupPercent: 12 }),
      priceOrderItem({ baseUnitCents: 1999, qty: 1, markupPercent: 12 }),
    ];
    expect(orderTotalsCents(lines, 0)).toEqual({ subtotalCents: 32_476, shippingChargeCents: 0, totalCents: 32_476 });
    expect(orderTotalsCents([], 1500)).toEqual({ subtotalCents: 0, shippingChargeCents: 1500, totalCents: 1500 });
    expect(() => orderTotalsCents(lines, -1)).toThrow('shipping');
    expect(() => orderTotalsCents([{ lineTotalCents: Number.MAX_SAFE_INTEGER }], 1)).toThrow('too large');
  });

  it('converts between cents and the API dollars', () => {
    expect(centsToDollars(30_237)).toBe(302.37);
    expect(centsToDollars(0)).toBe(0);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(-0.001)).toBe(0);
    expect(dollarsToCents(-5.5)).toBe(-550);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
  });
});
