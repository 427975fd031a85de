/**
 * The Admin one-time code (§1, §6, §7 `GET /api/login/verify_otp`). The spec gives no lifetime,
 * limit or texts; these are the reference server's, shared by the contract, the mocks, the
 * session machine and the storefront, so that what the page says is what the server does.
 */

/** A code works for this long after it was sent. */
export const ONE_TIME_CODE_LIFETIME_MINUTES = 10;
/** A code locks after this many wrong tries; a new one must be requested. */
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5;

/**
 * What a call did: `sent` a new code, or judged the one given: `valid`, `invalid` (tries are
 * left), `expired`, `locked` (no tries left) or `none` (no open code: never asked for, or used).
 */
export const oneTimeCodeOutcomes = ['sent', 'valid', 'invalid', 'expired', 'locked', 'none'] as const;
export type OneTimeCodeOutcome = (typeof oneTimeCodeOutcomes)[number];

/** The outcomes after which the code cannot be used any more: only a new code helps. */
export const spentOneTimeCodeOutcomes = ['expired', 'locked', 'none'] as const satisfies readonly OneTimeCodeOutcome[];

export const oneTimeCodeMessages = {
  sent: 'A one-time code has been sent to your e-mail address.',
  valid: 'The code is valid.',
  invalid: 'The code is not valid. Please check it and try again.',
  expired: 'The code has expired. Please request a new code.',
  locked: 'Too many wrong codes. Please request a new code.',
  none: 'Please request a code first.',
} as const satisfies Record<OneTimeCodeOutcome, string>;

/** The 403 an Admin gets from any other endpoint before the code is verified. */
export const ONE_TIME_CODE_REQUIRED_MESSAGE = 'Please verify the one-time code first.';
