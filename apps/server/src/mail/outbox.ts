import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/**
 * The development mailer: nothing leaves the machine. Each message is kept in the outbox table
 * (listed at GET /api/dev/outbox outside production) and printed to the log, so a person
 * trying the server can follow a verification link or read a one-time code.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function outboxMailer(db: Kysely<Database>, clock: Clock, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await db
        .insertInto('outbox')
        .values({ to_email: mail.to, subject: mail.subject, body: mail.body, created_at: clock().toISOString() })
        .execute();
      log.info(
        { mail: { to: mail.to, subject: mail.subject, body: mail.body } },
        'mail written to the development outbox',
      );
    },
  };
}
