import { isDigit, type MaskRules } from '../../internal/maskedInput.ts';

/** SPEC §9: decimal input max two places. */
export const MAX_DECIMALS = 2;

/** SPEC §5 decimal fields: digits and one dot (the first), at most two decimals. */
export function sanitizeDecimal(text: string, decimals = MAX_DECIMALS): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  const fraction = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, Math.max(0, decimals));
  return `${kept.slice(0, dot)}.${fraction}`;
}

export const decimalRules: MaskRules = {
  parse: (text) => sanitizeDecimal(text),
  format: (raw) => raw,
  isSignificant: (char) => isDigit(char) || char === '.',
};
