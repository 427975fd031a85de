import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { callingCodeOf, countryDialCodes, DEFAULT_COUNTRY, findCountry } from './CountryCodeSelect.countries.ts';

describe('countryDialCodes', () => {
  const list = countryDialCodes();

  it('lists about 230 countries, each once', () => {
    expect(list.length).toBeGreaterThanOrEqual(230);
    expect(new Set(list.map((country) => country.code)).size).toBe(list.length);
  });

  it('gives ISO code, dial code with a plus and an English name', () => {
    expect(findCountry('US')).toEqual({ code: 'US', dialCode: '+1', name: 'United States' });
    expect(findCountry('GB')).toEqual({ code: 'GB', dialCode: '+44', name: 'United Kingdom' });
    expect(findCountry('IN')?.dialCode).toBe('+91');
    for (const country of list) expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
  });

  it('is sorted by name', () => {
    const names = list.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it("has exactly libphonenumber-js's countries with its calling codes (the list is written out to keep its metadata lazy)", () => {
    const fromMetadata = getCountries().map((code) => [code, `+${getCountryCallingCode(code)}`] as const);
    const fromList = list.map((country) => [country.code, country.dialCode] as const);
    expect(new Map(fromList)).toEqual(new Map(fromMetadata));
    expect(callingCodeOf('GB')).toBe('44');
    expect(callingCodeOf('XX')).toBeUndefined();
  });

  it('defaults to the +1 United States', () => {
    expect(findCountry(DEFAULT_COUNTRY)?.dialCode).toBe('+1');
  });

  it('names countries in other locales', () => {
    expect(findCountry('DE', 'de')?.name).toBe('Deutschland');
  });
});
