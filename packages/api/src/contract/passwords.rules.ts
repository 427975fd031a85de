/**
 * Passwords (designed: §2 names the screens /reset_password, /password_reset and
 * /change_password; §5 and §9 give the minimum of 8 characters) and the e-mail cooldowns. The
 * lifetimes, messages and checks with no zod, shared by the server, the mocks and the
 * storefront's forms (through the zod-free `@showroom/api/client`).
 */

/** §5, §9: at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 128;
/** A reset link works once, for this long after it was sent. */
export const PASSWORD_RESET_LIFETIME_MINUTES = 60;
/** Per account: at most one reset e-mail, and one verification e-mail, per this many seconds. */
export const EMAIL_RESEND_COOLDOWN_SECONDS = 60;

/** The storefront page a reset e-mail links to, with `?token=…&email=…`. */
export const PASSWORD_RESET_PAGE = '/password_reset';

export const passwordMessages = {
  /** The same answer whether or not an account has this e-mail, so nobody can probe for accounts. */
  resetLinkSent:
    'If an account exists for this e-mail address, we have sent a link to reset its password. Please check your inbox.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
  passwordRequired: 'The password field is required.',
  confirmationRequired: 'The password confirmation field is required.',
  confirmationMismatch: 'The password confirmation does not match.',
  currentPasswordRequired: 'The current password field is required.',
  currentPasswordWrong: 'The current password is incorrect.',
  sameAsCurrent: 'The new password must be different from your current password.',
  tokenUnknown: 'This password reset link is invalid. Please request a new one.',
  tokenExpired: `This password reset link has expired (links work for ${PASSWORD_RESET_LIFETIME_MINUTES} minutes). Please request a new one.`,
  tokenUsed: 'This password reset link has already been used. Please request a new one.',
} as const;

/** The 429 text of a cooldown: how long until the next e-mail may be asked for. */
export function cooldownMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for another e-mail.`;
}

/**
 * The per-account limit on password guessing (docs/architecture.md): after this many wrong
 * passwords in a row, signing in to the account pauses for `SIGN_IN_LOCK_MINUTES` (the server's
 * defaults; it may be configured otherwise). A password reset ends the pause at once.
 */
export const SIGN_IN_LOCK_THRESHOLD = 10;
export const SIGN_IN_LOCK_MINUTES = 15;

/** The 429 text while an account's sign-in is paused, with the whole minutes left. */
export function signInLockMessage(minutes: number): string {
  return `Too many failed sign-in attempts for this account. For your safety, signing in is paused for ${minutes} minute${
    minutes === 1 ? '' : 's'
  }. Please try again later, or reset your password to sign in now.`;
}

export interface NewPasswordInput {
  readonly password: string;
  readonly password_confirmation: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordInput, string>>;

/**
 * The rules on a new password and its confirmation, one message per field. The confirmation is
 * checked here, not in the schema, so a mismatch is reported under `password_confirmation`
 * whichever of the two was mistyped.
 */
export function validateNewPassword(input: NewPasswordInput): NewPasswordErrors {
  const errors: { -readonly [K in keyof NewPasswordInput]?: string } = {};
  if (input.password === '') errors.password = passwordMessages.passwordRequired;
  else if (input.password.length < PASSWORD_MIN_LENGTH) errors.password = passwordMessages.passwordTooShort;
  else if (input.password.length > PASSWORD_MAX_LENGTH) errors.password = passwordMessages.passwordTooLong;
  if (input.password_confirmation === '') errors.password_confirmation = passwordMessages.confirmationRequired;
  else if (input.password_confirmation !== input.password) {
    errors.password_confirmation = passwordMessages.confirmationMismatch;
  }
  return errors;
}

/** The page a reset e-mail links to, as a path (the server makes it absolute on its public address). */
export function passwordResetLink(token: string, email: string): string {
  return `${PASSWORD_RESET_PAGE}?${new URLSearchParams({ token, email }).toString()}`;
}
