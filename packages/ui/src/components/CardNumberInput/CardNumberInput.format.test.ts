import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeCardNumber, formatCardNumber, sanitizeCardNumber } from './CardNumberInput.format.ts';

describe('sanitizeCardNumber', () => {
  it('keeps digits only', () => {
    expect(sanitizeCardNumber('4242-4242 ab 4242')).toBe('424242424242');
  });
  it('cuts to the longest length of the brand', () => {
    expect(sanitizeCardNumber('3782822463100059999')).toBe('378282246310005');
    expect(sanitizeCardNumber('4'.repeat(25))).toHaveLength(19);
  });
  it('is idempotent and returns digits only', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = sanitizeCardNumber(text);
        expect(sanitizeCardNumber(once)).toBe(once);
        expect(once).toMatch(/^\d{0,19}$/);
      }),
    );
  });
});

describe('formatCardNumber', () => {
  it('groups 4-4-4-4', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('4242424242424242424')).toBe('4242 4242 4242 4242 424');
  });
  it('groups American Express 4-6-5', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
  it('round-trips through the sanitiser', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,19}$/), (digits) => {
        const clean = sanitizeCardNumber(digits);
        expect(sanitizeCardNumber(formatCardNumber(clean))).toBe(clean);
      }),
    );
  });
});

describe('describeCardNumber', () => {
  it('names the brand and validity', () => {
    expect(describeCardNumber('4242424242424242')).toMatchObject({ type: 'visa', valid: true, codeLength: 3 });
    expect(describeCardNumber('378282246310005')).toMatchObject({
      type: 'american-express',
      valid: true,
      codeLength: 4,
    });
    expect(describeCardNumber('4242424242424241')).toMatchObject({ type: 'visa', valid: false });
    expect(describeCardNumber('')).toMatchObject({ type: null, valid: false });
  });
});
