import { oneTimeCodeMessages, spentOneTimeCodeOutcomes } from '@showroom/domain';
import { sessionMessages } from './session.rules.ts';

/*
 * The Admin one-time code's refusals live apart from the session rules on purpose: those run on
 * every page (the navigation check), these only where a code is typed, so an app that splits its
 * code keeps these texts out of its first download.
 */

/** Texts the spec does not give for a code that cannot be used any more: the server's (@showroom/domain). */
export const oneTimeCodeRefusalTexts = {
  invalid: sessionMessages.otpInvalid,
  expired: oneTimeCodeMessages.expired,
  locked: oneTimeCodeMessages.locked,
  none: oneTimeCodeMessages.none,
} as const;

/**
 * Why a one-time code was refused: `invalid` leaves tries; after the others the code cannot be
 * used any more and only a new code helps (`spentOneTimeCodeReasons`).
 */
export const oneTimeCodeRefusals = ['invalid', 'expired', 'locked', 'none'] as const;
export type OneTimeCodeRefusal = (typeof oneTimeCodeRefusals)[number];
export const spentOneTimeCodeReasons = spentOneTimeCodeOutcomes;
export type SpentOneTimeCodeReason = (typeof spentOneTimeCodeReasons)[number];

export function isSpentOneTimeCode(refusal: OneTimeCodeRefusal | null | undefined): refusal is SpentOneTimeCodeReason {
  return (spentOneTimeCodeReasons as readonly (string | null | undefined)[]).includes(refusal);
}

/** The text of a refusal when the server gave none. */
export function oneTimeCodeRefusalMessage(refusal: OneTimeCodeRefusal | null | undefined): string {
  return oneTimeCodeRefusalTexts[refusal ?? 'invalid'];
}

/**
 * A code the Admin asked for that may still be open, kept by the host across a reload (the
 * session machine's `pendingOneTimeCode` input): what the code request said of it.
 */
export interface PendingOneTimeCode {
  /** When the code expires (ISO time), as the server said. */
  readonly expiresAt: string;
  /** Wrong tries it still takes, when the server said. */
  readonly attemptsLeft?: number | null;
  /** The code request's message ("A code was sent to …"). */
  readonly message?: string | null;
}

/**
 * Whether a kept code is worth showing again at `now` (ms): well-formed, not expired, not locked.
 * Anything else (another app version's value, a hand-edited one) counts as no code.
 */
export function isOpenOneTimeCode(value: unknown, now: number): value is PendingOneTimeCode {
  if (typeof value !== 'object' || value === null) return false;
  const { expiresAt, attemptsLeft, message } = value as Record<string, unknown>;
  if (typeof expiresAt !== 'string') return false;
  const expires = Date.parse(expiresAt);
  if (Number.isNaN(expires) || expires <= now) return false;
  if (attemptsLeft !== undefined && attemptsLeft !== null) {
    if (typeof attemptsLeft !== 'number' || !Number.isInteger(attemptsLeft) || attemptsLeft <= 0) return false;
  }
  return message === undefined || message === null || typeof message === 'string';
}
