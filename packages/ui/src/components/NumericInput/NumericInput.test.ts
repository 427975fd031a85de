import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeNumeric, settleNumeric } from './NumericInput.rules.ts';

describe('sanitizeNumeric (SPEC §5)', () => {
  it('strips everything but digits and leading zeros', () => {
    expect(sanitizeNumeric('12a3')).toBe('123');
    expect(sanitizeNumeric('-4.5e2')).toBe('452');
    expect(sanitizeNumeric('007')).toBe('7');
    expect(sanitizeNumeric('000')).toBe('0');
    expect(sanitizeNumeric('abc')).toBe('');
  });
  it('defaults to 0 when left empty', () => {
    expect(settleNumeric('')).toBe('0');
    expect(settleNumeric('42')).toBe('42');
  });
  it('is idempotent and keeps digits only', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = sanitizeNumeric(text);
        expect(sanitizeNumeric(once)).toBe(once);
        expect(once).toMatch(/^(0|[1-9]\d*)?$/);
        expect(settleNumeric(once)).toMatch(/^(0|[1-9]\d*)$/);
      }),
    );
  });
});
