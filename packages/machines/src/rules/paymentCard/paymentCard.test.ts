import { describe, expect, it } from 'vitest';
import {
  checkPaymentCard,
  cardMessages,
  checkCardNumber,
  formatCardNumber,
  formatExpiryInput,
  isCardNumberValid,
  isCvcValid,
  isExpiryValid,
  normalizeExpiry,
} from './paymentCard.rules.ts';

const yy = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

describe('payment card rules (§2, §5, §8)', () => {
  it('keeps the spec texts', () => {
    expect(cardMessages).toEqual({
      invalidNumber: 'Invalid Card Number.',
      invalidExpiry: 'Invalid Expiration Date.',
      invalidCvc: 'Invalid CVC.',
    });
  });

  it('detects the brand and checks length and Luhn', () => {
    expect(checkCardNumber('4111 1111 1111 1111')).toMatchObject({
      digits: '4111111111111111',
      isValid: true,
      brand: { type: 'visa', niceType: 'Visa', code: { name: 'CVV', size: 3 } },
    });
    expect(checkCardNumber('3782 822463 10005').brand).toMatchObject({ type: 'american-express', code: { size: 4 } });
    expect(isCardNumberValid('4111 1111 1111 1112')).toBe(false);
    expect(checkCardNumber('4111')).toMatchObject({ isValid: false, isPotentiallyValid: true });
    expect(checkCardNumber('')).toMatchObject({ brand: null, isValid: false });
  });

  it('formats numbers in the brand’s groups', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('0000 0000 00')).toBe('0000 0000 00');
  });

  it('formats and checks the MM/YY expiry', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('1230')).toBe('12/30');
    expect(formatExpiryInput('12/305')).toBe('12/30');
    expect(isExpiryValid(`12/${yy}`)).toBe(true);
    expect(isExpiryValid('01/20')).toBe(false);
    expect(isExpiryValid('13/30')).toBe(false);
    expect(normalizeExpiry(`3/20${yy}`)).toBe(`03/${yy}`);
    expect(normalizeExpiry(' soon ')).toBe('soon');
  });

  it('asks for the brand’s CVC length, either length without a brand', () => {
    expect(isCvcValid('123', '4111111111111111')).toBe(true);
    expect(isCvcValid('1234', '4111111111111111')).toBe(false);
    expect(isCvcValid('1234', '378282246310005')).toBe(true);
    expect(isCvcValid('123', '378282246310005')).toBe(false);
    expect(isCvcValid('1234', '')).toBe(true);
    expect(isCvcValid('12', '')).toBe(false);
  });

  it('checks a typed card as the server and the mocks do: each failing field with its §8 text', () => {
    expect(checkPaymentCard({ card_number: '4242 4242 4242 4242', exp_date: '12/40', cvv: '123' })).toEqual({
      errors: {},
      brand: expect.objectContaining({ type: 'visa' }),
    });
    expect(checkPaymentCard({ card_number: '4242 4242 4242 4241', exp_date: '01/20', cvv: '1234' })).toEqual({
      errors: { card_number: 'Invalid Card Number.', exp_date: 'Invalid Expiration Date.', cvv: 'Invalid CVC.' },
      brand: expect.objectContaining({ type: 'visa' }),
    });
    expect(checkPaymentCard({ card_number: '', exp_date: '12/40', cvv: '123' })).toEqual({
      errors: { card_number: 'Invalid Card Number.' },
      brand: null,
    });
  });
});
