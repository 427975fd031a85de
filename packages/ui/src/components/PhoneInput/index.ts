export { PhoneInput } from './PhoneInput.tsx';
export type { PhoneInputProps } from './PhoneInput.tsx';
export { sanitizePhone } from './PhoneInput.digits.ts';
// Importing these statically brings libphonenumber-js's metadata along; loadPhoneNumbering()
// gives the same functions on demand.
export { formatPhone, isPhoneValid, phoneRules } from './PhoneInput.format.ts';
export { loadPhoneNumbering, usePhoneNumbering } from './PhoneInput.numbering.ts';
export type { PhoneNumbering } from './PhoneInput.numbering.ts';
