import { isDigit, type MaskRules } from '../../internal/maskedInput.ts';

/**
 * SPEC §5 numeric-only fields: digits only, without leading zeros. Empty is allowed while
 * editing; the field falls back to '0' when it is left empty (see `settleNumeric`).
 */
export function sanitizeNumeric(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** SPEC §5: a numeric field defaults to 0. */
export function settleNumeric(raw: string): string {
  return raw === '' ? '0' : raw;
}

export const numericRules: MaskRules = { parse: sanitizeNumeric, format: (raw) => raw, isSignificant: isDigit };
