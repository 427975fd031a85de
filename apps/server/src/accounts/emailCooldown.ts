import { EMAIL_RESEND_COOLDOWN_SECONDS, cooldownMessage } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { AccountKind, Database } from '../db/schema.ts';
import { cooldownError } from '../http/errors.ts';

/**
 * Refuses a verification e-mail asked for within EMAIL_RESEND_COOLDOWN_SECONDS of the last one
 * sent to the same account (registration sends the first), with a 429 whose `retry_after` says
 * how many seconds remain, so the page can count down. The last e-mail is the account's newest
 * verification row, so the cooldown holds across server restarts and instances.
 */
export async function refuseDuringEmailCooldown(
  db: Kysely<Database>,
  clock: Clock,
  kind: AccountKind,
  subjectId: number,
): Promise<void> {
  const last = await db
    .selectFrom('email_verifications')
    .select('created_at')
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!last) return;
  const endsAt = new Date(last.created_at).getTime() + EMAIL_RESEND_COOLDOWN_SECONDS * 1000;
  const secondsLeft = Math.ceil((endsAt - clock().getTime()) / 1000);
  if (secondsLeft > 0) throw cooldownError(cooldownMessage(secondsLeft), secondsLeft);
}
