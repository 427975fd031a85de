import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../testing/testDatabase.ts';
import { MAX_MAIL_ATTEMPTS, retryDelayMs, startMailDispatcher, type MailTransport } from './dispatcher.ts';
import { outboxMailer } from './outbox.ts';

/** What the mail code logged, by level. */
const logged: { level: string; message: string }[] = [];
const log = {
  info: (_details: object, message: string) => void logged.push({ level: 'info', message }),
  warn: (_details: object, message: string) => void logged.push({ level: 'warn', message }),
  error: (_details: object, message: string) => void logged.push({ level: 'error', message }),
};
let database: DatabaseHandle;
let now: Date;
const clock = () => now;

beforeEach(async () => {
  database = await createTestDatabase();
  logged.length = 0;
  now = new Date('2026-12-07T18:00:00.000Z');
});
afterEach(() => database.close());

/** A transport that records what it sent, and fails while `failing` is set. */
function fakeTransport() {
  const sent: { from: string; to: string; subject: string; text: string; html?: string }[] = [];
  let failing = false;
  const transport: MailTransport = {
    async sendMail(message) {
      if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      sent.push(message);
    },
  };
  return { transport, sent, fail: (on: boolean) => void (failing = on) };
}

const rows = () => database.db.selectFrom('outbox').selectAll().orderBy('id').execute();
const mail = {
  to: 'olive@example.com',
  subject: 'Your order WV-2026-000001',
  body: 'Thank you',
  html: '<p>Thank you</p>',
};

describe('mail: the outbox and its dispatcher', () => {
  it('keeps mail in the development outbox when there is no SMTP', async () => {
    await outboxMailer(database.db, clock, log).send(mail);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'kept', body: 'Thank you', html: '<p>Thank you</p>', next_attempt_at: null });
  });

  it('sends queued mail with its text and HTML, once', async () => {
    const { transport, sent } = fakeTransport();
    const dispatcher = startMailDispatcher({ db: database.db, clock, log, transport, from: 'Showroom <o@x.test>' });
    await outboxMailer(database.db, clock, log, { delivery: 'smtp' }).send(mail);
    await Promise.all([dispatcher.drain(), dispatcher.drain()]);
    await dispatcher.drain();
    dispatcher.stop();
    expect(sent).toEqual([
      { from: 'Showroom <o@x.test>', to: mail.to, subject: mail.subject, text: 'Thank you', html: '<p>Thank you</p>' },
    ]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', sent_at: now.toISOString(), attempts: 0 });
  });

  it('retries a failed send later, logs it, and gives up after the last attempt', async () => {
    const { transport, sent, fail } = fakeTransport();
    const dispatcher = startMailDispatcher({ db: database.db, clock, log, transport, from: 'o@x.test' });
    await outboxMailer(database.db, clock, log, { delivery: 'smtp' }).send(mail);
    fail(true);
    await dispatcher.drain();
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:587' });
    expect(row?.next_attempt_at).toBe(new Date(now.getTime() + retryDelayMs(1)).toISOString());
    expect(logged).toContainEqual({ level: 'warn', message: 'mail not sent: will retry' });
    // Not yet due: nothing is tried.
    await dispatcher.drain();
    expect((await rows())[0]?.attempts).toBe(1);
    // Due again, and the server answers: sent.
    now = new Date(now.getTime() + retryDelayMs(1));
    fail(false);
    await dispatcher.drain();
    expect(sent).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });

    // Another message that never goes through: given up after MAX_MAIL_ATTEMPTS.
    fail(true);
    await outboxMailer(database.db, clock, log, { delivery: 'smtp' }).send({ ...mail, subject: 'Second' });
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await dispatcher.drain();
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    dispatcher.stop();
    [, row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS, next_attempt_at: null });
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([
      { level: 'error', message: 'mail not sent: giving up' },
    ]);
  });

  it('sends again a message whose sender died while holding it, once its lease lapses', async () => {
    const { transport, sent } = fakeTransport();
    await outboxMailer(database.db, clock, log, { delivery: 'smtp' }).send(mail);
    // A claim another process never finished.
    await database.db
      .updateTable('outbox')
      .set({ status: 'sending', next_attempt_at: new Date(now.getTime() + 10 * 60_000).toISOString() })
      .execute();
    const dispatcher = startMailDispatcher({ db: database.db, clock, log, transport, from: 'o@x.test' });
    await dispatcher.drain();
    expect(sent).toHaveLength(0);
    now = new Date(now.getTime() + 10 * 60_000);
    await dispatcher.drain();
    dispatcher.stop();
    expect(sent).toHaveLength(1);
  });

  it('waits a minute after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000]);
  });
});
