import { type EndpointName, endpoints, fillPath } from '@showroom/api';
import { DEMO_PASSWORD } from '@showroom/api/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxOtpAttempts } from '../auth/oneTimeCodes.ts';
import type { SocialProvider } from '../auth/social.ts';
import { type TestServer, createTestServer } from '../testing/testServer.ts';
import { serverRoutes } from './index.ts';
import { registrationBody } from '../testing/registrationBody.ts';

let server: TestServer;
let now = new Date('2026-03-01T12:00:00.000Z');
const fakeGoogle: SocialProvider = {
  name: 'google',
  async verify(data) {
    if (data.id_token !== 'valid-google-token') throw new Error('rejected by provider');
    return { email: 'social@example.test', emailVerified: true, firstName: 'Sol', lastName: 'Cial' };
  },
};

beforeAll(async () => {
  server = await createTestServer({ clock: () => now, social: { google: fakeGoogle } });
});
afterAll(async () => {
  await server.close();
});

type Json = { success: boolean; message: string; data: never; errors?: Record<string, string[]> };

async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string; ai?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ai) headers['x-ai-token'] = options.ai;
  const response = await server.app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

async function latestMailTo(email: string): Promise<string> {
  const mail = await server.database.db
    .selectFrom('outbox')
    .select('body')
    .where('to_email', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return mail.body;
}

const registration = {
  ...registrationBody('Robin@Example.test', { first: 'Robin', last: 'Example' }),
  card_number: '4242 4242 4242 4242',
  name_on_Card: 'Robin Example',
  exp_date: '12/30',
  cvv: '123',
  pay_street: '1 Main St',
  pay_state: 'CA',
  pay_city: 'Los Angeles',
  pay_zip_code: '90012',
  shop_id: 'DEMO0001',
};

describe('sign-in', () => {
  it('signs a demo customer in with an opaque token stored only as a hash', async () => {
    const { status, body } = await call('POST', '/api/login', {
      body: { email: 'customer@demo.test', password: DEMO_PASSWORD },
    });
    expect(status).toBe(200);
    const session = endpoints.login.response.parse(body).data;
    expect(session.user.type).toBe('User');
    expect(Buffer.from(session.token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const stored = await server.database.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(session.token);
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('returns every demo account with its status for the client to decide (§4)', async () => {
    for (const email of ['deactivated@demo.test', 'pending@demo.test', 'unverified@demo.test', 'vendor@demo.test']) {
      const { status, body } = await call('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
      expect(status).toBe(200);
      expect((body.data as { user: { email: string } }).user.email).toBe(email);
    }
    const unverified = await call('POST', '/api/login', {
      body: { email: 'unverified@demo.test', password: DEMO_PASSWORD },
    });
    expect((unverified.body.data as { user: { email_verified_at: null } }).user.email_verified_at).toBeNull();
  });

  it('refuses a wrong password or unknown e-mail with the same 422', async () => {
    const wrong = await call('POST', '/api/login', { body: { email: 'customer@demo.test', password: 'nope-nope' } });
    const unknown = await call('POST', '/api/login', { body: { email: 'nobody@demo.test', password: 'nope-nope' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    // The real reason, so the §8 toast says it (issue 30), not "Invalid input OR some mandatory fields are blank."
    expect(wrong.body.message).toBe('These credentials do not match our records.');
    expect(wrong.body.errors?.email).toEqual(['These credentials do not match our records.']);
  });

  it('reads the signed-in user and revokes the token at logout', async () => {
    const token = await server.tokenFor('customer@demo.test');
    const me = await call('GET', '/api/authuser', { token });
    expect(endpoints.getAuthUser.response.parse(me.body).data.email).toBe('customer@demo.test');
    expect((await call('POST', '/api/logout', { token })).status).toBe(200);
    expect((await call('GET', '/api/authuser', { token })).status).toBe(401);
    expect((await call('GET', '/api/authuser', { token: 'x'.repeat(43) })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await server.tokenFor('customer@demo.test');
    const saved = now;
    now = new Date(saved.getTime() + 31 * 24 * 60 * 60 * 1000);
    expect((await call('GET', '/api/authuser', { token })).status).toBe(401);
    now = saved;
  });
});

describe('registration', () => {
  it('creates a User, keeps only brand, last four and expiry of the card, and mails a verification link', async () => {
    const { status, body } = await call('POST', '/api/register', { body: { ...registration, type: 'User' } });
    expect(status).toBe(201);
    const session = endpoints.register.response.parse(body).data;
    expect(session.user).toMatchObject({ type: 'User', email: 'robin@example.test', email_verified_at: null });

    const card = await server.database.db
      .selectFrom('payment_cards')
      .selectAll()
      .where('user_id', '=', session.user.id)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    const everything = JSON.stringify(await server.database.db.selectFrom('payment_cards').selectAll().execute());
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toContain('"123"');
    const user = await server.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.user.id)
      .executeTakeFirstOrThrow();
    expect(user.registered_shop_id).toBe(1);
    expect(user.password_hash).not.toContain(registration.password);

    const mail = await latestMailTo('robin@example.test');
    // Absolute, from the public address: a mail client has no page to resolve a relative link.
    expect(mail).toMatch(/ http:\/\/localhost:3000\/verify\/[A-Za-z0-9_-]+\n/);
    const link = /\/verify\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    expect((await call('GET', `/api/email/verify/${link}`)).status).toBe(200);
    expect((await call('GET', `/api/email/verify/${link}`)).status).toBe(404);
    const me = await call('GET', '/api/authuser', { token: session.token });
    expect((me.body.data as { email_verified_at: string | null }).email_verified_at).not.toBeNull();
  });

  it('refuses a taken e-mail, a non-User type and invalid card data with field errors', async () => {
    const taken = await call('POST', '/api/register', { body: { ...registration, email: 'customer@demo.test' } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.email).toEqual(['The email has already been taken.']);
    const admin = await call('POST', '/api/register', {
      body: { ...registration, email: 'x@example.test', type: 'Admin' },
    });
    expect(admin.status).toBe(422);
    const card = await call('POST', '/api/register', {
      body: {
        ...registration,
        email: 'y@example.test',
        card_number: '4242 4242 4242 4241',
        exp_date: '01/20',
        cvv: '1',
      },
    });
    expect(card.status).toBe(422);
    expect(card.body.errors).toMatchObject({
      card_number: ['Invalid Card Number.'],
      exp_date: ['Invalid Expiration Date.'],
      cvv: ['Invalid CVC.'],
    });
    const count = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['x@example.test', 'y@example.test'])
      .execute();
    expect(count).toHaveLength(0);
  });

  it('answers one of several registrations racing for the same e-mail, and the others with the taken message', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/register', { body: { ...registration, email: 'race@example.test' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422]);
    for (const answer of answers.filter((each) => each.status === 422)) {
      expect(answer.body.errors?.email).toEqual(['The email has already been taken.']);
    }
    const rows = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'race@example.test')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('registers without a card (the wizard skip)', async () => {
    const { card_number: _n, name_on_Card: _c, exp_date: _e, cvv: _v, ...withoutCard } = registration;
    const { status } = await call('POST', '/api/register', { body: { ...withoutCard, email: 'nocard@example.test' } });
    expect(status).toBe(201);
  });

  it('resends the verification e-mail only while unverified', async () => {
    const unverified = await server.tokenFor('unverified@demo.test');
    const resent = await call('GET', '/api/email/resend', { token: unverified });
    expect(resent.body.message).toBe('A new verification link has been sent to your e-mail address.');
    const verified = await server.tokenFor('customer@demo.test');
    expect((await call('GET', '/api/email/resend', { token: verified })).body.message).toBe(
      'Your e-mail address is already verified.',
    );
  });
});

describe('admin one-time code', () => {
  it('mails a code, then accepts it once and unlocks admin routes for this session', async () => {
    const token = await server.tokenFor('admin@demo.test', { otpVerified: false });
    expect((await call('GET', '/api/notification', { token })).status).toBe(403);
    const requested = await call('GET', '/api/login/verify_otp', { token });
    const expiresAt = new Date(now.getTime() + server.config.otpTtlMs).toISOString();
    expect(requested.body.data).toEqual({
      valid_otp: null,
      outcome: 'sent',
      expires_at: expiresAt,
      attempts_left: maxOtpAttempts,
    });
    const code = /one-time code is (\d{6})/.exec(await latestMailTo('admin@demo.test'))?.[1] ?? '';
    const verified = await call('GET', `/api/login/verify_otp?otp=${code}`, { token });
    expect(verified.body.data).toEqual({ valid_otp: true, outcome: 'valid' });
    expect((await call('GET', '/api/notification', { token })).status).toBe(200);
    expect(await call('GET', `/api/login/verify_otp?otp=${code}`, { token })).toMatchObject({
      body: { data: { valid_otp: false, outcome: 'none' }, message: 'Please request a code first.' },
    });
    expect(endpoints.oneTimeCode.response.parse(requested.body)).toMatchObject({ data: { outcome: 'sent' } });
  });

  it('answers "none" before any code was asked for', async () => {
    const token = await server.tokenFor('admin@demo.test', { otpVerified: false });
    const answer = await call('GET', '/api/login/verify_otp?otp=123456', { token });
    expect(answer.body).toMatchObject({
      data: { valid_otp: false, outcome: 'none' },
      message: 'Please request a code first.',
    });
  });

  it(`locks after ${maxOtpAttempts} wrong tries, even for the right code`, async () => {
    const token = await server.tokenFor('admin@demo.test', { otpVerified: false });
    await call('GET', '/api/login/verify_otp', { token });
    const code = /one-time code is (\d{6})/.exec(await latestMailTo('admin@demo.test'))?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const expiresAt = new Date(now.getTime() + server.config.otpTtlMs).toISOString();
    for (let attempt = 1; attempt < maxOtpAttempts; attempt += 1) {
      const answer = await call('GET', `/api/login/verify_otp?otp=${wrong}`, { token });
      expect(answer.body).toEqual({
        success: true,
        message: 'The code is not valid. Please check it and try again.',
        data: { valid_otp: false, outcome: 'invalid', expires_at: expiresAt, attempts_left: maxOtpAttempts - attempt },
      });
    }
    // The fifth wrong try is itself answered "locked": no try is left to offer.
    const fifth = await call('GET', `/api/login/verify_otp?otp=${wrong}`, { token });
    expect(fifth.body.data).toEqual({ valid_otp: false, outcome: 'locked', attempts_left: 0 });
    const locked = await call('GET', `/api/login/verify_otp?otp=${code}`, { token });
    expect(locked.body).toMatchObject({
      data: { valid_otp: false, outcome: 'locked', attempts_left: 0 },
      message: 'Too many wrong codes. Please request a new code.',
    });
  });

  it(`compares at most ${maxOtpAttempts} guesses even when they arrive at the same moment`, async () => {
    const token = await server.tokenFor('admin@demo.test', { otpVerified: false });
    await call('GET', '/api/login/verify_otp', { token });
    const code = /one-time code is (\d{6})/.exec(await latestMailTo('admin@demo.test'))?.[1] ?? '';
    // 39 wrong guesses and then the right one, all in flight together: if each read the try
    // count before any had added to it, every guess would be compared and the last one let in.
    const guesses = Array.from({ length: 39 }, (_, index) =>
      String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      [...guesses, code].map((otp) => call('GET', `/api/login/verify_otp?otp=${otp}`, { token })),
    );
    const compared = answers.filter(
      (answer) => answer.body.message !== 'Too many wrong codes. Please request a new code.',
    );
    // Five tries are compared at most, and the fifth wrong one is answered "locked" itself: so
    // at most four answers are anything but "locked", and none of them lets the right code in.
    expect(compared.length).toBeLessThanOrEqual(maxOtpAttempts - 1);
    expect(answers.at(-1)?.body.data).toEqual({ valid_otp: false, outcome: 'locked', attempts_left: 0 });
    expect((await call('GET', '/api/notification', { token })).status).toBe(403);
  });

  it('expires a code', async () => {
    const token = await server.tokenFor('admin@demo.test', { otpVerified: false });
    await call('GET', '/api/login/verify_otp', { token });
    const code = /one-time code is (\d{6})/.exec(await latestMailTo('admin@demo.test'))?.[1] ?? '';
    const saved = now;
    now = new Date(saved.getTime() + server.config.otpTtlMs + 1000);
    const late = await call('GET', `/api/login/verify_otp?otp=${code}`, { token });
    now = saved;
    expect(late.body).toMatchObject({
      data: { valid_otp: false, outcome: 'expired' },
      message: 'The code has expired. Please request a new code.',
    });
    expect(late.body.data).not.toHaveProperty('attempts_left');
  });
});

describe('social sign-in', () => {
  it('signs in through a configured provider and refuses what it does not confirm', async () => {
    const ok = await call('POST', '/api/sociallogin/google', { body: { data: { id_token: 'valid-google-token' } } });
    expect(ok.status).toBe(200);
    expect((ok.body.data as { user: { email: string } }).user.email).toBe('social@example.test');
    const forged = await call('POST', '/api/sociallogin/google', { body: { data: { id_token: 'forged' } } });
    expect(forged.status).toBe(401);
  });

  it('answers a clear error, never a fake success, for a provider that is not configured', async () => {
    const { status, body } = await call('POST', '/api/sociallogin/facebook', { body: { data: { token: 'x' } } });
    expect(status).toBe(501);
    expect(body.message).toContain('facebook');
    expect((await call('POST', '/api/sociallogin/myspace', { body: { data: {} } })).status).toBe(422);
  });
});

describe('AI design area', () => {
  it('registers, signs in and reads user and credits with its own token', async () => {
    const registered = await call('POST', '/api/AI/design', {
      body: { action: 'register', name: 'Ada', email: 'ada@example.test', password: 'long-enough' },
    });
    expect(registered.status).toBe(200);
    const login = await call('POST', '/api/AI/design', {
      body: { action: 'login', email: 'ada@example.test', password: 'long-enough' },
    });
    const { token } = endpoints.aiDesign.response.parse(login.body).data;
    expect((await call('GET', '/api/AI/get_user', { ai: token })).body.data).toMatchObject({
      email: 'ada@example.test',
    });
    expect((await call('POST', '/api/AI/get_credits', { ai: token })).body.data).toEqual({ credits: 10, used: 0 });
    // The AI token is not a storefront token, and the other way round.
    expect((await call('GET', '/api/authuser', { token })).status).toBe(401);
    const storefront = await server.tokenFor('customer@demo.test');
    expect((await call('GET', '/api/AI/get_user', { ai: storefront })).status).toBe(401);

    const link = /\/design-ai\/welcome\?verify=([A-Za-z0-9_-]+)/.exec(await latestMailTo('ada@example.test'))?.[1];
    expect((await call('GET', `/api/AI/design/email/verify/${link}`)).status).toBe(200);
    expect((await call('GET', '/api/AI/get_user', { ai: token })).body.data).toMatchObject({
      email_verified_at: expect.any(String),
    });
  });
});

describe('rate limiting', () => {
  const limitedRoutes = (Object.keys(serverRoutes) as EndpointName[]).filter((name) => serverRoutes[name]?.rateLimited);

  it('limits sign-in, registration, the one-time code, resends, social and AI sign-in, contractor applications', () => {
    expect([...limitedRoutes].sort()).toEqual([
      'aiDesign',
      'aiGenerateDesign',
      'aiResendVerificationEmail',
      'changePassword',
      'contractorApplication',
      'forgotPassword',
      'login',
      'oneTimeCode',
      'register',
      'resendVerificationEmail',
      'resetPassword',
      'socialLogin',
    ]);
  });

  it.each(limitedRoutes)('%s: the fourth attempt from one address within the window gets 429', async (name) => {
    const limited = await createTestServer({ seed: false, config: { authRateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      const endpoint = endpoints[name];
      const url = fillPath(endpoint.path, { provider: 'google' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await limited.app.inject({
          method: endpoint.method,
          url,
          ...(endpoint.method === 'GET' ? {} : { payload: {} }),
          remoteAddress: '203.0.113.9',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-in attempts per client address', async () => {
    const limited = await createTestServer({ seed: false, config: { authRateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'a@example.test', password: 'whatever' },
          remoteAddress: '203.0.113.7',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 429, 429]);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'a@example.test', password: 'whatever' },
        remoteAddress: '203.0.113.8',
      });
      expect(other.statusCode).toBe(422);
    } finally {
      await limited.close();
    }
  });
});
