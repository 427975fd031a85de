import type { CheckoutRequest, ShippingAddress } from '@showroom/api';
import {
  cardDigits,
  cardMessages,
  isCardNumberValid,
  isCvcValid,
  isExpiryValid,
  normalizeExpiry,
} from '@showroom/machines';
import {
  addressFieldOf,
  toAddressInput,
  validateAddressForm,
  type AddressErrors,
  type AddressForm,
} from '../addressFields/addressForm.ts';
import type { CardErrors, CardField, CardForm } from '../cardFields/cardForm.ts';

/** How the order is paid: the card saved on the account, or one typed in now. */
export type PaymentMethod = 'saved' | 'new';

export interface PaymentForm {
  readonly method: PaymentMethod;
  readonly card: CardForm;
  /** The billing address is the shipping address (the usual case). */
  readonly billingSameAsShipping: boolean;
  readonly billing: AddressForm;
  /** A new card becomes the account's saved card (replacing any saved one), or pays this order only. */
  readonly saveCard: boolean;
}

/**
 * Whether a new card is kept, until the customer says otherwise: yes when nothing is saved (the
 * next order needs no typing); no when a card is saved, which is replaced only when asked.
 */
export const saveCardByDefault = (hasSavedCard: boolean): boolean => !hasSavedCard;

/** The label of the choice to keep a new card, naming the saved card it would replace. */
export function saveCardLabel(saved: { readonly brandLabel: string; readonly last4: string } | null): string {
  return saved
    ? `Replace my saved ${saved.brandLabel} ending in ${saved.last4} with this card`
    : 'Save this card for my next orders';
}

export const emptyCardForm: CardForm = { card_number: '', name_on_Card: '', exp_date: '', cvv: '' };

export const paymentMessages = {
  ...cardMessages,
  nameRequired: 'Name on Card is required.',
} as const;

export interface PaymentErrors {
  readonly card: CardErrors;
  readonly billing: AddressErrors;
}

/**
 * The new card by the machines' card rules (§5, §8 texts: the number by brand length and Luhn,
 * the expiry not past, the CVC of the brand's length) and a name; the billing address by the
 * same rules as the shipping address when it is its own. A saved card needs nothing typed.
 */
export function validatePaymentForm(form: PaymentForm): PaymentErrors {
  if (form.method === 'saved') return { card: {}, billing: {} };
  const card: Partial<Record<CardField, string>> = {};
  if (!isCardNumberValid(form.card.card_number)) card.card_number = paymentMessages.invalidNumber;
  if (form.card.name_on_Card.trim() === '') card.name_on_Card = paymentMessages.nameRequired;
  if (!isExpiryValid(form.card.exp_date)) card.exp_date = paymentMessages.invalidExpiry;
  if (!isCvcValid(form.card.cvv, form.card.card_number)) card.cvv = paymentMessages.invalidCvc;
  return { card, billing: form.billingSameAsShipping ? {} : validateAddressForm(form.billing) };
}

export const hasPaymentErrors = (errors: PaymentErrors) =>
  Object.keys(errors.card).length + Object.keys(errors.billing).length > 0;

/** POST /api/checkout's `save_card`: said with a new card only (a saved card is already kept). */
export function saveCardOf(form: PaymentForm): Pick<CheckoutRequest, 'save_card'> {
  return form.method === 'new' ? { save_card: form.saveCard } : {};
}

/** POST /api/checkout's `payment`, or undefined for the saved card. The number goes as digits only. */
export function paymentInputOf(form: PaymentForm, shipping: ShippingAddress): CheckoutRequest['payment'] {
  if (form.method === 'saved') return undefined;
  const billing = form.billingSameAsShipping ? shipping : toAddressInput(form.billing);
  return {
    card_number: cardDigits(form.card.card_number),
    name_on_Card: form.card.name_on_Card.trim(),
    exp_date: normalizeExpiry(form.card.exp_date),
    cvv: form.card.cvv.trim(),
    street: billing.street,
    city: billing.city,
    state: billing.state,
    zip_code: billing.zip_code,
  };
}

/**
 * The server's field messages of a refused order, by where the page shows them: the card's
 * (`payment.card_number`…), the billing address's (`payment.street`…), the shipping address's
 * (fixed on /checkout) and the rest (`payment`, `cart_id`: said above the button).
 */
export function paymentErrorsOf(fields: Readonly<Record<string, string>>): {
  errors: PaymentErrors;
  shipping: string[];
  other: string[];
} {
  const card: Partial<Record<CardField, string>> = {};
  const billing: AddressErrors = {};
  const shipping: string[] = [];
  const other: string[] = [];
  const cardFields: readonly string[] = ['card_number', 'name_on_Card', 'exp_date', 'cvv'];
  for (const [field, message] of Object.entries(fields)) {
    const name = field.replace(/^payment\./, '');
    if (field.startsWith('payment.') && cardFields.includes(name)) card[name as CardField] ??= message;
    else if (field.startsWith('payment.') && addressFieldOf(field)) billing[addressFieldOf(field)!] ??= message;
    else if (field.startsWith('shipping_address.')) shipping.push(message);
    else other.push(message);
  }
  return { errors: { card, billing }, shipping, other };
}
