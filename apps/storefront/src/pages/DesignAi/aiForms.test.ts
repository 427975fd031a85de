import { describe, expect, it } from 'vitest';
import { aiFormMessages, checkAiAccountForm, checkDesignForm, firstAccountError, toDesignRequest } from './aiForms.ts';
import { splitServerErrors } from '../../features/forms/formErrors.ts';

const typed = { name: '', email: '', password: '', emailMismatch: false };

describe('the AI account forms', () => {
  it('sign-in asks only for something typed (§5): no name, no length rule', () => {
    expect(checkAiAccountForm('signIn', typed)).toEqual({
      email: aiFormMessages.emailRequired,
      password: aiFormMessages.passwordRequired,
    });
    expect(checkAiAccountForm('signIn', { ...typed, email: 'a@b.test', password: 'x' })).toEqual({});
  });

  it('sign-up also wants a name and a password of at least 8 (§9), and trusts the browser on the e-mail format', () => {
    const errors = checkAiAccountForm('signUp', { name: '  ', email: 'nope', password: 'short', emailMismatch: true });
    expect(errors).toEqual({
      name: aiFormMessages.nameRequired,
      email: aiFormMessages.emailInvalid,
      password: aiFormMessages.passwordTooShort,
    });
    expect(firstAccountError(errors)).toBe('name');
    expect(
      checkAiAccountForm('signUp', { name: 'Noor', email: 'n@b.test', password: '12345678', emailMismatch: false }),
    ).toEqual({});
  });

  it("keeps the server's first message per form field and sets aside the others", () => {
    expect(
      splitServerErrors({ email: ['Taken.', 'Second.'], credits: ['None left.'], password: [] }, [
        'email',
        'password',
      ] as const),
    ).toEqual({ fields: { email: 'Taken.' }, other: ['None left.'] });
  });
});

describe('the design request', () => {
  it('wants a room type and 3 to 1000 characters of description (trimmed), a style of at most 100', () => {
    expect(checkDesignForm({ room_type: '', prompt: '  ab ', style: 'x'.repeat(101) })).toEqual({
      room_type: aiFormMessages.roomTypeRequired,
      prompt: aiFormMessages.promptTooShort,
      style: aiFormMessages.styleTooLong,
    });
    expect(checkDesignForm({ room_type: 'kitchen', prompt: 'x'.repeat(1001), style: '' })).toEqual({
      prompt: aiFormMessages.promptTooLong,
    });
    expect(checkDesignForm({ room_type: 'kitchen', prompt: 'abc', style: 'x'.repeat(100) })).toEqual({});
  });

  it('sends the trimmed request, without a style when none was given', () => {
    expect(toDesignRequest({ room_type: 'bathroom', prompt: ' Green tiles ', style: '  ' })).toEqual({
      room_type: 'bathroom',
      prompt: 'Green tiles',
    });
    expect(toDesignRequest({ room_type: 'outdoor', prompt: 'A deck', style: ' japandi ' })).toEqual({
      room_type: 'outdoor',
      prompt: 'A deck',
      style: 'japandi',
    });
    expect(() => toDesignRequest({ room_type: '', prompt: 'A deck', style: '' })).toThrow();
  });
});
