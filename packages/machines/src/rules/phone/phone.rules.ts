import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** §9: default country code +1. */
export const DEFAULT_DIAL_CODE = '+1';

/**
 * §9: phone numbers display as (xxx) xxx-xxxx. libphonenumber-js knows the North American
 * numbering plan (+1), so its national format gives exactly that; numbers of other countries are
 * shown in their international format, and text that is not a possible number is returned as
 * typed rather than mangled.
 */
export function formatPhoneDisplay(value: string, dialCode: string = DEFAULT_DIAL_CODE): string {
  const typed = value.trim();
  if (typed === '') return '';
  const international = typed.startsWith('+') ? typed : `${dialCode.trim()}${typed}`;
  const phone = parsePhoneNumberFromString(international);
  if (!phone || !phone.isPossible()) return typed;
  return phone.countryCallingCode === '1' ? phone.formatNational() : phone.formatInternational();
}
