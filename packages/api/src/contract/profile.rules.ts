import { US_ZIP_CODE_PATTERN, usStateCode } from './cart.rules.ts';
import { COUNTRY_CODE_PATTERN, PHONE_NUMBER_PATTERN } from './contractorApplication.rules.ts';

/**
 * PUT /api/profile's checks (§5: name, phone and the shipping address are required; §1:
 * shipping is US-only), with no zod, so the server, the mocks and a form refuse the same
 * input in the same words.
 */

export const profileLimits = {
  name: 100,
  street: 150,
  city: 100,
  apartment: 50,
  /** Characters as typed, separators included. */
  phoneNumber: 20,
  /** E.164 outside the North American plan: 7 to 15 digits with the country code. */
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
} as const;

const tooLong = (field: string, max: number) => `The ${field} may not be greater than ${max} characters.`;

export const profileMessages = {
  updated: 'Profile updated successfully.',
  loaded: 'Your profile.',
  firstNameRequired: 'The first name field is required.',
  firstNameTooLong: tooLong('first name', profileLimits.name),
  lastNameTooLong: tooLong('last name', profileLimits.name),
  countryCodeInvalid: 'The country code must be a dial code such as +1.',
  phoneRequired: 'The phone number field is required.',
  phoneInvalid: 'The phone number is not a valid phone number for this country code.',
  phoneTooLong: tooLong('phone number', profileLimits.phoneNumber),
  streetRequired: 'The street field is required.',
  streetTooLong: tooLong('street', profileLimits.street),
  cityRequired: 'The city field is required.',
  cityTooLong: tooLong('city', profileLimits.city),
  stateRequired: 'The state field is required.',
  stateNotUs: 'We ship within the United States only: choose a US state.',
  zipRequired: 'The zip code field is required.',
  zipInvalid: 'The zip code must be a US ZIP code (5 digits, or ZIP+4).',
  apartmentTooLong: tooLong('apartment', profileLimits.apartment),
} as const;

/**
 * A phone number judged by its country code. North American numbers (+1) are ten digits (a
 * leading 1 allowed) whose area code and exchange do not start with 0 or 1; elsewhere the
 * number and the country code together have 7 to 15 digits (E.164).
 */
export function isPhoneNumberFor(countryCode: string, phone: string): boolean {
  if (!PHONE_NUMBER_PATTERN.test(phone.trim())) return false;
  let digits = phone.replace(/[^0-9]/g, '');
  const dial = countryCode.replace(/[^0-9]/g, '');
  if (phone.trim().startsWith('+')) {
    if (!digits.startsWith(dial)) return false;
    digits = digits.slice(dial.length);
  }
  if (dial === '1') {
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
    return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits);
  }
  const total = dial.length + digits.length;
  return digits.length > 0 && total >= profileLimits.phoneDigitsMin && total <= profileLimits.phoneDigitsMax;
}

export interface AddressInput {
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zip_code: string;
  readonly apartment: string | null;
}

export interface ProfileUpdateInput {
  readonly first_name?: string | undefined;
  readonly last_name?: string | undefined;
  readonly country_code?: string | undefined;
  readonly phone_number?: string | undefined;
  readonly shipping_address?: AddressInput | undefined;
}

/** Field name (`shipping_address.state` for the address) to its first broken rule's message. */
export type ProfileErrors = Record<string, string>;

function checkText(value: string, required: string, max: number, long: string): string | null {
  const text = value.trim();
  if (text === '') return required;
  return text.length > max ? long : null;
}

/** The address's broken rules, keyed `shipping_address.<field>`. */
export function validateShippingAddress(address: AddressInput): ProfileErrors {
  const m = profileMessages;
  const limits = profileLimits;
  const errors: ProfileErrors = {};
  const set = (field: string, message: string | null) => {
    if (message !== null) errors[`shipping_address.${field}`] = message;
  };
  set('street', checkText(address.street, m.streetRequired, limits.street, m.streetTooLong));
  set('city', checkText(address.city, m.cityRequired, limits.city, m.cityTooLong));
  if (address.state.trim() === '') set('state', m.stateRequired);
  else if (usStateCode(address.state) === null) set('state', m.stateNotUs);
  if (address.zip_code.trim() === '') set('zip_code', m.zipRequired);
  else if (!US_ZIP_CODE_PATTERN.test(address.zip_code.trim())) set('zip_code', m.zipInvalid);
  if ((address.apartment?.trim().length ?? 0) > limits.apartment) set('apartment', m.apartmentTooLong);
  return errors;
}

/**
 * Every broken rule of a profile update. The phone is judged by the country code sent with it,
 * else by the one the account has (`storedCountryCode`); a new country code alone is judged
 * against the stored phone number, so the pair never becomes invalid.
 */
export function validateProfileUpdate(
  input: ProfileUpdateInput,
  stored: { country_code: string; phone_number: string },
): ProfileErrors {
  const m = profileMessages;
  const limits = profileLimits;
  const errors: ProfileErrors = {};
  if (input.first_name !== undefined) {
    const message = checkText(input.first_name, m.firstNameRequired, limits.name, m.firstNameTooLong);
    if (message !== null) errors.first_name = message;
  }
  if (input.last_name !== undefined && input.last_name.trim().length > limits.name)
    errors.last_name = m.lastNameTooLong;
  const countryCode = input.country_code?.trim() ?? stored.country_code;
  if (input.country_code !== undefined && !COUNTRY_CODE_PATTERN.test(countryCode)) {
    errors.country_code = m.countryCodeInvalid;
  } else if (input.phone_number !== undefined || input.country_code !== undefined) {
    const phone = input.phone_number ?? stored.phone_number;
    const field = input.phone_number !== undefined ? 'phone_number' : 'country_code';
    if (phone.trim() === '') errors.phone_number = m.phoneRequired;
    else if (phone.trim().length > limits.phoneNumber) errors.phone_number = m.phoneTooLong;
    else if (!isPhoneNumberFor(countryCode, phone)) errors[field] = m.phoneInvalid;
  }
  if (input.shipping_address !== undefined) Object.assign(errors, validateShippingAddress(input.shipping_address));
  return errors;
}
