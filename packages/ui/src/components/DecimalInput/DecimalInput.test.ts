import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeDecimal } from './DecimalInput.rules.ts';

describe('sanitizeDecimal (SPEC §5, §9)', () => {
  it('keeps digits and the first dot, with at most two decimals', () => {
    expect(sanitizeDecimal('a1b2.345')).toBe('12.34');
    expect(sanitizeDecimal('1.2.3')).toBe('1.23');
    expect(sanitizeDecimal('12.')).toBe('12.');
    expect(sanitizeDecimal('.5')).toBe('.5');
    expect(sanitizeDecimal('$1,299.999')).toBe('1299.99');
    expect(sanitizeDecimal('abc')).toBe('');
  });
  it('takes another number of decimals', () => {
    expect(sanitizeDecimal('3.14159', 3)).toBe('3.141');
    expect(sanitizeDecimal('3.14159', 0)).toBe('3.');
  });
  it('is idempotent, with one dot at most and two decimals at most', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = sanitizeDecimal(text);
        expect(sanitizeDecimal(once)).toBe(once);
        expect(once).toMatch(/^\d*(\.\d{0,2})?$/);
      }),
    );
  });
});
