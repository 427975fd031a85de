import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UOM_LABEL,
  formatNumber,
  formatUsd,
  isCouponAllowed,
  isMarkupAllowed,
  pricePerSquareFoot,
  roundToCents,
  uomLabel,
  validateMarkupAndCoupon,
} from './money.rules.ts';

describe('money rules (§1, §5, §9)', () => {
  it('shows U.S. dollars with two decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-59.97)).toBe('-$59.97');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatUsd(-0.001)).toBe('$0.00');
  });

  // Written without Intl (the first Intl formatter on a page costs a phone tens of milliseconds):
  // every result must be exactly what Intl writes.
  const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  const amounts = fc.oneof(
    fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    fc.integer({ min: -100_000_000, max: 100_000_000 }).map((cents) => cents / 100),
    fc.integer({ min: -10_000_000, max: 10_000_000 }).map((tenths) => tenths / 1000 + 0.005),
    fc.double({ noNaN: false }),
  );

  it('writes dollars exactly as Intl does, for any amount', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatUsd(amount)).toBe(intlUsd.format(roundToCents(amount)));
      }),
      { numRuns: 5000 },
    );
    expect(formatUsd(1e22)).toBe(intlUsd.format(1e22));
    expect(formatUsd(Number.NEGATIVE_INFINITY)).toBe('-$∞');
  });

  it('writes numbers exactly as Intl does, grouped, with at most the decimals asked for', () => {
    expect(formatNumber(1200)).toBe('1,200');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(15.004)).toBe('15');
    expect(formatNumber(1_000_000)).toBe('1,000,000');
    // Intl rounds the shortest decimal form, half away from zero.
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(-2.5, 0)).toBe('-3');
    expect(formatNumber(9.9e-7, 6)).toBe('0.000001');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(-0)).toBe('-0');
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 6 }), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: digits }));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds half away from zero to cents', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(19.99 * 3)).toBe(59.97);
    expect(roundToCents(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it("labels a product without unit of measure 'Piece'", () => {
    expect(DEFAULT_UOM_LABEL).toBe('Piece');
    expect(uomLabel(null)).toBe('Piece');
    expect(uomLabel(' ')).toBe('Piece');
    expect(uomLabel('Sq Ft')).toBe('Sq Ft');
  });

  it('prices Box units per square foot as price / box_sqft', () => {
    expect(pricePerSquareFoot(120, 'Box', 24)).toBe(5);
    expect(pricePerSquareFoot(120, 'Piece', 24)).toBeNull();
    expect(pricePerSquareFoot(120, 'Box', 0)).toBeNull();
    expect(pricePerSquareFoot(120, 'Box', null)).toBeNull();
    expect(pricePerSquareFoot(120, 'Box', Number.NaN)).toBeNull();
  });

  it('requires a markup of at least 10 % and a coupon no larger than the markup', () => {
    expect(isMarkupAllowed(10)).toBe(true);
    expect(isMarkupAllowed(9.99)).toBe(false);
    expect(isMarkupAllowed(Number.NaN)).toBe(false);
    expect(isCouponAllowed(10, 10)).toBe(true);
    expect(isCouponAllowed(10.5, 10)).toBe(false);
    expect(isCouponAllowed(-1, 10)).toBe(false);
    expect(isCouponAllowed(Number.NaN, 10)).toBe(false);
    expect(validateMarkupAndCoupon(8, 9)).toEqual({
      markup: 'Markup must be at least 10%.',
      coupon: 'A coupon cannot exceed the markup.',
    });
    expect(validateMarkupAndCoupon(15, 5)).toEqual({});
    expect(validateMarkupAndCoupon(15, null)).toEqual({});
  });
});
