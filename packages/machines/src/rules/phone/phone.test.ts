import { describe, expect, it } from 'vitest';
import { DEFAULT_DIAL_CODE, formatPhoneDisplay } from './phone.rules.ts';

describe('phone display (§9)', () => {
  it('shows North American numbers as (xxx) xxx-xxxx', () => {
    expect(DEFAULT_DIAL_CODE).toBe('+1');
    expect(formatPhoneDisplay('2133734253')).toBe('(213) 373-4253');
    expect(formatPhoneDisplay('213-373-4253')).toBe('(213) 373-4253');
    expect(formatPhoneDisplay('+1 213 373 4253')).toBe('(213) 373-4253');
    expect(formatPhoneDisplay('4165550123', '+1')).toBe('(416) 555-0123');
  });

  it('shows other countries in their international format', () => {
    expect(formatPhoneDisplay('2079460958', '+44')).toBe('+44 20 7946 0958');
  });

  it('returns what was typed when it is not a possible number', () => {
    expect(formatPhoneDisplay(' 21337 ')).toBe('21337');
    expect(formatPhoneDisplay('call me')).toBe('call me');
    expect(formatPhoneDisplay('   ')).toBe('');
  });
});
