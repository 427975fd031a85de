import { ONE_TIME_CODE_MAX_ATTEMPTS, type OneTimeCodeOutcome } from '@showroom/domain';
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { hashToken } from './tokens.ts';

/** A code locks after this many wrong tries; a new one must be requested. */
export const maxOtpAttempts = ONE_TIME_CODE_MAX_ATTEMPTS;

export type OtpOutcome = Exclude<OneTimeCodeOutcome, 'sent'>;

/** A check's outcome, with what the client may show about the code still open. */
export type OtpCheck =
  | { readonly outcome: 'invalid'; readonly attemptsLeft: number; readonly expiresAt: string }
  | { readonly outcome: 'locked'; readonly attemptsLeft: 0 }
  | { readonly outcome: 'valid' | 'expired' | 'none' };

export interface IssuedOneTimeCode {
  /** The code to mail; only its hash is stored. */
  readonly code: string;
  readonly expiresAt: string;
}

/** Issues a fresh six-digit code, replacing any open one. Returns the code to mail. */
export async function issueOneTimeCode(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  ttlMs: number,
): Promise<IssuedOneTimeCode> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = clock();
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({
        user_id: userId,
        code_hash: hashToken(code),
        created_at: now.toISOString(),
        expires_at: expiresAt,
        consumed_at: null,
      })
      .execute();
  });
  return { code, expiresAt };
}

/**
 * Checks a code against the user's open one. Every try counts, and is claimed before the code
 * is compared: the claim is one conditional update, so guesses sent at the same moment cannot
 * all read the same count and all be compared. At most `maxOtpAttempts` tries are ever
 * compared, which caps a guesser at 5 in a million; after the fifth wrong one the code is
 * locked and a new one must be requested.
 */
export async function checkOneTimeCode(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  code: string,
): Promise<OtpCheck> {
  const now = clock().toISOString();
  const open = await db
    .selectFrom('otp_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!open) return none;
  if (open.attempts >= maxOtpAttempts) return locked;
  if (open.expires_at <= now) return { outcome: 'expired' };
  const claimed = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', open.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxOtpAttempts)
    .returning('attempts')
    .executeTakeFirst();
  // No try left to claim: the others used them up, or a right guess consumed the code.
  if (!claimed) return (await isConsumed(db, open.id)) ? none : locked;
  const matches = timingSafeEqual(Buffer.from(hashToken(code.trim())), Buffer.from(open.code_hash));
  if (matches) {
    const consumed = await db
      .updateTable('otp_codes')
      .set({ consumed_at: now })
      .where('id', '=', open.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    // A code is good for one sign-in: a second right guess at the same moment is refused.
    return consumed.numUpdatedRows > 0n ? { outcome: 'valid' } : none;
  }
  if (claimed.attempts >= maxOtpAttempts) return locked;
  return { outcome: 'invalid', attemptsLeft: maxOtpAttempts - claimed.attempts, expiresAt: open.expires_at };
}

const none: OtpCheck = { outcome: 'none' };
const locked: OtpCheck = { outcome: 'locked', attemptsLeft: 0 };

async function isConsumed(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('otp_codes').select('consumed_at').where('id', '=', id).executeTakeFirstOrThrow();
  return row.consumed_at !== null;
}
