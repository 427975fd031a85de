import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExpiry, isExpiryValid, sanitizeExpiry } from './ExpiryInput.format.ts';

describe('ExpiryInput formatting', () => {
  it('reads MM/YY as it is typed', () => {
    expect(formatExpiry(sanitizeExpiry('1'))).toBe('1');
    expect(formatExpiry(sanitizeExpiry('12'))).toBe('12');
    expect(formatExpiry(sanitizeExpiry('123'))).toBe('12/3');
    expect(formatExpiry(sanitizeExpiry('12/345'))).toBe('12/34');
  });
  it('pads a month that can only be 0X', () => {
    expect(sanitizeExpiry('4')).toBe('04');
    expect(formatExpiry(sanitizeExpiry('429'))).toBe('04/29');
  });
  it('is valid for a real month that has not passed', () => {
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    expect(isExpiryValid(`12${nextYear}`)).toBe(true);
    expect(isExpiryValid('1320')).toBe(false);
    expect(isExpiryValid('0120')).toBe(false);
    expect(isExpiryValid('12')).toBe(false);
  });
  it('sanitising is idempotent and gives at most four digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = sanitizeExpiry(text);
        expect(sanitizeExpiry(once)).toBe(once);
        expect(once).toMatch(/^\d{0,4}$/);
        expect(formatExpiry(once).replace('/', '')).toBe(once);
      }),
    );
  });
});
