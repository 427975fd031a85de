import { describe, expect, it } from 'vitest';
import { passwordMessages, passwordResetLink, validateNewPassword } from './passwords.rules.ts';

describe('new password rules', () => {
  it('accepts 8 characters confirmed', () => {
    expect(validateNewPassword({ password: '12345678', password_confirmation: '12345678' })).toEqual({});
  });
  it('refuses a short, a missing or an unconfirmed password under its own field', () => {
    expect(validateNewPassword({ password: '1234567', password_confirmation: '1234567' })).toEqual({
      password: passwordMessages.passwordTooShort,
    });
    expect(validateNewPassword({ password: '', password_confirmation: '' })).toEqual({
      password: passwordMessages.passwordRequired,
      password_confirmation: passwordMessages.confirmationRequired,
    });
    expect(validateNewPassword({ password: 'long-enough', password_confirmation: 'long-enougH' })).toEqual({
      password_confirmation: passwordMessages.confirmationMismatch,
    });
  });
  it('builds the link of the e-mail with the token and the address encoded', () => {
    expect(passwordResetLink('abc_DEF-1', 'a+b@example.test')).toBe(
      '/password_reset?token=abc_DEF-1&email=a%2Bb%40example.test',
    );
  });
});
