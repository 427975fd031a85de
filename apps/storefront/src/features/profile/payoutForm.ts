import type { PayoutSettings, PayoutSettingsUpdate } from '@showroom/api';
import { validatePayoutSettings, type PayoutAccountType } from '@showroom/api/client';

/** The Payout Settings form: bank details as typed (numbers may carry spaces until sent). */
export interface PayoutForm {
  readonly account_holder_name: string;
  readonly bank_name: string;
  readonly routing_number: string;
  readonly account_number: string;
  /** Typed twice: a mistyped account number would send profits to someone else's account. */
  readonly account_number_confirmation: string;
  readonly account_type: PayoutAccountType | '';
}

export type PayoutFormField = keyof PayoutForm;
export type PayoutFormErrors = Partial<Record<PayoutFormField, string>>;

export const payoutFormFields: readonly PayoutFormField[] = [
  'account_holder_name',
  'bank_name',
  'account_type',
  'routing_number',
  'account_number',
  'account_number_confirmation',
];

export const payoutFormMessages = {
  confirmationRequired: 'Please type the account number again.',
  confirmationMismatch: 'The account numbers do not match.',
  /** Said when saving fails without a message of its own. */
  notSaved: 'Your payout settings could not be saved. Please try again.',
  notLoaded: 'Your payout settings could not be loaded.',
} as const;

export const emptyPayoutForm: PayoutForm = {
  account_holder_name: '',
  bank_name: '',
  routing_number: '',
  account_number: '',
  account_number_confirmation: '',
  account_type: '',
};

/**
 * The form to replace saved settings: holder, bank, routing number and type as saved (none of
 * them secret); the account number is never sent back, so it is typed again in full.
 */
export function payoutFormOf(settings: PayoutSettings | null): PayoutForm {
  if (!settings || settings.account_number_last4 === null) return emptyPayoutForm;
  return {
    ...emptyPayoutForm,
    account_holder_name: settings.account_holder_name ?? '',
    bank_name: settings.bank_name ?? '',
    routing_number: settings.routing_number ?? '',
    account_type: settings.account_type ?? '',
  };
}

/** People paste numbers from statements with spaces or dashes: only the digits count. */
export const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

export function toPayoutRequest(form: PayoutForm): PayoutSettingsUpdate {
  return {
    account_holder_name: form.account_holder_name.trim(),
    bank_name: form.bank_name.trim(),
    routing_number: digitsOf(form.routing_number),
    account_number: digitsOf(form.account_number),
    account_type: form.account_type as PayoutAccountType,
  };
}

/** The contract's rules (ABA checksum, 4 to 17 digits, checking or savings) and the confirmation. */
export function validatePayoutForm(form: PayoutForm): PayoutFormErrors {
  const errors: PayoutFormErrors = { ...validatePayoutSettings(toPayoutRequest(form)) };
  const confirmation = digitsOf(form.account_number_confirmation);
  if (!errors.account_number) {
    if (confirmation === '') errors.account_number_confirmation = payoutFormMessages.confirmationRequired;
    else if (confirmation !== digitsOf(form.account_number))
      errors.account_number_confirmation = payoutFormMessages.confirmationMismatch;
  }
  return errors;
}

/** Whether the settings hold a saved bank account. */
export const hasSavedAccount = (settings: PayoutSettings | null): settings is PayoutSettings =>
  settings !== null && settings.account_number_masked !== null;
