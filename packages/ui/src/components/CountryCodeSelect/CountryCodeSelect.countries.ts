import type { CountryCode } from 'libphonenumber-js';
import { countriesByCallingCode } from './CountryCodeSelect.callingCodes.ts';

export interface CountryDialCode {
  /** ISO 3166-1 alpha-2 code, e.g. 'US'. */
  code: CountryCode;
  /** With the plus sign, e.g. '+1'. */
  dialCode: string;
  /** The country's name in the given locale, e.g. 'United States'. */
  name: string;
}

/** SPEC §9: default country code +1; the United States is the +1 country picked by default. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

const cache = new Map<string, readonly CountryDialCode[]>();

const callingCodes = new Map<CountryCode, string>(
  Object.entries(countriesByCallingCode).flatMap(([callingCode, countries]) =>
    countries.split(' ').map((country) => [country as CountryCode, callingCode] as const),
  ),
);

/** The calling code without the plus ('44'), or undefined for a country the list does not have. */
export function callingCodeOf(country: string): string | undefined {
  return callingCodes.get(country as CountryCode);
}

/**
 * SPEC §3: the country dial-code list (about 230 countries with ISO code and dial code), the
 * countries of libphonenumber-js's metadata, named by `Intl.DisplayNames` and sorted by name.
 */
export function countryDialCodes(locale = 'en'): readonly CountryDialCode[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const list = [...callingCodes]
    .map(([code, callingCode]) => ({ code, dialCode: `+${callingCode}`, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}

export function findCountry(code: string, locale = 'en'): CountryDialCode | undefined {
  return countryDialCodes(locale).find((country) => country.code === code);
}
