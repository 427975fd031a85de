import { isValidEmail, registrationMessages } from '@showroom/machines';
import { failureTextOf } from '../../services/verificationService.ts';

/** Texts the account forms share; the e-mail ones are registration's, so a shopper reads one wording. */
export const accountFormMessages = {
  emailRequired: registrationMessages.emailRequired,
  emailInvalid: registrationMessages.emailInvalid,
  /** Said when a failure brings no message of its own. */
  notAnswered: 'The server did not answer. Please check your connection and try again.',
} as const;

/** §5 'email required and valid', for the forms that ask for one. */
export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return accountFormMessages.emailRequired;
  if (!isValidEmail(trimmed)) return accountFormMessages.emailInvalid;
  return undefined;
}

/** What to say about a failed call: the client's §8 message, else the server's, else ours. */
export function failureMessage(error: unknown): string {
  return failureTextOf(error) ?? accountFormMessages.notAnswered;
}
