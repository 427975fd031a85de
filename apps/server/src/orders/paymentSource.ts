import type { CheckoutRequest } from '@showroom/api';
import { cardDigits, cardMessages, checkPaymentCard, normalizeExpiry } from '@showroom/machines';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { validationError } from '../http/errors.ts';
import type { PaymentSource } from '../payments/index.ts';
import { checkoutMessages } from '@showroom/api';

/** What is kept of the card after the charge: brand, last four and expiry, never the number or CVV. */
export interface CardSummary {
  readonly brand: string | null;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

export interface ChosenPayment {
  readonly source: PaymentSource;
  readonly summary: CardSummary;
  /** The saved card paying, or null for a card typed in (saved after the charge). */
  readonly savedCardId: number | null;
  /**
   * For a card typed in: the row to record once the charge is approved (no number, no CVV);
   * `on_file` 0 when the customer uses it for this order only.
   */
  readonly cardToSave: {
    on_file: 0 | 1;
    name_on_card: string;
    pay_street: string;
    pay_city: string;
    pay_state: string;
    pay_zip_code: string;
  } | null;
}

/** Whether a card's MM/YYYY expiry has passed (the expiry month itself still counts). */
function hasExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}

/**
 * The card paying for the order: the one typed in, checked by @showroom/machines' card rules
 * (§5, §8 texts under payment.card_number, payment.exp_date, payment.cvv), or else the card
 * saved on the account.
 */
export async function choosePayment(
  db: Kysely<Database>,
  userId: number,
  payment: CheckoutRequest['payment'],
  now: Date,
  /** Whether a card typed in becomes the account's saved card (the request's `save_card`, true by default). */
  saveCard = true,
): Promise<ChosenPayment> {
  if (payment) {
    const check = checkPaymentCard(payment);
    const errors: Record<string, string[]> = {};
    for (const [field, message] of Object.entries(check.errors)) errors[`payment.${field}`] = [message];
    if (Object.keys(errors).length > 0 || !check.brand) throw validationError(errors);
    const brand = check.brand;
    const digits = cardDigits(payment.card_number);
    const [month, year] = normalizeExpiry(payment.exp_date).split('/');
    const expMonth = Number(month);
    const expYear = 2000 + Number(year);
    const billing = {
      street: payment.street.trim(),
      city: payment.city.trim(),
      state: payment.state.trim(),
      zipCode: payment.zip_code.trim(),
    };
    return {
      source: {
        kind: 'card',
        number: digits,
        expMonth,
        expYear,
        cvc: payment.cvv,
        nameOnCard: payment.name_on_Card.trim(),
        brand: brand.type,
        billing,
      },
      summary: { brand: brand.type, last4: digits.slice(-4), expMonth, expYear },
      savedCardId: null,
      cardToSave: {
        on_file: saveCard ? 1 : 0,
        name_on_card: payment.name_on_Card.trim(),
        pay_street: billing.street,
        pay_city: billing.city,
        pay_state: billing.state,
        pay_zip_code: billing.zipCode,
      },
    };
  }
  const saved = await db
    .selectFrom('payment_cards')
    .select(['id', 'brand', 'last4', 'exp_month', 'exp_year', 'provider_reference'])
    .where('user_id', '=', userId)
    .where('on_file', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!saved) throw validationError({ payment: [checkoutMessages.noSavedCard] });
  if (hasExpired(saved.exp_month, saved.exp_year, now))
    throw validationError({ payment: [cardMessages.invalidExpiry] });
  const summary = { brand: saved.brand, last4: saved.last4, expMonth: saved.exp_month, expYear: saved.exp_year };
  return {
    source: { kind: 'saved', ...summary, reference: saved.provider_reference },
    summary,
    savedCardId: saved.id,
    cardToSave: null,
  };
}
