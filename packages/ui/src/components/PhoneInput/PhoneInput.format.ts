import { AsYouType, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import type { MaskRules } from '../../internal/maskedInput.ts';
import { digitsOnlyRules, sanitizePhone } from './PhoneInput.digits.ts';

// libphonenumber-js with its metadata (~35 kB gzip): apps reach this module through
// loadPhoneNumbering() (PhoneInput.numbering.ts), so it loads when a phone is first wanted.

export { sanitizePhone };

/** SPEC §9: (xxx) xxx-xxxx for +1 numbers; other countries' own national format, as typed. */
export function formatPhone(digits: string, country: CountryCode = 'US'): string {
  if (digits === '') return '';
  return new AsYouType(country).input(digits);
}

export function isPhoneValid(digits: string, country: CountryCode = 'US'): boolean {
  return digits !== '' && isValidPhoneNumber(digits, country);
}

export function phoneRules(country: CountryCode): MaskRules {
  return { ...digitsOnlyRules(country), format: (raw) => formatPhone(raw, country) };
}
