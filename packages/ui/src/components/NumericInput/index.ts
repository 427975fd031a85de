export { NumericInput } from './NumericInput.tsx';
export type { NumericInputProps } from './NumericInput.tsx';
export { numericRules, sanitizeNumeric, settleNumeric } from './NumericInput.rules.ts';
