import { passwordMessages } from '@showroom/api/client';
import { describe, expect, it, vi } from 'vitest';
import { validateChangePassword } from './useChangePassword.ts';

vi.mock('@showroom/ui', () => ({}));

describe('change password rules', () => {
  it('asks for every field', () => {
    expect(validateChangePassword({ current_password: '', password: '', password_confirmation: '' })).toEqual({
      current_password: passwordMessages.currentPasswordRequired,
      password: passwordMessages.passwordRequired,
      password_confirmation: passwordMessages.confirmationRequired,
    });
  });

  it('refuses a short or unconfirmed new password, and one equal to the current', () => {
    expect(
      validateChangePassword({ current_password: 'old-pass-1', password: 'short', password_confirmation: 'x' }),
    ).toEqual({
      password: passwordMessages.passwordTooShort,
      password_confirmation: passwordMessages.confirmationMismatch,
    });
    expect(
      validateChangePassword({
        current_password: 'old-pass-1',
        password: 'old-pass-1',
        password_confirmation: 'old-pass-1',
      }),
    ).toEqual({ password: passwordMessages.sameAsCurrent });
    expect(
      validateChangePassword({
        current_password: 'old-pass-1',
        password: 'new-pass-2',
        password_confirmation: 'new-pass-2',
      }),
    ).toEqual({});
  });
});
