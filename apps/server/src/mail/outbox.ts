import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text part (what the development outbox shows and the log prints). */
  body: string;
  /** The HTML part, when the message has one (the @showroom/emails builders give both). */
  html?: string;
}

/** What the mail code logs through (the server's logger; a test's recorder). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Something that takes a message to send: it returns once the message is safely queued. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface OutboxMailerOptions {
  /**
   * 'smtp': the message is queued for the dispatcher (mail/dispatcher.ts), which sends it and
   * retries; `queued` wakes it. 'outbox': nothing leaves the machine (no SMTP_URL).
   */
  delivery: 'outbox' | 'smtp';
  queued?: () => void;
}

/**
 * Every message is written to the outbox table first. Without SMTP that is where it ends: the
 * development outbox (listed at GET /api/dev/outbox outside production, and printed to the log),
 * so a person trying the server can follow a verification link or read a one-time code. With
 * SMTP the row is the queue: a message written here survives a mail server that is down.
 */
export function outboxMailer(
  db: Kysely<Database>,
  clock: Clock,
  log: Pick<MailLog, 'info'>,
  options: OutboxMailerOptions = { delivery: 'outbox' },
): Mailer {
  return {
    async send(mail) {
      const now = clock().toISOString();
      await db
        .insertInto('outbox')
        .values({
          to_email: mail.to,
          subject: mail.subject,
          body: mail.body,
          html: mail.html ?? null,
          status: options.delivery === 'smtp' ? 'pending' : 'kept',
          next_attempt_at: options.delivery === 'smtp' ? now : null,
          created_at: now,
        })
        .execute();
      if (options.delivery === 'smtp') {
        log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail queued for SMTP');
        options.queued?.();
      } else {
        log.info(
          { mail: { to: mail.to, subject: mail.subject, body: mail.body } },
          'mail written to the development outbox',
        );
      }
    },
  };
}
