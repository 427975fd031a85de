import { PASSWORD_RESET_LIFETIME_MINUTES, passwordMessages } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { validationError } from '../http/errors.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

const lifetimeMs = PASSWORD_RESET_LIFETIME_MINUTES * 60_000;

/** A new reset token for the user (returned once, to mail; only its hash is stored). */
export async function issuePasswordReset(db: Kysely<Database>, clock: Clock, userId: number): Promise<string> {
  const token = newOpaqueToken();
  const now = clock();
  await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** When the user was last sent a reset link, if ever. */
export async function lastPasswordResetAt(db: Kysely<Database>, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('password_resets')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

/**
 * Claims the user's reset token, or refuses it with a 422 on `token` saying why (unknown,
 * already used, expired). The claim is one conditional update, so the same link sent twice at
 * once resets the password once. Runs inside the caller's transaction.
 */
export async function claimPasswordReset(
  trx: Kysely<Database>,
  clock: Clock,
  userId: number | null,
  token: string,
): Promise<void> {
  const now = clock().toISOString();
  const row =
    userId === null
      ? undefined
      : await trx
          .selectFrom('password_resets')
          .select(['id', 'expires_at', 'used_at'])
          .where('token_hash', '=', hashToken(token))
          .where('user_id', '=', userId)
          .executeTakeFirst();
  if (!row) throw validationError({ token: [passwordMessages.tokenUnknown] });
  if (row.used_at !== null) throw validationError({ token: [passwordMessages.tokenUsed] });
  if (row.expires_at <= now) throw validationError({ token: [passwordMessages.tokenExpired] });
  const claimed = await trx
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) throw validationError({ token: [passwordMessages.tokenUsed] });
}
