import { type AddressInput, profileLimits, usStateCode, validateShippingAddress } from '@showroom/api';

/**
 * A US address as a form holds it (the state as its two-letter code), checked by the contract's
 * own rules (profile.rules.ts `validateShippingAddress`), so the page refuses exactly what the
 * server refuses, in the server's words.
 */
export interface AddressForm {
  readonly street: string;
  readonly apartment: string;
  readonly city: string;
  readonly state: string;
  readonly zip_code: string;
}

export type AddressField = keyof AddressForm;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** In the order the form shows them: the first invalid one takes the focus. */
export const addressFields: readonly AddressField[] = ['street', 'apartment', 'city', 'state', 'zip_code'];

export const addressFieldLimits: Readonly<Record<AddressField, number>> = {
  street: profileLimits.street,
  apartment: profileLimits.apartment,
  city: profileLimits.city,
  // The select holds a code; the limit only guards a stored value shown before it is fixed.
  state: 50,
  // ZIP+4 with its hyphen.
  zip_code: 10,
};

export const emptyAddressForm: AddressForm = { street: '', apartment: '', city: '', state: '', zip_code: '' };

/** The form filled from an address the server has (a state stored by name shows as its code). */
export function addressFormOf(address: AddressInput | null): AddressForm {
  if (!address) return emptyAddressForm;
  return {
    street: address.street,
    apartment: address.apartment ?? '',
    city: address.city,
    state: usStateCode(address.state) ?? address.state,
    zip_code: address.zip_code,
  };
}

/** The address as the contract takes it: text trimmed, an empty apartment as null. */
export function toAddressInput(form: AddressForm): AddressInput {
  const apartment = form.apartment.trim();
  return {
    street: form.street.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    zip_code: form.zip_code.trim(),
    apartment: apartment === '' ? null : apartment,
  };
}

/** `shipping_address.zip_code` or `payment.zip_code` (the contract's names) to the form's `zip_code`. */
export function addressFieldOf(serverField: string): AddressField | null {
  const field = serverField.replace(/^(shipping_address|payment)\./, '');
  return (addressFields as readonly string[]).includes(field) ? (field as AddressField) : null;
}

/** Every broken rule of the address, one message per field. */
export function validateAddressForm(form: AddressForm): AddressErrors {
  const errors: AddressErrors = {};
  for (const [field, message] of Object.entries(validateShippingAddress(toAddressInput(form)))) {
    const name = addressFieldOf(field);
    if (name) errors[name] ??= message;
  }
  return errors;
}

/** Whether two forms hold the same address (spaces around the text do not count). */
export function sameAddress(a: AddressForm, b: AddressForm): boolean {
  return addressFields.every((field) => a[field].trim() === b[field].trim());
}
