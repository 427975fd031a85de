import { isDigit, type MaskRules } from '../../internal/maskedInput.ts';

/** Security codes are 3 digits, or 4 on American Express cards. */
export const cvvLengths = [3, 4] as const;
export type CvvLength = (typeof cvvLengths)[number];

/** Where the code is and how long, for the hint under the field. */
export function cvvHint(length: CvvLength = 3): string {
  return length === 4 ? 'the 4-digit number on the front of the card' : 'the 3-digit number on the back of the card';
}

export function sanitizeCvv(text: string, length: CvvLength = 3): string {
  return text.replace(/\D/g, '').slice(0, length);
}

export function isCvvComplete(digits: string, length: CvvLength = 3): boolean {
  return digits.length === length && /^\d+$/.test(digits);
}

export function cvvRules(length: CvvLength): MaskRules {
  return { parse: (text) => sanitizeCvv(text, length), format: (raw) => raw, isSignificant: isDigit };
}
