import cardValidator from 'card-validator';
import { isDigit, type MaskRules } from '../../internal/maskedInput.ts';

/** The longest number any card type has (card-validator allows up to 19 digits). */
export const CARD_NUMBER_MAX_LENGTH = 19;
const DEFAULT_GAPS = [4, 8, 12] as const;

export interface CardNumberDetails {
  /**
   * card-validator's type (`visa`, `american-express`, `jcb`…) or null while it is unknown;
   * CardBrandMark takes it as its `brand`.
   */
  type: string | null;
  /** Passes Luhn and has a length the brand uses. */
  valid: boolean;
  /** Could still become valid by typing more digits. */
  potentiallyValid: boolean;
  /** The longest number this brand uses. */
  maxLength: number;
  /** Length of the security code this brand uses (3, or 4 for American Express). */
  codeLength: number;
  /** The brand's name for the security code: CVV, CVC, CID… */
  codeName: string;
}

export function describeCardNumber(digits: string): CardNumberDetails {
  const result = cardValidator.number(digits);
  const card = result.card;
  return {
    type: card?.type ?? null,
    valid: result.isValid,
    potentiallyValid: result.isPotentiallyValid,
    maxLength: card ? Math.max(...card.lengths) : CARD_NUMBER_MAX_LENGTH,
    codeLength: card?.code.size ?? 3,
    codeName: card?.code.name ?? 'CVV',
  };
}

/** Digits only, cut to the longest length the detected brand uses. */
export function sanitizeCardNumber(text: string): string {
  const digits = [...text].filter(isDigit).join('').slice(0, CARD_NUMBER_MAX_LENGTH);
  return digits.slice(0, describeCardNumber(digits).maxLength);
}

/** Groups the digits at the brand's gaps: 4-4-4-4 for most cards, 4-6-5 for American Express. */
export function formatCardNumber(digits: string): string {
  const card = cardValidator.number(digits).card;
  // card-validator's gaps stop at 12; 17- to 19-digit numbers get a fifth group.
  const gaps: readonly number[] = [...(card?.gaps ?? DEFAULT_GAPS), ...(card?.type === 'american-express' ? [] : [16])];
  let shown = '';
  for (let index = 0; index < digits.length; index++) {
    if (index > 0 && gaps.includes(index)) shown += ' ';
    shown += digits[index];
  }
  return shown;
}

export const cardNumberRules: MaskRules = {
  parse: sanitizeCardNumber,
  format: formatCardNumber,
  isSignificant: isDigit,
};
