/**
 * Payout Settings (/payout_setup, designed: §2 names the screen only): the bank account a pro's
 * profits are paid to. Limits, messages and checks with no zod, so the storefront's form (from
 * the zod-free `@showroom/api/client`) refuses exactly what the server and the mocks refuse, in
 * the same words. The contract's schema (entities/account.ts) is built from these.
 */

export const payoutAccountTypes = ['checking', 'savings'] as const;
export type PayoutAccountType = (typeof payoutAccountTypes)[number];

export const payoutLimits = {
  accountHolderName: 100,
  bankName: 100,
  /** US account numbers: 4 to 17 digits (the NACHA field is 17 wide). */
  accountNumberMin: 4,
  accountNumberMax: 17,
} as const;

const tooLong = (field: string, max: number) => `The ${field} may not be greater than ${max} characters.`;

export const payoutMessages = {
  accountHolderNameRequired: 'The account holder name field is required.',
  accountHolderNameTooLong: tooLong('account holder name', payoutLimits.accountHolderName),
  bankNameRequired: 'The bank name field is required.',
  bankNameTooLong: tooLong('bank name', payoutLimits.bankName),
  routingNumberRequired: 'The routing number field is required.',
  routingNumberFormat: 'The routing number must be exactly 9 digits.',
  routingNumberChecksum:
    'The routing number is not a valid ABA routing number. Please check it on a cheque or with your bank.',
  accountNumberRequired: 'The account number field is required.',
  accountNumberFormat: `The account number must be ${payoutLimits.accountNumberMin} to ${payoutLimits.accountNumberMax} digits.`,
  accountTypeInvalid: 'The account type must be checking or savings.',
  saved: 'Your payout settings have been saved.',
  loaded: 'Your payout settings.',
} as const;

/** Nine digits, nothing else (people paste them with spaces: the form strips those first). */
export const ROUTING_NUMBER_PATTERN = /^\d{9}$/;
export const ACCOUNT_NUMBER_PATTERN = new RegExp(
  `^\\d{${payoutLimits.accountNumberMin},${payoutLimits.accountNumberMax}}$`,
);

/**
 * The ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. Catches
 * every single-digit typo and most swaps of neighbouring digits before a payout bounces.
 */
export function isValidRoutingNumber(routingNumber: string): boolean {
  if (!ROUTING_NUMBER_PATTERN.test(routingNumber)) return false;
  const d = [...routingNumber].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** What is shown of an account number: its last four digits after a mask ('•••• 6789'). */
export function maskAccountNumber(last4: string): string {
  return `•••• ${last4}`;
}

export interface PayoutSettingsInput {
  readonly account_holder_name: string;
  readonly bank_name: string;
  readonly routing_number: string;
  readonly account_number: string;
  readonly account_type: string;
}

export type PayoutSettingsField = keyof PayoutSettingsInput;
export type PayoutSettingsErrors = Partial<Record<PayoutSettingsField, string>>;

function checkName(value: string, max: number, required: string, tooLongMessage: string): string | null {
  const text = value.trim();
  if (text === '') return required;
  return text.length > max ? tooLongMessage : null;
}

/**
 * Every broken rule of a payout form, one message per field (the first that applies). Text is
 * judged trimmed, as the server stores it; numbers must be digits only. The same rules as the
 * contract's schema; a test keeps the two in step.
 */
export function validatePayoutSettings(input: PayoutSettingsInput): PayoutSettingsErrors {
  const m = payoutMessages;
  const errors: { -readonly [K in PayoutSettingsField]?: string } = {};
  const set = (field: PayoutSettingsField, message: string | null) => {
    if (message !== null) errors[field] = message;
  };
  set(
    'account_holder_name',
    checkName(
      input.account_holder_name,
      payoutLimits.accountHolderName,
      m.accountHolderNameRequired,
      m.accountHolderNameTooLong,
    ),
  );
  set('bank_name', checkName(input.bank_name, payoutLimits.bankName, m.bankNameRequired, m.bankNameTooLong));
  const routing = input.routing_number.trim();
  set(
    'routing_number',
    routing === ''
      ? m.routingNumberRequired
      : !ROUTING_NUMBER_PATTERN.test(routing)
        ? m.routingNumberFormat
        : isValidRoutingNumber(routing)
          ? null
          : m.routingNumberChecksum,
  );
  const account = input.account_number.trim();
  set(
    'account_number',
    account === '' ? m.accountNumberRequired : ACCOUNT_NUMBER_PATTERN.test(account) ? null : m.accountNumberFormat,
  );
  if (!(payoutAccountTypes as readonly string[]).includes(input.account_type))
    set('account_type', m.accountTypeInvalid);
  return errors;
}
