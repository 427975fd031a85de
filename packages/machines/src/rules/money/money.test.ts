import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UOM_LABEL,
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
