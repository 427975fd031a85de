import { sessionMessages } from './session.rules.ts';

/*
 * The Admin one-time code's refusals live apart from the session rules on purpose: those run on
 * every page (the navigation check), these only where a code is typed, so an app that splits its
 * code keeps these texts out of its first download.
 */

/** Texts the spec does not give for a code that cannot be used any more. */
export const oneTimeCodeRefusalTexts = {
  invalid: sessionMessages.otpInvalid,
  expired: 'The code has expired. Please request a new code.',
  locked: 'Too many wrong codes. Please request a new code.',
  none: 'Please request a code first.',
} as const;

/**
 * Why a one-time code was refused: `invalid` leaves tries; after the others the code cannot be
 * used any more and only a new code helps (`spentOneTimeCodeReasons`).
 */
export const oneTimeCodeRefusals = ['invalid', 'expired', 'locked', 'none'] as const;
export type OneTimeCodeRefusal = (typeof oneTimeCodeRefusals)[number];
export const spentOneTimeCodeReasons = ['expired', 'locked', 'none'] as const;
export type SpentOneTimeCodeReason = (typeof spentOneTimeCodeReasons)[number];

export function isSpentOneTimeCode(refusal: OneTimeCodeRefusal | null | undefined): refusal is SpentOneTimeCodeReason {
  return (spentOneTimeCodeReasons as readonly (string | null | undefined)[]).includes(refusal);
}

/** The text of a refusal when the server gave none. */
export function oneTimeCodeRefusalMessage(refusal: OneTimeCodeRefusal | null | undefined): string {
  return oneTimeCodeRefusalTexts[refusal ?? 'invalid'];
}
