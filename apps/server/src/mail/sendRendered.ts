import type { RenderedEmail } from '@showroom/emails';
import type { Mailer } from './outbox.ts';

/** Queues an e-mail built by @showroom/emails: its text as the body, its HTML beside it. */
export function sendRendered(mailer: Mailer, to: string, mail: RenderedEmail): Promise<void> {
  return mailer.send({ to, subject: mail.subject, body: mail.text, html: mail.html });
}
