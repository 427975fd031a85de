import { describe, expect, it, vi } from 'vitest';
import { accountFormMessages, emailError, failureMessage } from './accountForms.ts';

vi.mock('@showroom/ui', () => ({}));

describe('account form helpers', () => {
  it('asks for an e-mail, then a valid one', () => {
    expect(emailError('  ')).toBe(accountFormMessages.emailRequired);
    expect(emailError('ana@')).toBe(accountFormMessages.emailInvalid);
    expect(emailError(' ana@example.com ')).toBeUndefined();
  });

  it('always says something about a failure', () => {
    expect(failureMessage({ userMessage: 'Internal Server error please try again.' })).toBe(
      'Internal Server error please try again.',
    );
    expect(failureMessage({ userMessage: null, body: { message: 'Too many attempts.' } })).toBe('Too many attempts.');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(accountFormMessages.notAnswered);
  });
});
