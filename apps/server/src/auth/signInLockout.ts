import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The per-account limit on password guessing (issue 30; docs/architecture.md). The address
 * limit (`rateLimited` routes) stops one machine; this stops many machines guessing one
 * account's password. NIST SP 800-63B §5.2.2 allows at most 100 consecutive failures; by
 * default we lock after SIGN_IN_LOCK_THRESHOLD, for SIGN_IN_LOCK_MINUTES (@showroom/api; the server's
 * `signInLock` setting), then the count starts again. The lock ends by itself (an attacker
 * cannot lock a customer out for good) and at once when the owner resets their password; the
 * owner is told by e-mail each time it starts.
 */
export interface SignInLockRule {
  readonly threshold: number;
  readonly minutes: number;
}

/** When the account of `email` may be tried again, or null when it is not locked at `now`. */
export async function signInLockedUntil(db: Kysely<Database>, email: string, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row?.locked_until) return null;
  const until = new Date(row.locked_until);
  return until.getTime() > now.getTime() ? until : null;
}

/**
 * Counts a wrong password for `email`, in one statement (simultaneous guesses all count). The
 * failure that reaches the threshold locks the account and starts the count again; it answers
 * `locked: true` so the owner can be told.
 */
export async function recordSignInFailure(
  db: Kysely<Database>,
  email: string,
  now: Date,
  { threshold, minutes }: SignInLockRule,
): Promise<{ readonly locked: boolean }> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + minutes * 60_000).toISOString();
  const result = await sql<{ failures: number; locked_until: string | null }>`
    insert into sign_in_failures (email, failures, locked_until, updated_at)
    values (${email}, ${threshold <= 1 ? 0 : 1}, ${threshold <= 1 ? until : null}, ${at})
    on conflict (email) do update
    set failures = case when sign_in_failures.failures + 1 >= ${threshold} then 0 else sign_in_failures.failures + 1 end,
      locked_until = case when sign_in_failures.failures + 1 >= ${threshold} then ${until} else sign_in_failures.locked_until end,
      updated_at = excluded.updated_at
    returning failures, locked_until`.execute(db);
  const row = result.rows[0];
  return { locked: row?.locked_until === until && Number(row.failures) === 0 };
}

/** A successful sign-in or a password reset: the count and any lock end. */
export async function clearSignInFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
}
