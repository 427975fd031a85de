import {
  EMAIL_RESEND_COOLDOWN_SECONDS,
  PASSWORD_RESET_LIFETIME_MINUTES,
  aiDesignMessages,
  passwordMessages,
  payoutMessages,
} from '@showroom/api';
import { DEMO_PASSWORD } from '@showroom/api/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptAccountNumber } from '../accounts/payoutCipher.ts';
import type { DesignProvider } from '../ai/designProvider.ts';
import { issueToken } from '../auth/sessions.ts';
import { hashToken } from '../auth/tokens.ts';
import { registrationBody } from '../testing/registrationBody.ts';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

let server: TestServer;
let now = new Date('2026-03-01T12:00:00.000Z');
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  server = await createTestServer({ clock: () => now });
});
afterAll(async () => {
  await server.close();
});

interface Json {
  success: boolean;
  message: string;
  data: unknown;
  errors?: Record<string, string[]>;
  retry_after?: number;
}

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; token?: string; ai?: string; on?: TestServer } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ai) headers['x-ai-token'] = options.ai;
  const response = await (options.on ?? server).app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.json() as Json, headers: response.headers };
}

async function mailsTo(email: string): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom('outbox')
    .select('body')
    .where('to_email', '=', email)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.body);
}

/** A fresh customer account (registration through the API) and its bearer token. */
async function newCustomer(email: string): Promise<string> {
  const registered = await call('POST', '/api/register', { body: registrationBody(email) });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return (registered.body.data as { token: string }).token;
}

function linkParts(mail: string): { token: string; email: string } {
  const match = /\/password_reset\?token=([A-Za-z0-9_-]+)&email=([^\s]+)/.exec(mail);
  if (!match) throw new Error(`No reset link in: ${mail}`);
  return { token: match[1]!, email: decodeURIComponent(match[2]!) };
}

const newPassword = 'Fresh-pass-2026';

