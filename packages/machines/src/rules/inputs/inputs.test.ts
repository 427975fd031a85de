import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canDecreaseQuantity,
  clampPageJump,
  decreaseQuantity,
  increaseQuantity,
  initialQuantity,
  isBlank,
  isValidEmail,
  minimumUnitOf,
  sanitizeDecimal,
  sanitizeNumeric,
  sanitizeQuantity,
} from './inputs.rules.ts';

describe('input rules (§5, §9)', () => {
  it('strips non-digits from numeric fields and defaults to 0', () => {
    expect(sanitizeNumeric('a1b2c3')).toBe('123');
    expect(sanitizeNumeric('-4.5')).toBe('45');
    expect(sanitizeNumeric('abc')).toBe('0');
    expect(sanitizeNumeric('')).toBe('0');
    expect(sanitizeNumeric('٣')).toBe('0');
  });

  it('keeps digits and one dot with at most two decimals in decimal fields', () => {
    expect(sanitizeDecimal('12.345')).toBe('12.34');
    expect(sanitizeDecimal('1.2.3')).toBe('1.23');
    expect(sanitizeDecimal('$1,000.5')).toBe('1000.5');
    expect(sanitizeDecimal('12.')).toBe('12.');
    expect(sanitizeDecimal('.5')).toBe('.5');
    expect(sanitizeDecimal('abc')).toBe('');
  });

  it('clamps the pagination jump to the last page, numbers only', () => {
    expect(clampPageJump('7', 5)).toBe('5');
    expect(clampPageJump('3', 5)).toBe('3');
    expect(clampPageJump('0', 5)).toBe('1');
    expect(clampPageJump('x2', 5)).toBe('2');
    expect(clampPageJump('', 5)).toBe('');
    expect(clampPageJump('4', 0)).toBe('1');
    expect(clampPageJump('4', Number.NaN)).toBe('1');
    expect(clampPageJump('9'.repeat(400), 12)).toBe('12');
  });

  it('starts quantities at the minimum unit and never goes below it', () => {
    expect(minimumUnitOf(undefined)).toBe(1);
    expect(minimumUnitOf(0)).toBe(1);
    expect(minimumUnitOf(2.5)).toBe(1);
    expect(minimumUnitOf(6)).toBe(6);
    expect(initialQuantity()).toBe(1);
    expect(initialQuantity(6)).toBe(6);
    expect(canDecreaseQuantity(1)).toBe(false);
    expect(canDecreaseQuantity(2)).toBe(true);
    expect(canDecreaseQuantity(6, 6)).toBe(false);
    expect(decreaseQuantity(6, 6)).toBe(6);
    expect(decreaseQuantity(7, 6)).toBe(6);
    expect(increaseQuantity(1)).toBe(2);
    expect(increaseQuantity(2, 6)).toBe(6);
    expect(sanitizeQuantity('abc', 6)).toBe('6');
    expect(sanitizeQuantity('3', 6)).toBe('6');
    expect(sanitizeQuantity('1x2')).toBe('12');
    expect(sanitizeQuantity('9'.repeat(40))).toBe(String(Number.MAX_SAFE_INTEGER));
  });

  it('checks e-mail shape and blank text', () => {
    expect(isValidEmail(' ada@example.com ')).toBe(true);
    expect(['ada', 'ada@', 'ada@example', 'a da@example.com', '@example.com'].some(isValidEmail)).toBe(false);
    expect([null, undefined, '', '  '].every(isBlank)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});

describe('sanitisers are idempotent (fast-check)', () => {
  const text = fc.oneof(fc.string(), fc.stringMatching(/^[0-9.,\- a-z$]{0,30}$/), fc.string({ unit: 'grapheme' }));

  it('numeric', () => {
    fc.assert(
      fc.property(text, (input) => sanitizeNumeric(sanitizeNumeric(input)) === sanitizeNumeric(input)),
      { numRuns: 1000 },
    );
  });

  it('decimal, and never more than one dot or two decimals', () => {
    fc.assert(
      fc.property(text, (input) => {
        const once = sanitizeDecimal(input);
        expect(sanitizeDecimal(once)).toBe(once);
        expect(once).toMatch(/^[0-9]*(\.[0-9]{0,2})?$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('pagination jump, always within 1..last', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: -5, max: 500 }), (input, last) => {
        const once = clampPageJump(input, last);
        expect(clampPageJump(once, last)).toBe(once);
        if (once !== '') {
          expect(Number(once)).toBeGreaterThanOrEqual(1);
          expect(Number(once)).toBeLessThanOrEqual(Math.max(1, last));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('quantity, never below the minimum unit', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: -2, max: 50 }), (input, unit) => {
        const once = sanitizeQuantity(input, unit);
        expect(sanitizeQuantity(once, unit)).toBe(once);
        expect(Number(once)).toBeGreaterThanOrEqual(minimumUnitOf(unit));
      }),
      { numRuns: 1000 },
    );
  });
});
