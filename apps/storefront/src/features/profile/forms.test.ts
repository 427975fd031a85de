import { payoutMessages, profileMessages } from '@showroom/api';
import { describe, expect, it } from 'vitest';
import { firstInvalidField, splitServerErrors } from '../forms/formErrors.ts';
import {
  emptyPayoutForm,
  payoutFormMessages,
  payoutFormOf,
  toPayoutRequest,
  validatePayoutForm,
  type PayoutForm,
} from './payoutForm.ts';
import {
  countryOfDialCode,
  profileFieldOf,
  profileFormOf,
  profileFormFields,
  toProfileUpdate,
  validateProfileForm,
  type ProfileForm,
} from './profileForm.ts';

const form: ProfileForm = {
  first_name: 'Maya',
  last_name: 'Lopez',
  country: 'US',
  country_code: '+1',
  phone_number: '2135550142',
  street: '742 Sunset Blvd',
  apartment: '',
  city: 'Los Angeles',
  state: 'CA',
  zip_code: '90012',
};

describe('the profile form', () => {
  it('accepts a complete US profile and sends the address nested, an empty apartment as null', () => {
    expect(validateProfileForm(form, true)).toEqual({});
    expect(toProfileUpdate({ ...form, first_name: '  Maya ' })).toEqual({
      first_name: 'Maya',
      last_name: 'Lopez',
      country_code: '+1',
      phone_number: '2135550142',
      shipping_address: {
        street: '742 Sunset Blvd',
        city: 'Los Angeles',
        state: 'CA',
        zip_code: '90012',
        apartment: null,
      },
    });
  });

  it('refuses what the server refuses, in its words, under the form’s own field names', () => {
    const errors = validateProfileForm(
      { ...form, first_name: ' ', phone_number: '2135', state: 'Ontario', zip_code: 'ABCDE', street: '' },
      true,
    );
    expect(errors).toEqual({
      first_name: profileMessages.firstNameRequired,
      phone_number: profileMessages.phoneInvalid,
      street: profileMessages.streetRequired,
      state: profileMessages.stateNotUs,
      zip_code: profileMessages.zipInvalid,
    });
    expect(firstInvalidField(errors, profileFormFields)).toBe('first_name');
  });

  it('judges the phone by the numbering plan of the chosen country as well', () => {
    expect(
      validateProfileForm({ ...form, country: 'GB', country_code: '+44', phone_number: '2071838750' }, false),
    ).toEqual({ phone_number: profileMessages.phoneInvalid });
    expect(
      validateProfileForm({ ...form, country: 'GB', country_code: '+44', phone_number: '2071838750' }, true),
    ).toEqual({});
  });

  it('fills from the profile: digits of the phone, a state stored by name as its code, the main country of a dial code', () => {
    const filled = profileFormOf(
      {
        user: { first_name: 'Maya', last_name: 'Lopez', country_code: '+1', phone_number: '(213) 555-0142' },
        shipping_address: { street: 'A', city: 'B', state: 'California', zip_code: '90012', apartment: null },
        payment_details: null,
        shipping_charge: null,
      } as never,
      (dial) => countryOfDialCode(dial, () => undefined),
    );
    expect(filled).toMatchObject({ phone_number: '2135550142', state: 'CA', country: 'US', apartment: '' });
    expect(countryOfDialCode('+44', () => 'GG')).toBe('GB');
    expect(countryOfDialCode('+33', () => 'FR')).toBe('FR');
  });

  it('maps server fields to form fields and keeps unknown ones apart', () => {
    const split = splitServerErrors(
      { 'shipping_address.state': ['Not a US state.', 'second'], phone_number: ['Bad phone.'], email: ['Taken.'] },
      profileFormFields,
      profileFieldOf,
    );
    expect(split).toEqual({ fields: { state: 'Not a US state.', phone_number: 'Bad phone.' }, other: ['Taken.'] });
  });
});

const bank: PayoutForm = {
  account_holder_name: 'Reyes Remodeling Co.',
  bank_name: 'First Pacific Bank',
  routing_number: '121 000 248',
  account_number: '0001234-56789',
  account_number_confirmation: '000123456789',
  account_type: 'checking',
};

describe('the payout form', () => {
  it('accepts valid bank details and sends the numbers as digits', () => {
    expect(validatePayoutForm(bank)).toEqual({});
    expect(toPayoutRequest(bank)).toMatchObject({ routing_number: '121000248', account_number: '000123456789' });
  });

  it('checks the ABA checksum, the 4 to 17 digits, the type and the confirmation', () => {
    expect(validatePayoutForm({ ...bank, routing_number: '121000249' }).routing_number).toBe(
      payoutMessages.routingNumberChecksum,
    );
    expect(validatePayoutForm({ ...bank, routing_number: '12100' }).routing_number).toBe(
      payoutMessages.routingNumberFormat,
    );
    expect(
      validatePayoutForm({ ...bank, account_number: '123', account_number_confirmation: '123' }).account_number,
    ).toBe(payoutMessages.accountNumberFormat);
    expect(validatePayoutForm({ ...bank, account_number: '1'.repeat(18) }).account_number).toBe(
      payoutMessages.accountNumberFormat,
    );
    expect(validatePayoutForm({ ...bank, account_number_confirmation: '000123456780' })).toEqual({
      account_number_confirmation: payoutFormMessages.confirmationMismatch,
    });
    expect(validatePayoutForm(emptyPayoutForm)).toEqual({
      account_holder_name: payoutMessages.accountHolderNameRequired,
      bank_name: payoutMessages.bankNameRequired,
      routing_number: payoutMessages.routingNumberRequired,
      account_number: payoutMessages.accountNumberRequired,
      account_type: payoutMessages.accountTypeInvalid,
    });
  });

  it('fills a replacement from saved settings without the account number', () => {
    const filled = payoutFormOf({
      account_holder_name: 'Priya Nair',
      bank_name: 'First Pacific Bank',
      routing_number: '121000248',
      account_type: 'savings',
      account_number_last4: '4821',
      account_number_masked: '•••• 4821',
      updated_at: '2026-01-01T00:00:00.000Z',
      pending_release_business_days: 46,
    });
    expect(filled).toEqual({
      ...bank,
      account_holder_name: 'Priya Nair',
      routing_number: '121000248',
      account_type: 'savings',
      account_number: '',
      account_number_confirmation: '',
    });
    expect(payoutFormOf(null)).toBe(emptyPayoutForm);
  });
});