describe('forgot password', () => {
  it('mails a single-use link for a known account and answers the same for an unknown one', async () => {
    await newCustomer('forgot@example.test');
    const known = await call('POST', '/api/password/forgot', { body: { email: 'Forgot@Example.test' } });
    const unknown = await call('POST', '/api/password/forgot', { body: { email: 'nobody@example.test' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(passwordMessages.resetLinkSent);
    expect(await mailsTo('nobody@example.test')).toEqual([]);
    const [mail] = await mailsTo('forgot@example.test');
    expect(mail).toContain(`${PASSWORD_RESET_LIFETIME_MINUTES} minutes`);
    const { token, email } = linkParts(mail!);
    expect(email).toBe('forgot@example.test');
    // Only the token's hash is stored.
    const rows = await server.database.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sends at most one link per account per cooldown, still answering the same', async () => {
    await newCustomer('flood@example.test');
    for (let i = 0; i < 3; i += 1) {
      expect((await call('POST', '/api/password/forgot', { body: { email: 'flood@example.test' } })).status).toBe(200);
    }
    const resetMails = async () =>
      (await mailsTo('flood@example.test')).filter((mail) => mail.includes('password_reset'));
    expect(await resetMails()).toHaveLength(1);
    later(EMAIL_RESEND_COOLDOWN_SECONDS * 1000);
    await call('POST', '/api/password/forgot', { body: { email: 'flood@example.test' } });
    expect(await resetMails()).toHaveLength(2);
  });
});

describe('reset password', () => {
  it('sets the new password once, signs every session out and refuses the used link', async () => {
    const first = await newCustomer('reset@example.test');
    const second = (
      await call('POST', '/api/login', { body: { email: 'reset@example.test', password: 'a-long-password' } })
    ).body.data as { token: string };
    await call('POST', '/api/password/forgot', { body: { email: 'reset@example.test' } });
    const { token, email } = linkParts((await mailsTo('reset@example.test'))[0]!);
    const body = { email, token, password: newPassword, password_confirmation: newPassword };

    const reset = await call('POST', '/api/password/reset', { body });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(passwordMessages.passwordReset);
    for (const session of [first, second.token]) {
      expect((await call('GET', '/api/authuser', { token: session })).status).toBe(401);
    }
    expect(
      (await call('POST', '/api/login', { body: { email: 'reset@example.test', password: 'a-long-password' } })).status,
    ).toBe(422);
    expect(
      (await call('POST', '/api/login', { body: { email: 'reset@example.test', password: newPassword } })).status,
    ).toBe(200);

    const again = await call('POST', '/api/password/reset', { body });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: [passwordMessages.tokenUsed] });
  });

  it(`refuses a link older than ${PASSWORD_RESET_LIFETIME_MINUTES} minutes`, async () => {
    await newCustomer('expired@example.test');
    await call('POST', '/api/password/forgot', { body: { email: 'expired@example.test' } });
    const { token, email } = linkParts((await mailsTo('expired@example.test'))[0]!);
    later(PASSWORD_RESET_LIFETIME_MINUTES * 60_000 + 1000);
    const expired = await call('POST', '/api/password/reset', {
      body: { email, token, password: newPassword, password_confirmation: newPassword },
    });
    expect(expired.status).toBe(422);
    expect(expired.body.errors).toEqual({ token: [passwordMessages.tokenExpired] });
  });

  it("refuses an unknown token, and another account's token", async () => {
    await newCustomer('owner@example.test');
    await call('POST', '/api/password/forgot', { body: { email: 'owner@example.test' } });
    const { token } = linkParts((await mailsTo('owner@example.test'))[0]!);
    for (const body of [
      { email: 'owner@example.test', token: 'not-a-real-token' },
      { email: 'customer@demo.test', token },
      { email: 'nobody@example.test', token },
    ]) {
      const refused = await call('POST', '/api/password/reset', {
        body: { ...body, password: newPassword, password_confirmation: newPassword },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ token: [passwordMessages.tokenUnknown] });
    }
  });

  it('keeps the link usable when the new password is refused', async () => {
    await newCustomer('retry@example.test');
    await call('POST', '/api/password/forgot', { body: { email: 'retry@example.test' } });
    const { token, email } = linkParts((await mailsTo('retry@example.test'))[0]!);
    const short = await call('POST', '/api/password/reset', {
      body: { email, token, password: 'short', password_confirmation: 'shorter' },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({
      password: [passwordMessages.passwordTooShort],
      password_confirmation: [passwordMessages.confirmationMismatch],
    });
    const ok = await call('POST', '/api/password/reset', {
      body: { email, token, password: newPassword, password_confirmation: newPassword },
    });
    expect(ok.status).toBe(200);
  });

  it('resets a password once when the same link is sent twice at the same moment', async () => {
    await newCustomer('race@example.test');
    await call('POST', '/api/password/forgot', { body: { email: 'race@example.test' } });
    const { token, email } = linkParts((await mailsTo('race@example.test'))[0]!);
    const body = { email, token, password: newPassword, password_confirmation: newPassword };
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/api/password/reset', { body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422]);
  });
});

describe('change password', () => {
  it('needs the right current password, keeps this session and signs the others out', async () => {
    const current = await newCustomer('change@example.test');
    const other = (
      await call('POST', '/api/login', { body: { email: 'change@example.test', password: 'a-long-password' } })
    ).body.data as { token: string };

    const wrong = await call('POST', '/api/change_password', {
      token: current,
      body: { current_password: 'not-it-at-all', password: newPassword, password_confirmation: newPassword },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: [passwordMessages.currentPasswordWrong] });

    const short = await call('POST', '/api/change_password', {
      token: current,
      body: { current_password: 'a-long-password', password: 'short', password_confirmation: 'short' },
    });
    expect(short.body.errors).toEqual({ password: [passwordMessages.passwordTooShort] });
    // Refusals changed nothing: the other session still works.
    expect((await call('GET', '/api/authuser', { token: other.token })).status).toBe(200);

    const changed = await call('POST', '/api/change_password', {
      token: current,
      body: { current_password: 'a-long-password', password: newPassword, password_confirmation: newPassword },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(passwordMessages.passwordChanged);
    expect((await call('GET', '/api/authuser', { token: current })).status).toBe(200);
    expect((await call('GET', '/api/authuser', { token: other.token })).status).toBe(401);
    expect(
      (await call('POST', '/api/login', { body: { email: 'change@example.test', password: newPassword } })).status,
    ).toBe(200);
  });

  it('refuses anonymous callers', async () => {
    const body = { current_password: DEMO_PASSWORD, password: newPassword, password_confirmation: newPassword };
    expect((await call('POST', '/api/change_password', { body })).status).toBe(401);
  });
});

describe('payout settings', () => {
  const valid = {
    account_holder_name: '  Priya Nair ',
    bank_name: 'First Pacific Bank',
    routing_number: '121000248',
    account_number: '000123456789',
    account_type: 'savings',
  };

  it('starts empty, saves a valid account and shows only the masked number', async () => {
    const token = await server.tokenFor('contractor@demo.test');
    const empty = await call('GET', '/api/payout_setup', { token });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ account_number_masked: null, routing_number: null });

    const saved = await call('PUT', '/api/payout_setup', { token, body: valid });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(payoutMessages.saved);
    expect(saved.body.data).toEqual({
      account_holder_name: 'Priya Nair',
      bank_name: 'First Pacific Bank',
      routing_number: '121000248',
      account_type: 'savings',
      account_number_last4: '6789',
      account_number_masked: '•••• 6789',
      updated_at: now.toISOString(),
      pending_release_business_days: 46,
    });
    expect(JSON.stringify((await call('GET', '/api/payout_setup', { token })).body)).not.toContain('000123456789');

    // Stored encrypted, never in clear; the server's key (and this user) opens it.
    const userId = await server.userIdOf('contractor@demo.test');
    const row = await server.database.db
      .selectFrom('payout_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('000123456789');
    expect(decryptAccountNumber(server.config.payoutEncryptionKey, userId, row.account_number_encrypted)).toBe(
      '000123456789',
    );
    expect(() =>
      decryptAccountNumber(server.config.payoutEncryptionKey, userId + 1, row.account_number_encrypted),
    ).toThrow();

    // Saving again replaces the account (one per pro).
    const replaced = await call('PUT', '/api/payout_setup', {
      token,
      body: { ...valid, account_number: '4321', account_type: 'checking' },
    });
    expect(replaced.body.data).toMatchObject({ account_number_masked: '•••• 4321', account_type: 'checking' });
    const rows = await server.database.db
      .selectFrom('payout_accounts')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad bank details with a message under each field', async () => {
    const token = await server.tokenFor('vendor@demo.test');
    const refused = await call('PUT', '/api/payout_setup', {
      token,
      body: {
        account_holder_name: ' ',
        bank_name: '',
        routing_number: '121000249',
        account_number: '12',
        account_type: 'loan',
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      account_holder_name: [payoutMessages.accountHolderNameRequired],
      bank_name: [payoutMessages.bankNameRequired],
      routing_number: [payoutMessages.routingNumberChecksum],
      account_number: [payoutMessages.accountNumberFormat],
      account_type: [payoutMessages.accountTypeInvalid],
    });
    const format = await call('PUT', '/api/payout_setup', {
      token,
      body: { ...valid, routing_number: '12100', account_number: '123456789012345678' },
    });
    expect(format.body.errors).toEqual({
      routing_number: [payoutMessages.routingNumberFormat],
      account_number: [payoutMessages.accountNumberFormat],
    });
  });

  it('refuses to save without an encryption key (production without PAYOUT_ENCRYPTION_KEY)', async () => {
    const keyless = await createTestServer({ config: { payoutEncryptionKey: undefined } });
    try {
      const token = await keyless.tokenFor('vendor@demo.test');
      const refused = await call('PUT', '/api/payout_setup', { token, body: valid, on: keyless });
      expect(refused.status).toBe(503);
      expect(refused.body.message).toMatch(/no payout encryption key/);
    } finally {
      await keyless.close();
    }
  });
});

describe('verification e-mail cooldown', () => {
  it('answers 429 with the seconds left until the next e-mail may be sent', async () => {
    const token = await newCustomer('cooldown@example.test');
    // Registration sent the first e-mail a moment ago.
    later(15_000);
    const refused = await call('GET', '/api/email/resend', { token });
    expect(refused.status).toBe(429);
    expect(refused.body.retry_after).toBe(EMAIL_RESEND_COOLDOWN_SECONDS - 15);
    expect(refused.headers['retry-after']).toBe(String(EMAIL_RESEND_COOLDOWN_SECONDS - 15));
    expect(refused.body.message).toBe(
      `Please wait ${EMAIL_RESEND_COOLDOWN_SECONDS - 15} seconds before asking for another e-mail.`,
    );
    later((EMAIL_RESEND_COOLDOWN_SECONDS - 15) * 1000);
    expect((await call('GET', '/api/email/resend', { token })).status).toBe(200);
    expect((await call('GET', '/api/email/resend', { token })).body.retry_after).toBe(EMAIL_RESEND_COOLDOWN_SECONDS);
  });

  it('applies to the AI area too', async () => {
    const registered = await call('POST', '/api/AI/design', {
      body: { action: 'register', name: 'Cool Down', email: 'ai-cooldown@example.test', password: 'long-enough' },
    });
    const { token } = registered.body.data as { token: string };
    const refused = await call('GET', '/api/AI/design/email/resend', { ai: token });
    expect(refused.status).toBe(429);
    expect(refused.body.retry_after).toBe(EMAIL_RESEND_COOLDOWN_SECONDS);
  });
});

describe('registration with the spec’s full_name alone', () => {
  it('splits it on the first space (the machines’ rule)', async () => {
    const { first_name: _f, last_name: _l, ...body } = registrationBody('fullname@example.test');
    const registered = await call('POST', '/api/register', { body: { ...body, full_name: '  Ana María López ' } });
    expect(registered.status).toBe(201);
    expect((registered.body.data as { user: object }).user).toMatchObject({
      first_name: 'Ana',
      last_name: 'María López',
    });
    const single = await call('POST', '/api/register', {
      body: { ...body, email: 'cher@example.test', full_name: 'Cher' },
    });
    expect((single.body.data as { user: object }).user).toMatchObject({ first_name: 'Cher', last_name: '' });
  });
});

describe('AI design generation', () => {
  const request = { room_type: 'kitchen', prompt: 'Warm white oak and brass' };

  it('answers a clear 503 without a provider and spends nothing', async () => {
    const aiToken = await issueToken(server.database.db, () => now, 'ai', 1);
    const before = (await call('POST', '/api/AI/get_credits', { ai: aiToken })).body.data;
    const refused = await call('POST', '/api/AI/design/generate', { ai: aiToken, body: request });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(aiDesignMessages.unavailable);
    expect((await call('POST', '/api/AI/get_credits', { ai: aiToken })).body.data).toEqual(before);
  });

  it('spends one credit per design a provider makes, none when it fails, and stops at zero', async () => {
    let fail = false;
    const provider: DesignProvider = {
      name: 'test',
      generate: async (job) => {
        if (fail) throw new Error('provider down');
        return { images: [{ url: 'https://images.example.test/1.png', alt: `${job.room_type}: ${job.prompt}` }] };
      },
    };
    const withProvider = await createTestServer({ designProvider: provider });
    try {
      const aiToken = await issueToken(withProvider.database.db, () => new Date(), 'ai', 1);
      const { credits, used } = (await call('POST', '/api/AI/get_credits', { ai: aiToken, on: withProvider })).body
        .data as { credits: number; used: number };
      const made = await call('POST', '/api/AI/design/generate', { ai: aiToken, body: request, on: withProvider });
      expect(made.status).toBe(200);
      expect(made.body.data).toEqual({
        images: [{ url: 'https://images.example.test/1.png', alt: 'kitchen: Warm white oak and brass' }],
        credits: credits - 1,
        used: used + 1,
      });
      fail = true;
      const failed = await call('POST', '/api/AI/design/generate', { ai: aiToken, body: request, on: withProvider });
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe(aiDesignMessages.providerFailed);
      fail = false;
      await withProvider.database.db.updateTable('ai_users').set({ credits: 0 }).where('id', '=', 1).execute();
      const none = await call('POST', '/api/AI/design/generate', { ai: aiToken, body: request, on: withProvider });
      expect(none.status).toBe(422);
      expect(none.body.errors).toEqual({ credits: [aiDesignMessages.noCredits] });
    } finally {
      await withProvider.close();
    }
  });
});
