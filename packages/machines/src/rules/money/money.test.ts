import * as domain from '@showroom/domain';
import { describe, expect, it } from 'vitest';
import * as money from './money.rules.ts';
import { isCouponAllowed, isMarkupAllowed, validateMarkupAndCoupon } from './money.rules.ts';

describe('money rules (§1, §5, §9)', () => {
  // Formatting and rounding are @showroom/domain's (tested there): the machines hand out the very
  // same functions, so the storefront cannot show one amount two ways again.
  it("re-exports @showroom/domain's money rules, not copies", () => {
    for (const name of [
      'formatUsd',
      'formatNumber',
      'roundToCents',
      'uomLabel',
      'pricePerSquareFoot',
      'DEFAULT_UOM_LABEL',
      'BOX_UNIT',
      'MIN_MARKUP_PERCENT',
      'MAX_MARKUP_PERCENT',
      'RECOMMENDED_MARKUP_PERCENT',
      'showroomPricingMessages',
      'showroomPricingProblems',
    ] as const) {
      expect(money[name]).toBe(domain[name]);
    }
  });

  it('requires a markup of at least 10 % and a coupon no larger than the markup (the domain rule)', () => {
    expect(isMarkupAllowed(10)).toBe(true);
    expect(isMarkupAllowed(9.99)).toBe(false);
    expect(isMarkupAllowed(100.01)).toBe(false);
    expect(isMarkupAllowed(Number.NaN)).toBe(false);
    expect(isCouponAllowed(10, 10)).toBe(true);
    expect(isCouponAllowed(10.5, 10)).toBe(false);
    expect(isCouponAllowed(-1, 10)).toBe(false);
    expect(isCouponAllowed(Number.NaN, 10)).toBe(false);
    expect(validateMarkupAndCoupon(8, 9)).toEqual({
      markup: 'The markup must be at least 10%.',
      coupon: 'The coupon cannot exceed the markup.',
    });
    expect(validateMarkupAndCoupon(15, 5)).toEqual({});
    expect(validateMarkupAndCoupon(15, null)).toEqual({});
  });
});
