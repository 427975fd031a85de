import type { CountryCode } from 'libphonenumber-js';
import { isDigit, type MaskRules } from '../../internal/maskedInput.ts';
import { callingCodeOf } from '../CountryCodeSelect/CountryCodeSelect.countries.ts';

/** The +1 countries share the North American plan. */
const isNorthAmerican = (country: CountryCode) => callingCodeOf(country) === '1';

/** E.164 allows 15 digits with the country code; the North American plan uses 10 national digits. */
function maxDigits(country: CountryCode): number {
  return isNorthAmerican(country) ? 10 : 15;
}

/**
 * The national digits of what was typed. In the +1 countries a leading 1 is the trunk prefix
 * (no area code starts with 1), so it is dropped. Needs no numbering-plan metadata.
 */
export function sanitizePhone(text: string, country: CountryCode = 'US'): string {
  let digits = text.replace(/\D/g, '');
  if (isNorthAmerican(country)) digits = digits.replace(/^1+/, '');
  return digits.slice(0, maxDigits(country));
}

/**
 * Until the numbering plan has loaded: the digits are kept as typed, unformatted, and
 * formatted as soon as it arrives (the value is the digits, so nothing is lost).
 */
export function digitsOnlyRules(country: CountryCode): MaskRules {
  return { parse: (text) => sanitizePhone(text, country), format: (raw) => raw, isSignificant: isDigit };
}
