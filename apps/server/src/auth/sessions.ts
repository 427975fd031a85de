import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { AccountKind, Database } from '../db/schema.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

/** Bearer tokens live 30 days; signing out or a new password revokes them earlier. */
export const tokenLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export interface ResolvedSession {
  tokenId: number;
  subjectId: number;
  otpVerified: boolean;
}

export async function issueToken(
  db: Kysely<Database>,
  clock: Clock,
  kind: AccountKind,
  subjectId: number,
): Promise<string> {
  const token = newOpaqueToken();
  const now = clock();
  await db
    .insertInto('auth_tokens')
    .values({
      kind,
      subject_id: subjectId,
      token_hash: hashToken(token),
      otp_verified_at: null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + tokenLifetimeMs).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The live session a token stands for, or null (unknown, revoked, expired or malformed). */
export async function resolveToken(
  db: Kysely<Database>,
  clock: Clock,
  kind: AccountKind,
  token: string,
): Promise<ResolvedSession | null> {
  // Our tokens are 43 base64url characters; anything else is not worth a query.
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
  const row = await db
    .selectFrom('auth_tokens')
    .select(['id', 'subject_id', 'otp_verified_at'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', clock().toISOString())
    .executeTakeFirst();
  return row ? { tokenId: row.id, subjectId: row.subject_id, otpVerified: row.otp_verified_at !== null } : null;
}

export async function revokeToken(db: Kysely<Database>, clock: Clock, tokenId: number): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: clock().toISOString() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function markOtpVerified(db: Kysely<Database>, clock: Clock, tokenId: number): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ otp_verified_at: clock().toISOString() })
    .where('id', '=', tokenId)
    .execute();
}

/** The bearer token of an `Authorization: Bearer …` header value. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Signs an account out everywhere (a password reset), or everywhere but the session in use
 * (`except`, a password change): every live token of the user is revoked.
 */
export async function revokeUserSessions(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  { except }: { except?: number } = {},
): Promise<void> {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: clock().toISOString() })
    .where('kind', '=', 'user')
    .where('subject_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (except !== undefined) query = query.where('id', '!=', except);
  await query.execute();
}
