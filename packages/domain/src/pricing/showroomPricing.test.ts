import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveMarkupPercent, finalUnitPriceCents, MIN_MARKUP_PERCENT } from './pricing.ts';
import {
  MAX_MARKUP_PERCENT,
  RECOMMENDED_MARKUP_PERCENT,
  showroomPricingMessages as messages,
  showroomPricingProblems,
} from './showroomPricing.ts';

/** A percentage with at most two decimals between `min` and `max` (both included), as hundredths. */
const percent = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((hundredths) => hundredths / 100);

const acceptedMarkup = percent(MIN_MARKUP_PERCENT, MAX_MARKUP_PERCENT);

describe('showroom pricing rule (§1, §5, §9)', () => {
  it('has the minimum, the recommendation and the designed ceiling', () => {
    expect(MIN_MARKUP_PERCENT).toBe(10);
    expect(RECOMMENDED_MARKUP_PERCENT).toBe(10);
    expect(MAX_MARKUP_PERCENT).toBe(100);
    expect(showroomPricingProblems({ markup_percent: RECOMMENDED_MARKUP_PERCENT, coupon_percent: null })).toEqual({});
  });

  it('accepts a markup of 10 to 100 % with at most two decimals, and a coupon up to it', () => {
    for (const [markup, coupon] of [
      [10, null],
      [10, 10],
      [12, 5],
      [12.35, 12.35],
      [100, 0],
      [33.33, undefined],
      [10.29, 0.29],
    ] as const) {
      expect(
        showroomPricingProblems({ markup_percent: markup, coupon_percent: coupon }),
        `${markup}/${coupon}`,
      ).toEqual({});
    }
  });

  it('names a markup that is missing or not a number', () => {
    for (const markup of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, '12' as unknown as number]) {
      expect(showroomPricingProblems({ markup_percent: markup, coupon_percent: null })).toEqual({
        markup_percent: 'Enter the markup as a number.',
      });
    }
  });

  it('names a markup out of range or with more than two decimals', () => {
    const markupOf = (markup: number) => showroomPricingProblems({ markup_percent: markup }).markup_percent;
    expect(markupOf(9.99)).toBe('The markup must be at least 10%.');
    expect(markupOf(-5)).toBe('The markup must be at least 10%.');
    expect(markupOf(100.01)).toBe('The markup can be at most 100%.');
    expect(markupOf(1000)).toBe('The markup can be at most 100%.');
    expect(markupOf(12.345)).toBe('Use at most two decimals.');
    expect(markupOf(10.001)).toBe('Use at most two decimals.');
  });

  it('names a negative coupon, one with more than two decimals, and one above the markup', () => {
    const couponOf = (markup: unknown, coupon: unknown) =>
      showroomPricingProblems({ markup_percent: markup as number, coupon_percent: coupon as number }).coupon_percent;
    expect(couponOf(12, -0.01)).toBe('The coupon cannot be negative.');
    expect(couponOf(12, 5.555)).toBe('Use at most two decimals.');
    expect(couponOf(12, 12.01)).toBe('The coupon cannot exceed the markup.');
    expect(couponOf(12, Number.NaN)).toBe(messages.couponNotNumber);
    expect(couponOf(12, '5')).toBe(messages.couponNotNumber);
    // Both wrong: each field has its own message.
    expect(showroomPricingProblems({ markup_percent: 8, coupon_percent: 9 })).toEqual({
      markup_percent: 'The markup must be at least 10%.',
      coupon_percent: 'The coupon cannot exceed the markup.',
    });
    // Nothing to compare with: the coupon is judged on its own.
    expect(couponOf(Number.NaN, 5)).toBeUndefined();
  });

  describe('properties', () => {
    it('any markup in [10, 100] with two decimals and a coupon in [0, markup] (or none) is accepted', () => {
      fc.assert(
        fc.property(
          acceptedMarkup.chain((markup) => fc.tuple(fc.constant(markup), fc.option(percent(0, markup), { nil: null }))),
          ([markup, coupon]) => {
            expect(showroomPricingProblems({ markup_percent: markup, coupon_percent: coupon })).toEqual({});
          },
        ),
      );
    });

    it('any coupon above the markup is refused, whatever the markup', () => {
      fc.assert(
        fc.property(
          fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
          fc.integer({ min: 1, max: 1e8 }),
          (markup, above) => {
            const coupon = Math.ceil(markup * 100 + above) / 100;
            fc.pre(coupon > markup && coupon >= 0);
            expect(showroomPricingProblems({ markup_percent: markup, coupon_percent: coupon }).coupon_percent).toBe(
              messages.couponAboveMarkup,
            );
          },
        ),
      );
      fc.assert(
        fc.property(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.double({ noNaN: true }),
          (markup, coupon) => {
            fc.pre(coupon > markup);
            expect(
              showroomPricingProblems({ markup_percent: markup, coupon_percent: coupon }).coupon_percent,
            ).toBeDefined();
          },
        ),
      );
    });

    it('any markup below 10 % is refused, and it is one the price rule would raise', () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true, min: 0, max: MIN_MARKUP_PERCENT, maxExcluded: true }), (markup) => {
          expect(showroomPricingProblems({ markup_percent: markup }).markup_percent).toBe(messages.markupTooLow);
          expect(effectiveMarkupPercent(markup)).toBe(MIN_MARKUP_PERCENT);
        }),
      );
    });

    it('an accepted markup is the one finalUnitPriceCents applies, unchanged', () => {
      fc.assert(
        fc.property(acceptedMarkup, fc.integer({ min: 0, max: 10_000_000 }), (markup, baseCents) => {
          expect(showroomPricingProblems({ markup_percent: markup })).toEqual({});
          expect(effectiveMarkupPercent(markup)).toBe(markup);
          const markupCents = finalUnitPriceCents(baseCents, markup) - baseCents;
          // The exact markup, rounded half up to the cent: never more than half a cent away.
          expect(Math.abs(markupCents - (baseCents * markup) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
        }),
      );
    });

    it('never throws, whatever it is given', () => {
      fc.assert(
        fc.property(fc.anything(), fc.anything(), (markup, coupon) => {
          const problems = showroomPricingProblems({
            markup_percent: markup as number,
            coupon_percent: coupon as number,
          });
          for (const message of Object.values(problems)) {
            expect(Object.values(messages)).toContain(message);
          }
        }),
      );
    });
  });
});
