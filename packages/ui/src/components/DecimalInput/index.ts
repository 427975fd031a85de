export { DecimalInput } from './DecimalInput.tsx';
export type { DecimalInputProps } from './DecimalInput.tsx';
export { decimalRules, MAX_DECIMALS, sanitizeDecimal } from './DecimalInput.rules.ts';
