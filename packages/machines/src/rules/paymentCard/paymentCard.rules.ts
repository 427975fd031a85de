// The three validators used, not the package's index: it also brings postal-code and
// cardholder-name checks every form page would download for nothing.
import { cardNumber } from 'card-validator/dist/card-number.js';
import { cvv as cvvCheck } from 'card-validator/dist/cvv.js';
import { expirationDate } from 'card-validator/dist/expiration-date.js';

/** §8 card texts, reproduced exactly. */
export const cardMessages = {
  invalidNumber: 'Invalid Card Number.',
  invalidExpiry: 'Invalid Expiration Date.',
  invalidCvc: 'Invalid CVC.',
} as const;

/** Brand as card-validator (Braintree's credit-card-type) names it, for the brand icon. */
export interface CardBrand {
  /** Stable key, e.g. 'visa', 'american-express'. */
  readonly type: string;
  /** Display name, e.g. 'Visa', 'American Express'. */
  readonly niceType: string;
  /** Security code name and length for this brand, e.g. CVV 3, CID 4. */
  readonly code: { readonly name: string; readonly size: number };
  /** Positions after which a space is shown, e.g. [4, 8, 12]. */
  readonly gaps: readonly number[];
  readonly lengths: readonly number[];
}

export interface CardNumberCheck {
  readonly digits: string;
  readonly brand: CardBrand | null;
  /** Brand-specific length and Luhn checksum both pass. */
  readonly isValid: boolean;
  /** Could still become valid with more digits (for "keep typing" feedback). */
  readonly isPotentiallyValid: boolean;
}

export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function checkCardNumber(value: string): CardNumberCheck {
  const digits = cardDigits(value);
  const verification = cardNumber(digits);
  const card = verification.card;
  const brand: CardBrand | null = card
    ? { type: card.type, niceType: card.niceType, code: card.code, gaps: card.gaps, lengths: card.lengths }
    : null;
  return { digits, brand, isValid: verification.isValid, isPotentiallyValid: verification.isPotentiallyValid };
}

export function isCardNumberValid(value: string): boolean {
  return checkCardNumber(value).isValid;
}

/** Groups the digits as the brand prints them (4-4-4-4 for Visa, 4-6-5 for Amex). */
export function formatCardNumber(value: string): string {
  const { digits, brand } = checkCardNumber(value);
  const gaps = brand ? brand.gaps : [4, 8, 12];
  let formatted = '';
  for (let index = 0; index < digits.length; index += 1) {
    if (gaps.includes(index)) formatted += ' ';
    formatted += digits.charAt(index);
  }
  return formatted;
}

/** §2: the expiry field reads MM/YY; this formats digits as they are typed. */
export function formatExpiryInput(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A valid, not yet past MM/YY date (card-validator's rules: this month still counts). */
export function isExpiryValid(value: string): boolean {
  return expirationDate(value.trim()).isValid;
}

/** The expiry as MM/YY for the API, or the trimmed input when it is not a date. */
export function normalizeExpiry(value: string): string {
  const verification = expirationDate(value.trim());
  if (!verification.isValid || verification.month === null || verification.year === null) return value.trim();
  return `${verification.month.padStart(2, '0')}/${verification.year.slice(-2)}`;
}

/**
 * The security code must have the brand's length (3, or 4 for American Express). With no brand
 * known yet, either length is accepted: the number check reports the real problem.
 */
export function isCvcValid(cvc: string, cardNumber: string): boolean {
  const { brand } = checkCardNumber(cardNumber);
  return cvvCheck(cvc.trim(), brand ? brand.code.size : [3, 4]).isValid;
}

/** The fields of a typed card that §8 checks. */
export interface PaymentCardInput {
  readonly card_number: string;
  readonly exp_date: string;
  readonly cvv: string;
}

/** What the §8 card checks found: each failing field's message, and the brand when the number has one. */
export interface PaymentCardCheck {
  readonly errors: Partial<Record<keyof PaymentCardInput, string>>;
  readonly brand: CardBrand | null;
}

/**
 * §8: the checks a typed card must pass before it is charged (number with its brand's length
 * and Luhn checksum, a current MM/YY expiry, the brand's security-code length). The server and
 * the API mocks both call this one function, so they refuse the same cards with the same texts.
 */
export function checkPaymentCard(payment: PaymentCardInput): PaymentCardCheck {
  const number = checkCardNumber(payment.card_number);
  const errors: { -readonly [Field in keyof PaymentCardInput]?: string } = {};
  if (!number.isValid || !number.brand) errors.card_number = cardMessages.invalidNumber;
  if (!isExpiryValid(payment.exp_date)) errors.exp_date = cardMessages.invalidExpiry;
  if (!isCvcValid(payment.cvv, payment.card_number)) errors.cvv = cardMessages.invalidCvc;
  return { errors, brand: number.brand };
}
