import cardValidator from 'card-validator';
import { isDigit, type MaskRules } from '../../internal/maskedInput.ts';

/** MMYY digits; a first digit above 1 can only be a month 0X, so '4' becomes '04'. */
export function sanitizeExpiry(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length > 0 && digits[0]! > '1') digits = `0${digits}`;
  return digits.slice(0, 4);
}

/** MM/YY as typed: '1', '12', '12/3', '12/34'. */
export function formatExpiry(digits: string): string {
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A real month and a year not yet past (this month still counts), by card-validator. */
export function isExpiryValid(digits: string): boolean {
  return digits.length === 4 && cardValidator.expirationDate(formatExpiry(digits)).isValid;
}

export const expiryRules: MaskRules = { parse: sanitizeExpiry, format: formatExpiry, isSignificant: isDigit };
