import { signInStates } from '@showroom/machines';
import { describe, expect, it } from 'vitest';
import {
  busySignInStates,
  checkSignInForm,
  firstErrorField,
  signInFormMessages,
  signInProgressText,
} from './signInForm.ts';

describe('sign-in form checks', () => {
  it('says which field is empty, and nothing else for filled fields', () => {
    expect(checkSignInForm({ email: ' ', password: '', emailMismatch: false })).toEqual({
      email: signInFormMessages.emailRequired,
      password: signInFormMessages.passwordRequired,
    });
    expect(checkSignInForm({ email: 'ada@example.com', password: 'x', emailMismatch: false })).toEqual({});
  });

  it("uses the e-mail input's own verdict and no other format rule (§5)", () => {
    expect(checkSignInForm({ email: 'ada@', password: 'secret', emailMismatch: true })).toEqual({
      email: signInFormMessages.emailInvalid,
    });
    // A value the browser accepts is sent as typed, even if another rule might refuse it.
    expect(checkSignInForm({ email: 'ada@localhost', password: 'secret', emailMismatch: false })).toEqual({});
  });

  it('focuses the e-mail before the password', () => {
    expect(firstErrorField({ email: 'a', password: 'b' })).toBe('email');
    expect(firstErrorField({ password: 'b' })).toBe('password');
    expect(firstErrorField({})).toBeNull();
  });

  it('has words for every state in which the machine works, and only for machine states', () => {
    const working = signInStates.filter((state) => state !== 'editing' && state !== 'oneTimeCode');
    expect(Object.keys(signInProgressText).sort()).toEqual([...working].sort());
    expect(busySignInStates).not.toContain('editing');
    for (const state of busySignInStates) expect(signInStates).toContain(state);
  });
});
