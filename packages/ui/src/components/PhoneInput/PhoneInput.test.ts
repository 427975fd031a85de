import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, isPhoneValid, sanitizePhone } from './PhoneInput.format.ts';

describe('PhoneInput formatting', () => {
  it('shows +1 numbers as (xxx) xxx-xxxx (SPEC §9)', () => {
    expect(formatPhone('2133734253')).toBe('(213) 373-4253');
    expect(formatPhone('213373')).toBe('(213) 373');
    expect(formatPhone('')).toBe('');
  });
  it('keeps ten national digits for +1, dropping the trunk 1', () => {
    expect(sanitizePhone('+1 (213) 373-4253 ext')).toBe('2133734253');
    expect(sanitizePhone('213-373-42539999')).toBe('2133734253');
  });
  it('formats other countries in their own way', () => {
    expect(formatPhone('02079460958', 'GB')).toBe('020 7946 0958');
    expect(sanitizePhone('1234567890123456789', 'DE')).toHaveLength(15);
  });
  it('knows a valid number', () => {
    expect(isPhoneValid('2133734253')).toBe(true);
    expect(isPhoneValid('0000000000')).toBe(false);
    expect(isPhoneValid('')).toBe(false);
  });
  it('sanitising is idempotent and formatting keeps every digit', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('US', 'CA', 'GB', 'IN', 'DE' as const), (text, country) => {
        const once = sanitizePhone(text, country);
        expect(sanitizePhone(once, country)).toBe(once);
        expect(formatPhone(once, country).replace(/\D/g, '')).toBe(once);
      }),
    );
  });
});
