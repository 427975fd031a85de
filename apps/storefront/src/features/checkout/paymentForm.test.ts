import { profileMessages } from '@showroom/api';
import { describe, expect, it } from 'vitest';
import {
  addressFieldOf,
  addressFormOf,
  emptyAddressForm,
  addressFields,
  toAddressInput,
  validateAddressForm,
} from '../addressFields/addressForm.ts';
import { firstInvalidField } from '../forms/formErrors.ts';
import {
  emptyCardForm,
  hasPaymentErrors,
  paymentErrorsOf,
  paymentInputOf,
  paymentMessages,
  validatePaymentForm,
  type PaymentForm,
  saveCardByDefault,
  saveCardLabel,
  saveCardOf,
} from './paymentForm.ts';

const shipping = {
  street: '742 Sunset Blvd',
  city: 'Los Angeles',
  state: 'CA',
  zip_code: '90012',
  apartment: 'Apt 4B',
};
const goodCard = { card_number: '4242 4242 4242 4242', name_on_Card: ' Maya Lopez ', exp_date: '12/34', cvv: '123' };
const form = (changes: Partial<PaymentForm> = {}): PaymentForm => ({
  method: 'new',
  card: goodCard,
  billingSameAsShipping: true,
  billing: emptyAddressForm,
  saveCard: true,
  ...changes,
});

describe('the checkout address form', () => {
  it("refuses what the contract refuses, in the contract's words", () => {
    expect(validateAddressForm(emptyAddressForm)).toEqual({
      street: profileMessages.streetRequired,
      city: profileMessages.cityRequired,
      state: profileMessages.stateRequired,
      zip_code: profileMessages.zipRequired,
    });
    const abroad = { street: '1 Bay St', apartment: '', city: 'Toronto', state: 'ON', zip_code: 'M5J 2X2' };
    expect(validateAddressForm(abroad)).toEqual({
      state: profileMessages.stateNotUs,
      zip_code: profileMessages.zipInvalid,
    });
    expect(validateAddressForm(addressFormOf(shipping))).toEqual({});
  });

  it('shows a state stored by name as its code, and sends an empty apartment as null', () => {
    const stored = addressFormOf({ ...shipping, state: 'california', apartment: null });
    expect(stored.state).toBe('CA');
    expect(stored.apartment).toBe('');
    expect(toAddressInput({ ...stored, street: '  742 Sunset Blvd ', apartment: '  ' })).toEqual({
      ...shipping,
      apartment: null,
    });
  });

  it('names the first invalid field in the order the form shows them', () => {
    expect(firstInvalidField({ zip_code: 'x', city: 'y' }, addressFields)).toBe('city');
    expect(firstInvalidField({}, addressFields)).toBeNull();
    expect(addressFieldOf('shipping_address.zip_code')).toBe('zip_code');
    expect(addressFieldOf('payment.street')).toBe('street');
    expect(addressFieldOf('payment.cvv')).toBeNull();
  });
});

describe('the payment form', () => {
  it('asks nothing of the saved card', () => {
    expect(hasPaymentErrors(validatePaymentForm(form({ method: 'saved', card: emptyCardForm })))).toBe(false);
    expect(paymentInputOf(form({ method: 'saved' }), shipping)).toBeUndefined();
  });

  it("checks a new card by the machines' rules (§8 texts) and asks for the name", () => {
    const errors = validatePaymentForm(
      form({ card: { card_number: '4242 4242 4242 4241', name_on_Card: ' ', exp_date: '01/20', cvv: '12' } }),
    );
    expect(errors.card).toEqual({
      card_number: 'Invalid Card Number.',
      name_on_Card: paymentMessages.nameRequired,
      exp_date: 'Invalid Expiration Date.',
      cvv: 'Invalid CVC.',
    });
    // American Express has a four-digit code.
    const amex = validatePaymentForm(form({ card: { ...goodCard, card_number: '378282246310005', cvv: '123' } }));
    expect(amex.card).toEqual({ cvv: 'Invalid CVC.' });
    expect(validatePaymentForm(form()).card).toEqual({});
  });

  it('checks a billing address of its own, not when it is the shipping one', () => {
    expect(validatePaymentForm(form()).billing).toEqual({});
    expect(validatePaymentForm(form({ billingSameAsShipping: false })).billing.street).toBe(
      profileMessages.streetRequired,
    );
  });

  it('sends the digits, MM/YY, the trimmed name and the right billing address', () => {
    expect(paymentInputOf(form({ card: { ...goodCard, exp_date: '1/34' } }), shipping)).toEqual({
      card_number: '4242424242424242',
      name_on_Card: 'Maya Lopez',
      exp_date: '01/34',
      cvv: '123',
      street: shipping.street,
      city: shipping.city,
      state: 'CA',
      zip_code: '90012',
    });
    const billing = { street: '1 Main St', apartment: '', city: 'Austin', state: 'TX', zip_code: '73301' };
    expect(paymentInputOf(form({ billingSameAsShipping: false, billing }), shipping)).toMatchObject({
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip_code: '73301',
    });
  });

  it("puts the server's messages where the page shows them", () => {
    expect(
      paymentErrorsOf({
        'payment.cvv': 'Invalid CVC.',
        'payment.zip_code': profileMessages.zipInvalid,
        'shipping_address.state': profileMessages.stateNotUs,
        cart_id: 'Your cart is empty.',
        payment: 'Please enter a card: there is no saved card on your account.',
      }),
    ).toEqual({
      errors: { card: { cvv: 'Invalid CVC.' }, billing: { zip_code: profileMessages.zipInvalid } },
      shipping: [profileMessages.stateNotUs],
      other: ['Your cart is empty.', 'Please enter a card: there is no saved card on your account.'],
    });
  });
});

describe('keeping a card typed at checkout', () => {
  it('keeps a new card when nothing is saved, and replaces a saved one only when asked', () => {
    expect(saveCardByDefault(false)).toBe(true);
    expect(saveCardByDefault(true)).toBe(false);
    expect(saveCardLabel(null)).toBe('Save this card for my next orders');
    expect(saveCardLabel({ brandLabel: 'Visa', last4: '4242' })).toBe(
      'Replace my saved Visa ending in 4242 with this card',
    );
  });

  it('says the choice with a new card only: paying with the saved card keeps it as it is', () => {
    expect(saveCardOf(form({ saveCard: false }))).toEqual({ save_card: false });
    expect(saveCardOf(form({ saveCard: true }))).toEqual({ save_card: true });
    expect(saveCardOf(form({ method: 'saved', saveCard: false }))).toEqual({});
  });
});
