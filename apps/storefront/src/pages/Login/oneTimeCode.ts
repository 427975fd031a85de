import { ONE_TIME_CODE_LIFETIME_MINUTES, ONE_TIME_CODE_MAX_ATTEMPTS } from '@showroom/domain';
import type { SpentOneTimeCodeReason } from '@showroom/machines';
import type { SnapshotFrom } from 'xstate';
import type { SessionActor } from '../../services/sessionService.ts';

/** The steps of `session.user.signedIn.oneTimeCode` (the session machine's inventory). */
export const oneTimeCodeSteps = ['idle', 'requesting', 'awaitingCode', 'verifying', 'codeSpent'] as const;
export type OneTimeCodeStepName = (typeof oneTimeCodeSteps)[number];

/**
 * The server's rules, said before the first try; once a code is sent the page says its own
 * expiry and, after a wrong try, the tries left.
 */
export const ONE_TIME_CODE_RULES = `The code expires ${ONE_TIME_CODE_LIFETIME_MINUTES} minutes after it is sent. After ${ONE_TIME_CODE_MAX_ATTEMPTS} wrong tries it is locked and you need a new one.`;

/** §9: times are shown in America/Los_Angeles, with the zone so nobody misreads them. */
let clockTime: Intl.DateTimeFormat | undefined;
/** Made on first use: the first formatter with a time zone loads its data, tens of ms on a phone. */
function clockTimeFormat(): Intl.DateTimeFormat {
  return (clockTime ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }));
}

/** Whole minutes left, rounded up, so "1 minute" lasts until the code really expires. */
export function minutesLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 60_000));
}

export function hasExpired(expiresAt: string | null, now: number): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= now;
}

/** 'The code expires at 9:10 AM PST (in 10 minutes).' */
export function expiryText(expiresAt: string, now: number): string {
  const minutes = minutesLeft(expiresAt, now);
  const left = minutes <= 1 ? 'in less than a minute' : `in ${minutes} minutes`;
  return `The code expires at ${clockTimeFormat().format(new Date(expiresAt))} (${left}).`;
}

export function triesLeftText(attemptsLeft: number): string {
  return attemptsLeft === 1 ? '1 try left before the code locks.' : `${attemptsLeft} tries left before the code locks.`;
}

/** The distinct title of each way a code can be spent; the server's message says what to do. */
export const spentCodeTitles = {
  expired: 'This code has expired',
  locked: 'This code is locked',
  none: 'There is no code to check',
} as const satisfies Record<SpentOneTimeCodeReason, string>;

type SessionSnapshot = SnapshotFrom<SessionActor>;

/** The one-time-code step the session is in, or null when it asks for none. */
export function oneTimeCodeStepOf(snapshot: SessionSnapshot): OneTimeCodeStepName | null {
  for (const step of oneTimeCodeSteps) {
    if (snapshot.matches({ user: { signedIn: { oneTimeCode: step } } })) return step;
  }
  return null;
}
