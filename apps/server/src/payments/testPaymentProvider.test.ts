import { testModeDecline, testPaymentCards } from '@showroom/api';
import { isCardNumberValid } from '@showroom/machines';
import { describe, expect, it } from 'vitest';
import {
  IdempotencyKeyReusedError,
  type NewCard,
  PaymentProviderUnavailableError,
  paymentProviderFor,
} from './index.ts';
import { TestPaymentProvider } from './testPaymentProvider.ts';

const card = (number: string, brand = 'visa'): NewCard => ({
  kind: 'card',
  number,
  expMonth: 12,
  expYear: 2031,
  cvc: '123',
  nameOnCard: 'Maya Lopez',
  brand,
  billing: { street: '742 Sunset Blvd', city: 'Los Angeles', state: 'CA', zipCode: '90012' },
});

let keys = 0;
const charge = (
  provider: TestPaymentProvider,
  source: Parameters<TestPaymentProvider['charge']>[0]['source'],
  amountCents = 1999,
  idempotencyKey = `key-${(keys += 1)}`,
) => provider.charge({ amountCents, currency: 'USD', source, idempotencyKey, description: 'test' });

describe('TestPaymentProvider', () => {
  it('documents only valid card numbers (they pass the same card rules as a customer’s)', () => {
    for (const testCard of testPaymentCards) expect(isCardNumberValid(testCard.number), testCard.number).toBe(true);
  });

  it('approves the approving test cards and declines the declining ones with their message', async () => {
    const provider = new TestPaymentProvider();
    for (const testCard of testPaymentCards) {
      const answer = charge(provider, card(testCard.number, testCard.brand));
      if (testCard.outcome.kind === 'approved') {
        await expect(answer).resolves.toMatchObject({
          status: 'approved',
          chargeId: expect.stringMatching(/^test_ch_/),
          cardReference: `test_card_${testCard.brand}_${testCard.number.slice(-4)}`,
        });
      } else if (testCard.outcome.kind === 'declined') {
        await expect(answer).resolves.toEqual({
          status: 'declined',
          declineCode: testCard.outcome.declineCode,
          message: testCard.outcome.message,
        });
      } else {
        await expect(answer).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
      }
    }
    expect(await charge(provider, card('4000000000000002'))).toMatchObject({ message: 'Your card was declined.' });
  });

  it('declines any other card: it charges no real card', async () => {
    const provider = new TestPaymentProvider();
    expect(await charge(provider, card('4111111111111111'))).toEqual({
      status: 'declined',
      declineCode: 'test_mode_live_card',
      message: testModeDecline.kind === 'declined' ? testModeDecline.message : '',
    });
    expect(provider.approvedCharges).toBe(0);
  });

  it('judges a saved card by brand and last four digits, and keeps its reference', async () => {
    const provider = new TestPaymentProvider();
    const saved = {
      kind: 'saved',
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2029,
      reference: 'pm_1',
    } as const;
    expect(await charge(provider, saved)).toMatchObject({ status: 'approved', cardReference: 'pm_1' });
    expect(await charge(provider, { ...saved, last4: '0002' })).toMatchObject({ status: 'declined' });
    expect(await charge(provider, { ...saved, brand: 'mastercard' })).toMatchObject({
      status: 'declined',
      declineCode: 'test_mode_live_card',
    });
  });

  it('answers a repeated key with the first answer and refuses it for another amount', async () => {
    const provider = new TestPaymentProvider();
    const first = await charge(provider, card('4242424242424242'), 5000, 'same');
    expect(await charge(provider, card('4242424242424242'), 5000, 'same')).toEqual(first);
    expect(provider.approvedCharges).toBe(1);
    await expect(charge(provider, card('4242424242424242'), 5001, 'same')).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    // A declined answer is remembered too: the same attempt is not retried against the card.
    const declined = await charge(provider, card('4000000000000002'), 5000, 'declined');
    expect(await charge(provider, card('4242424242424242'), 5000, 'declined')).toEqual(declined);
  });

  it('voids a charge, after which its key charges anew', async () => {
    const provider = new TestPaymentProvider();
    const first = await charge(provider, card('4242424242424242'), 5000, 'void-me');
    if (first.status !== 'approved') throw new Error('expected approval');
    await provider.voidCharge(first.chargeId);
    expect(provider.isVoided(first.chargeId)).toBe(true);
    const again = await charge(provider, card('4242424242424242'), 5000, 'void-me');
    expect(again).not.toEqual(first);
  });

  it('refuses an amount that is not whole cents above 0', async () => {
    const provider = new TestPaymentProvider();
    await expect(charge(provider, card('4242424242424242'), 0)).rejects.toThrow(RangeError);
    await expect(charge(provider, card('4242424242424242'), 10.5)).rejects.toThrow(RangeError);
  });

  it('is made once per server configuration; an instance in the configuration is used as it is', () => {
    const config = { paymentProvider: 'test' as const };
    expect(paymentProviderFor(config)).toBe(paymentProviderFor(config));
    expect(paymentProviderFor(config)).not.toBe(paymentProviderFor({ paymentProvider: 'test' }));
    const own = new TestPaymentProvider();
    expect(paymentProviderFor({ paymentProvider: own })).toBe(own);
  });
});
