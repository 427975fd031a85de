import { profileMessages, usStateCode, validateProfileUpdate, type Profile, type ProfileErrors } from '@showroom/api';
import type { ProfileUpdate } from '../../services/accountService.ts';

/**
 * The profile form of /account: what the person types (the phone as national digits for
 * `country`, PhoneInput's value; the state as its two-letter code).
 */
export interface ProfileForm {
  readonly first_name: string;
  readonly last_name: string;
  /** ISO country of the phone number (several countries share +1). */
  readonly country: string;
  readonly country_code: string;
  readonly phone_number: string;
  readonly street: string;
  readonly apartment: string;
  readonly city: string;
  readonly state: string;
  readonly zip_code: string;
}

export type ProfileFormField = Exclude<keyof ProfileForm, 'country'>;
export type ProfileFormErrors = Partial<Record<ProfileFormField, string>>;

/** In the order the form shows them: the first invalid one gets the focus. */
export const profileFormFields: readonly ProfileFormField[] = [
  'first_name',
  'last_name',
  'country_code',
  'phone_number',
  'street',
  'apartment',
  'city',
  'state',
  'zip_code',
];

/**
 * The country a stored dial code stands for. The account keeps the dial code only, so a code
 * several countries share goes to its main country (+1 the United States, +44 the United Kingdom…);
 * `lookup` answers the others from the design system's list.
 */
const mainCountryOfDialCode: Readonly<Record<string, string>> = {
  '+1': 'US',
  '+7': 'RU',
  '+39': 'IT',
  '+44': 'GB',
  '+47': 'NO',
  '+61': 'AU',
  '+212': 'MA',
  '+262': 'RE',
  '+290': 'SH',
  '+358': 'FI',
  '+590': 'GP',
  '+599': 'CW',
};

export function countryOfDialCode(dialCode: string, lookup: (dialCode: string) => string | undefined): string {
  return mainCountryOfDialCode[dialCode] ?? lookup(dialCode) ?? 'US';
}

/** The form filled from the account as the server has it. */
export function profileFormOf(profile: Profile, countryOf: (dialCode: string) => string): ProfileForm {
  const { user, shipping_address: address } = profile;
  const countryCode = user.country_code.trim() || '+1';
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    country: countryOf(countryCode),
    country_code: countryCode,
    phone_number: user.phone_number.replace(/[^0-9]/g, ''),
    street: address?.street ?? '',
    apartment: address?.apartment ?? '',
    city: address?.city ?? '',
    // A state stored by name ('California') shows as its code; anything else is kept to be fixed.
    state: address ? (usStateCode(address.state) ?? address.state) : '',
    zip_code: address?.zip_code ?? '',
  };
}

/** PUT /api/profile's body: every field the form has, text trimmed, an empty apartment as null. */
export function toProfileUpdate(form: ProfileForm): ProfileUpdate {
  const apartment = form.apartment.trim();
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    country_code: form.country_code,
    phone_number: form.phone_number.trim(),
    shipping_address: {
      street: form.street.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      zip_code: form.zip_code.trim(),
      apartment: apartment === '' ? null : apartment,
    },
  };
}

/** `shipping_address.state` (the contract's name) to `state` (the form's). */
export const profileFieldOf = (serverField: string) => serverField.replace(/^shipping_address\./, '');

function formErrorsOf(errors: ProfileErrors): ProfileFormErrors {
  const mapped: ProfileFormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const name = profileFieldOf(field) as ProfileFormField;
    mapped[name] ??= message;
  }
  return mapped;
}

/**
 * The contract's checks (the very rules the server applies: the phone by its country code,
 * a US state, a US ZIP code), plus the phone judged by the numbering plan of the chosen
 * country, which PhoneInput knows and the server does not.
 */
export function validateProfileForm(form: ProfileForm, phoneValidForCountry: boolean): ProfileFormErrors {
  const update = toProfileUpdate(form);
  const errors = formErrorsOf(
    validateProfileUpdate(update, { country_code: form.country_code, phone_number: form.phone_number }),
  );
  if (!errors.phone_number && !errors.country_code && form.phone_number.trim() !== '' && !phoneValidForCountry) {
    errors.phone_number = profileMessages.phoneInvalid;
  }
  return errors;
}

/** Whether the form differs from what the server has (Save is pointless otherwise). */
export function profileFormChanged(form: ProfileForm, saved: ProfileForm): boolean {
  return profileFormFields.some((field) => form[field].trim() !== saved[field].trim());
}

/** §9: a +1 number reads (xxx) xxx-xxxx; others read as their dial code and digits. */
export function phoneForDisplay(countryCode: string, phone: string): string {
  let digits = phone.replace(/[^0-9]/g, '');
  if (countryCode === '+1') {
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
    if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  return `${countryCode} ${digits}`;
}
