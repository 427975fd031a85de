import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LOCK_MINUTES, SIGN_IN_LOCK_THRESHOLD, signInLockMessage } from '@showroom/api';
import { registrationBody } from '../testing/registrationBody.ts';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

/**
 * Issue 30, defect 7: a per-account limit on password guessing. Wrong passwords from many
 * addresses (each under the address limit) pause the account's sign-in, for a while only; the
 * owner is told by e-mail and can end the pause by resetting the password.
 */

let server: TestServer;
let now = new Date('2026-03-01T12:00:00.000Z');
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  server = await createTestServer({
    clock: () => now,
    // The production rule, which the test server otherwise relaxes.
    config: { signInLock: { threshold: SIGN_IN_LOCK_THRESHOLD, minutes: SIGN_IN_LOCK_MINUTES } },
  });
});
afterAll(async () => {
  await server.close();
});

const password = registrationBody('x@example.test').password;
let addressCount = 0;

/** A sign-in from a new client address each time, as a botnet would send it. */
async function signIn(email: string, attempt: string) {
  addressCount += 1;
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: attempt },
    remoteAddress: `10.0.${Math.floor(addressCount / 250)}.${addressCount % 250}`,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function newCustomer(email: string): Promise<void> {
  const registered = await server.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: registrationBody(email),
  });
  expect(registered.statusCode, registered.body).toBe(201);
}

async function mailsTo(email: string) {
  return server.database.db
    .selectFrom('outbox')
    .select(['subject', 'body', 'html'])
    .where('to_email', '=', email)
    .execute();
}

async function guess(email: string, times: number) {
  const answers = [];
  for (let index = 0; index < times; index += 1) answers.push(await signIn(email, `wrong-${index}`));
  return answers;
}

describe('per-account sign-in limit', () => {
  it(`pauses an account after ${SIGN_IN_LOCK_THRESHOLD} wrong passwords from as many addresses, even for the right one, and tells its owner once`, async () => {
    await newCustomer('target@example.test');
    const answers = await guess('target@example.test', SIGN_IN_LOCK_THRESHOLD);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: SIGN_IN_LOCK_THRESHOLD }, () => 422));

    const right = await signIn('target@example.test', password);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(signInLockMessage(SIGN_IN_LOCK_MINUTES));
    expect(right.body.retry_after).toBe(SIGN_IN_LOCK_MINUTES * 60);
    // More guesses during the pause are refused the same way and do not extend it.
    expect((await signIn('target@example.test', 'wrong-again')).status).toBe(429);

    const mails = await mailsTo('target@example.test');
    const paused = mails.filter((mail) => mail.subject === 'Sign-in to your Showroom account was paused');
    expect(paused).toHaveLength(1);
    expect(paused[0]!.body).toContain(`${SIGN_IN_LOCK_THRESHOLD} times in a row`);
    // The way out is a link a mail client can open: absolute, to the page that sends a reset link.
    expect(paused[0]!.html).toMatch(/href="https?:\/\/[^"]+\/reset_password"/);

    // The pause ends by itself: the right password signs in, and the count starts again.
    later(SIGN_IN_LOCK_MINUTES * 60_000 + 1000);
    expect((await signIn('target@example.test', password)).status).toBe(200);
    expect(
      await server.database.db
        .selectFrom('sign_in_failures')
        .selectAll()
        .where('email', '=', 'target@example.test')
        .execute(),
    ).toEqual([]);
  });

  it('counts only consecutive failures: a success starts the count again', async () => {
    await newCustomer('typo@example.test');
    await guess('typo@example.test', SIGN_IN_LOCK_THRESHOLD - 1);
    expect((await signIn('typo@example.test', password)).status).toBe(200);
    await guess('typo@example.test', SIGN_IN_LOCK_THRESHOLD - 1);
    expect((await signIn('typo@example.test', password)).status).toBe(200);
  });

  it('pauses an address without an account the same way, so the answer tells nothing; nobody is mailed', async () => {
    const answers = await guess('nobody-here@example.test', SIGN_IN_LOCK_THRESHOLD + 1);
    expect(answers.at(-2)!.status).toBe(422);
    expect(answers.at(-1)).toEqual({
      status: 429,
      body: expect.objectContaining({ message: signInLockMessage(SIGN_IN_LOCK_MINUTES) }),
    });
    expect(await mailsTo('nobody-here@example.test')).toEqual([]);
  });

  it('ends the pause when the owner resets the password', async () => {
    await newCustomer('owner@example.test');
    await guess('owner@example.test', SIGN_IN_LOCK_THRESHOLD);
    expect((await signIn('owner@example.test', password)).status).toBe(429);
    await server.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: 'owner@example.test' } });
    const reset = (await mailsTo('owner@example.test')).find((mail) => mail.body.includes('/password_reset?token='));
    const token = /token=([A-Za-z0-9_-]+)/.exec(reset!.body)![1]!;
    const fresh = 'Fresh-pass-2026';
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email: 'owner@example.test', token, password: fresh, password_confirmation: fresh },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await signIn('owner@example.test', fresh)).status).toBe(200);
  });
});
