import { emailVerificationEmail, linkOn } from '@showroom/emails';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { AccountKind } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { sendRendered } from '../mail/sendRendered.ts';

/** Verification links stay valid for two days. */
const verificationLifetimeMs = 48 * 60 * 60 * 1000;

export const invalidVerificationLinkMessage = 'This verification link is invalid or has expired.';

/**
 * The storefront links the e-mails carry: §2's /verify/{hash}, and for the AI area its welcome
 * page (§2 lists no verify route of its own there), which verifies the `verify` token it is given.
 */
const verifyLink: Record<AccountKind, (token: string) => string> = {
  user: (token) => `/verify/${token}`,
  ai: (token) => `/design-ai/welcome?verify=${token}`,
};

export async function sendEmailVerification(
  context: AppContext,
  kind: AccountKind,
  subjectId: number,
  email: string,
  name: string,
): Promise<void> {
  const token = newOpaqueToken();
  const now = context.clock();
  await context.db
    .insertInto('email_verifications')
    .values({
      kind,
      subject_id: subjectId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + verificationLifetimeMs).toISOString(),
      used_at: null,
    })
    .execute();
  const siteUrl = context.config.publicBaseUrl;
  await sendRendered(
    context.mailer,
    email,
    await emailVerificationEmail({
      siteUrl,
      name,
      verifyUrl: linkOn(siteUrl, verifyLink[kind](token)),
      validHours: verificationLifetimeMs / (60 * 60 * 1000),
      forAiDesign: kind === 'ai',
    }),
  );
}

/** Marks the account behind a verification link as verified; refuses unknown, used or old links. */
export async function useEmailVerification(context: AppContext, kind: AccountKind, token: string): Promise<void> {
  const { db, clock } = context;
  const now = clock().toISOString();
  const row = await db
    .selectFrom('email_verifications')
    .select(['id', 'subject_id'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, invalidVerificationLinkMessage);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('email_verifications').set({ used_at: now }).where('id', '=', row.id).execute();
    if (kind === 'user') {
      await trx
        .updateTable('users')
        .set({ email_verified_at: now, updated_at: now })
        .where('id', '=', row.subject_id)
        .where('email_verified_at', 'is', null)
        .execute();
    } else {
      await trx
        .updateTable('ai_users')
        .set({ email_verified_at: now })
        .where('id', '=', row.subject_id)
        .where('email_verified_at', 'is', null)
        .execute();
    }
  });
}
