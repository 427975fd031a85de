import { describe, expect, it } from 'vitest';
import { firstMessagePerField } from '../client/fieldErrors.ts';
import { payoutSettingsUpdateSchema } from './entities/account.ts';
import {
  isValidRoutingNumber,
  maskAccountNumber,
  payoutMessages as messages,
  validatePayoutSettings,
  type PayoutSettingsInput,
} from './payout.rules.ts';
import { toFieldErrors } from './validationErrors.ts';

const valid: PayoutSettingsInput = {
  account_holder_name: 'Priya Nair',
  bank_name: 'First Pacific Bank',
  routing_number: '121000248',
  account_number: '000123456789',
  account_type: 'checking',
};

function schemaErrors(input: PayoutSettingsInput): Record<string, string> {
  const result = payoutSettingsUpdateSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(toFieldErrors(result.error, { input }));
}

describe('ABA routing numbers', () => {
  it.each(['121000248', '011000015', '026009593', '322271627'])('accepts %s (a real bank)', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(true);
  });
  it.each(['121000249', '121000284', '000000001', '12100024', '1210002480', '12100024a'])('refuses %s', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(false);
  });
  it('masks an account number to its last four', () => {
    expect(maskAccountNumber('6789')).toBe('•••• 6789');
  });
});

const cases: [string, Partial<PayoutSettingsInput>, Record<string, string>][] = [
  ['a complete form', {}, {}],
  ['a savings account of 4 digits', { account_type: 'savings', account_number: '1234' }, {}],
  ['a 17-digit account number', { account_number: '12345678901234567' }, {}],
  [
    'blank fields',
    { account_holder_name: ' ', bank_name: '', routing_number: '', account_number: '' },
    {
      account_holder_name: messages.accountHolderNameRequired,
      bank_name: messages.bankNameRequired,
      routing_number: messages.routingNumberRequired,
      account_number: messages.accountNumberRequired,
    },
  ],
  ['a routing number of 8 digits', { routing_number: '12100024' }, { routing_number: messages.routingNumberFormat }],
  ['a routing number with a typo', { routing_number: '121000284' }, { routing_number: messages.routingNumberChecksum }],
  [
    'an 18-digit account number',
    { account_number: '123456789012345678' },
    { account_number: messages.accountNumberFormat },
  ],
  ['letters in the account number', { account_number: '12AB5678' }, { account_number: messages.accountNumberFormat }],
  ['another account type', { account_type: 'brokerage' }, { account_type: messages.accountTypeInvalid }],
  [
    'names too long',
    { account_holder_name: 'x'.repeat(101), bank_name: 'y'.repeat(101) },
    { account_holder_name: messages.accountHolderNameTooLong, bank_name: messages.bankNameTooLong },
  ],
];

describe('payout form rules and the contract schema agree', () => {
  it.each(cases)('%s', (_, change, expected) => {
    const input = { ...valid, ...change };
    expect(validatePayoutSettings(input)).toEqual(expected);
    expect(schemaErrors(input)).toEqual(expected);
  });
});
