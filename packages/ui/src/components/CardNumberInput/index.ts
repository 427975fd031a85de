export { CardNumberInput } from './CardNumberInput.tsx';
export type { CardNumberInputProps } from './CardNumberInput.tsx';
export {
  CARD_NUMBER_MAX_LENGTH,
  cardNumberRules,
  describeCardNumber,
  formatCardNumber,
  sanitizeCardNumber,
} from './CardNumberInput.format.ts';
export type { CardNumberDetails } from './CardNumberInput.format.ts';
