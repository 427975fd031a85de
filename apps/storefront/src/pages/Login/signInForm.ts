import type { SignInFieldErrors, SignInState } from '@showroom/machines';
import { firstInvalidField } from '../../features/forms/formErrors.ts';

/**
 * §5: the sign-in form has no client format rule but the e-mail input's own (type email). Empty
 * fields are said at once instead of costing a rate-limited attempt; everything else is the
 * server's, first message per field.
 */
export const signInFormMessages = {
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordRequired: 'Please enter your password.',
} as const;

export type SignInField = 'email' | 'password';

export interface TypedCredentials {
  readonly email: string;
  readonly password: string;
  /** The browser's verdict on the type=email input (`validity.typeMismatch`). */
  readonly emailMismatch: boolean;
}

export function checkSignInForm(typed: TypedCredentials): SignInFieldErrors {
  const errors: { email?: string; password?: string } = {};
  if (typed.email.trim() === '') errors.email = signInFormMessages.emailRequired;
  else if (typed.emailMismatch) errors.email = signInFormMessages.emailInvalid;
  if (typed.password === '') errors.password = signInFormMessages.passwordRequired;
  return errors;
}

const signInFields: readonly SignInField[] = ['email', 'password'];

export const firstErrorField = (errors: SignInFieldErrors): SignInField | null =>
  firstInvalidField<SignInField>(errors, signInFields);

/** What the screen says while the machine works (announced politely). */
export const signInProgressText: Partial<Record<SignInState, string>> = {
  authenticating: 'Signing you in…',
  attachingCart: 'Signed in. Moving your cart into your account…',
  creatingVisualProject: 'Signed in. Saving your design as a project…',
  socialAuthenticating: 'Asking the provider to sign you in…',
  loadingSocialUser: 'Signed in with the provider. Loading your account…',
  redirected: 'Signed in. Taking you on…',
};

/** States in which the form waits for an answer and takes no new attempt. */
export const busySignInStates: readonly SignInState[] = [
  'authenticating',
  'attachingCart',
  'creatingVisualProject',
  'socialAuthenticating',
  'loadingSocialUser',
  'redirected',
  'oneTimeCode',
];

/** The social providers of the contract (§4), as the buttons name them. */
export const socialProviderLabels = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;
export type SocialProvider = keyof typeof socialProviderLabels;
