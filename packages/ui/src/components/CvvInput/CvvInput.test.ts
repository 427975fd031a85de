import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cvvHint, isCvvComplete, sanitizeCvv } from './CvvInput.rules.ts';

describe('CvvInput rules', () => {
  it('has the hint for 3- and 4-digit codes', () => {
    expect(cvvHint()).toBe('the 3-digit number on the back of the card');
    expect(cvvHint(4)).toBe('the 4-digit number on the front of the card');
  });
  it('keeps digits only, up to the length', () => {
    expect(sanitizeCvv('1a2b3c4')).toBe('123');
    expect(sanitizeCvv('1a2b3c4', 4)).toBe('1234');
  });
  it('is complete at the length', () => {
    expect(isCvvComplete('123')).toBe(true);
    expect(isCvvComplete('12')).toBe(false);
    expect(isCvvComplete('123', 4)).toBe(false);
  });
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(3 as const, 4 as const), (text, length) => {
        const once = sanitizeCvv(text, length);
        expect(sanitizeCvv(once, length)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(length);
      }),
    );
  });
});
