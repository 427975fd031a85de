import { describe, expect, it, vi } from 'vitest';
import {
  accountFormMessages,
  emailError,
  failureMessage,
  fieldErrorsOf,
  firstInvalidField,
  invalidSummary,
  serverFieldMessages,
} from './accountForms.ts';

vi.mock('@showroom/ui', () => ({}));

describe('account form helpers', () => {
  it('asks for an e-mail, then a valid one', () => {
    expect(emailError('  ')).toBe(accountFormMessages.emailRequired);
    expect(emailError('ana@')).toBe(accountFormMessages.emailInvalid);
    expect(emailError(' ana@example.com ')).toBeUndefined();
  });

  it('keeps the first server message of the form’s fields and returns the others apart', () => {
    expect(
      serverFieldMessages({ password: ['Too short.', 'second'], token: ['Expired.'], email: [] }, [
        'password',
      ] as const),
    ).toEqual({ fields: { password: 'Too short.' }, other: ['Expired.'] });
  });

  it('reads the field map of a 422 only', () => {
    expect(fieldErrorsOf({ status: 422, fieldErrors: { token: ['x'] } })).toEqual({ token: ['x'] });
    expect(fieldErrorsOf({ status: 422, fieldErrors: {} })).toBeNull();
    expect(fieldErrorsOf({ status: 500, fieldErrors: { token: ['x'] } })).toBeNull();
    expect(fieldErrorsOf(null)).toBeNull();
  });

  it('finds the first marked field in the form’s order and counts them', () => {
    expect(
      firstInvalidField({ password_confirmation: 'a', current_password: 'b' }, [
        'current_password',
        'password',
        'password_confirmation',
      ] as const),
    ).toBe('current_password');
    expect(firstInvalidField({}, ['password'] as const)).toBeNull();
    expect(invalidSummary(1)).toBe('Please check the field marked below.');
    expect(invalidSummary(3)).toBe('Please check the 3 fields marked below.');
  });

  it('always says something about a failure', () => {
    expect(failureMessage({ userMessage: 'Internal Server error please try again.' })).toBe(
      'Internal Server error please try again.',
    );
    expect(failureMessage({ userMessage: null, body: { message: 'Too many attempts.' } })).toBe('Too many attempts.');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(accountFormMessages.notAnswered);
  });
});
