export { PhoneInput } from './PhoneInput.tsx';
export type { PhoneInputProps } from './PhoneInput.tsx';
export { formatPhone, isPhoneValid, phoneRules, sanitizePhone } from './PhoneInput.format.ts';
