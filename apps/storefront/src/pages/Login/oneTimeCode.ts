import type { SnapshotFrom } from 'xstate';
import type { SessionActor } from '../../services/sessionService.ts';

/** The steps of `session.user.signedIn.oneTimeCode` (the session machine's inventory). */
export const oneTimeCodeSteps = ['idle', 'requesting', 'awaitingCode', 'verifying'] as const;
export type OneTimeCodeStepName = (typeof oneTimeCodeSteps)[number];

/**
 * The server's rules, said before the first try (server README: six digits, 10 minutes, locked
 * after 5 wrong tries); the server's own answers say which one applied.
 */
export const ONE_TIME_CODE_RULES =
  'The code expires 10 minutes after it is sent. After 5 wrong tries it is locked and you need a new one.';

type SessionSnapshot = SnapshotFrom<SessionActor>;

/** The one-time-code step the session is in, or null when it asks for none. */
export function oneTimeCodeStepOf(snapshot: SessionSnapshot): OneTimeCodeStepName | null {
  for (const step of oneTimeCodeSteps) {
    if (snapshot.matches({ user: { signedIn: { oneTimeCode: step } } })) return step;
  }
  return null;
}
