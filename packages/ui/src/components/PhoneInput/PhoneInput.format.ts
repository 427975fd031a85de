import { AsYouType, getCountryCallingCode, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { isDigit, type MaskRules } from '../../internal/maskedInput.ts';

/** E.164 allows 15 digits with the country code; the North American plan uses 10 national digits. */
function maxDigits(country: CountryCode): number {
  return getCountryCallingCode(country) === '1' ? 10 : 15;
}

/**
 * The national digits of what was typed. In the +1 countries a leading 1 is the trunk prefix
 * (no area code starts with 1), so it is dropped.
 */
export function sanitizePhone(text: string, country: CountryCode = 'US'): string {
  let digits = text.replace(/\D/g, '');
  if (getCountryCallingCode(country) === '1') digits = digits.replace(/^1+/, '');
  return digits.slice(0, maxDigits(country));
}

/** SPEC §9: (xxx) xxx-xxxx for +1 numbers; other countries' own national format, as typed. */
export function formatPhone(digits: string, country: CountryCode = 'US'): string {
  if (digits === '') return '';
  return new AsYouType(country).input(digits);
}

export function isPhoneValid(digits: string, country: CountryCode = 'US'): boolean {
  return digits !== '' && isValidPhoneNumber(digits, country);
}

export function phoneRules(country: CountryCode): MaskRules {
  return {
    parse: (text) => sanitizePhone(text, country),
    format: (raw) => formatPhone(raw, country),
    isSignificant: isDigit,
  };
}
