import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import type { MailLog } from './outbox.ts';

/** What sends one message: nodemailer's SMTP transport, or a test's fake. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

/** A message is given up after this many failed sends (about 4 hours of retries). */
export const MAX_MAIL_ATTEMPTS = 8;
/** How long a claimed message is another process's to send before it counts as abandoned. */
const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH = 10;

/** 1, 2, 4 … minutes after the 1st, 2nd, 3rd failure, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

export interface MailDispatcher {
  /** Sends what is due now (also run on a timer); resolves when this round is done. */
  drain(): Promise<void>;
  /** Asks for a round soon (a message was just queued). */
  kick(): void;
  stop(): void;
}

/**
 * Sends the queued messages of the outbox. A message is claimed by a conditional update before
 * it is sent, so two server processes never send it twice; a claim that is never finished (the
 * process died) lapses after its lease and the message is sent again. A failure is logged and
 * retried later with a growing delay; a send never fails the request that queued it.
 */
export function startMailDispatcher(options: {
  db: Kysely<Database>;
  clock: Clock;
  log: Pick<MailLog, 'warn' | 'error'>;
  transport: MailTransport;
  from: string;
  intervalMs?: number;
}): MailDispatcher {
  const { db, clock, log, transport, from } = options;
  let running: Promise<void> | null = null;
  let again = false;

  async function sendOne(row: {
    id: number;
    to_email: string;
    subject: string;
    body: string;
    html: string | null;
    status: string;
    attempts: number;
    next_attempt_at: string | null;
  }) {
    const now = clock();
    const claimed = await db
      .updateTable('outbox')
      .set({ status: 'sending', next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', row.status as 'pending' | 'sending')
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return; // another process has it
    try {
      await transport.sendMail({
        from,
        to: row.to_email,
        subject: row.subject,
        text: row.body,
        ...(row.html ? { html: row.html } : {}),
      });
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: clock().toISOString(), next_attempt_at: null, last_error: null })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const givingUp = attempts >= MAX_MAIL_ATTEMPTS;
      await db
        .updateTable('outbox')
        .set({
          status: givingUp ? 'failed' : 'pending',
          attempts,
          last_error: message,
          next_attempt_at: givingUp ? null : new Date(clock().getTime() + retryDelayMs(attempts)).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      const details = { mail: { id: row.id, to: row.to_email, subject: row.subject }, attempts, error: message };
      if (givingUp) log.error(details, 'mail not sent: giving up');
      else log.warn(details, 'mail not sent: will retry');
    }
  }

  async function round(): Promise<void> {
    const due = await db
      .selectFrom('outbox')
      .select(['id', 'to_email', 'subject', 'body', 'html', 'status', 'attempts', 'next_attempt_at'])
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', clock().toISOString())
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of due) await sendOne(row);
    if (due.length === BATCH) again = true;
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await round();
      } while (again);
    })()
      .catch((error: unknown) => log.error({ error }, 'mail dispatcher round failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void drain(), options.intervalMs ?? 30_000);
  timer.unref();
  return {
    drain,
    kick: () => void drain(),
    stop: () => clearInterval(timer),
  };
}
