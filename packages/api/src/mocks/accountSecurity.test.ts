import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { retryAfterSecondsOf } from '../client/cooldown.ts';
import type { ApiHttpError } from '../client/errors.ts';
import {
  aiDesignMessages,
  passwordMessages,
  payoutMessages,
  SIGN_IN_LOCK_MINUTES,
  SIGN_IN_LOCK_THRESHOLD,
  signInLockMessage,
} from '../contract/index.ts';
import { DEMO_PASSWORD } from '../demo/users.ts';
import { createSpiedClient } from '../testing/spiedClient.ts';
import { createDemoHandlers } from './handlers.ts';
import { createMockState, MOCK_PASSWORD_RESET_TOKENS, mockAiTokenFor, mockTokenFor, type MockState } from './state.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let state: MockState;
beforeEach(() => {
  state = createMockState();
  server.use(...createDemoHandlers({ state }));
});

const userOf = (email: string) => state.users.find((user) => user.email === email)!;
const clientAs = (email: string | null) =>
  createSpiedClient({ getToken: () => (email ? mockTokenFor(userOf(email)) : null), getAiToken: () => null });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiHttpError,
  );

describe('the sign-in pause in the mocks (as the server)', () => {
  const email = 'customer@demo.test';
  const wrong = { email, password: 'not-the-password' };

  it(`pauses an account after ${SIGN_IN_LOCK_THRESHOLD} wrong passwords, even for the right one; a reset ends it`, async () => {
    const { client } = clientAs(null);
    for (let attempt = 1; attempt <= SIGN_IN_LOCK_THRESHOLD; attempt += 1) {
      expect((await failure(client.login({ body: wrong }))).status).toBe(422);
    }
    const paused = await failure(client.login({ body: { email: 'Customer@Demo.test', password: DEMO_PASSWORD } }));
    expect(paused.status).toBe(429);
    expect((paused.body as { message?: string }).message).toBe(signInLockMessage(SIGN_IN_LOCK_MINUTES));
    expect(retryAfterSecondsOf(paused)).toBe(SIGN_IN_LOCK_MINUTES * 60);
    // Other accounts are not paused.
    expect((await client.login({ body: { email: 'vendor@demo.test', password: DEMO_PASSWORD } })).success).toBe(true);

    await client.resetPassword({
      body: {
        email,
        token: MOCK_PASSWORD_RESET_TOKENS.valid,
        password: 'Brand-new-2026',
        password_confirmation: 'Brand-new-2026',
      },
    });
    expect((await client.login({ body: { email, password: 'Brand-new-2026' } })).success).toBe(true);
  });

  it('starts the count again after a successful sign-in', async () => {
    const { client } = clientAs(null);
    for (let attempt = 1; attempt < SIGN_IN_LOCK_THRESHOLD; attempt += 1) await failure(client.login({ body: wrong }));
    expect((await client.login({ body: { email, password: DEMO_PASSWORD } })).success).toBe(true);
    expect((await failure(client.login({ body: wrong }))).status).toBe(422);
    expect((await client.login({ body: { email, password: DEMO_PASSWORD } })).success).toBe(true);
  });
});

describe('password endpoints in the mocks', () => {
  it('answers forgot-password the same whether or not the account exists', async () => {
    const { client } = clientAs(null);
    const known = await client.forgotPassword({ body: { email: 'customer@demo.test' } });
    const unknown = await client.forgotPassword({ body: { email: 'nobody@example.test' } });
    expect(known.message).toBe(passwordMessages.resetLinkSent);
    expect(unknown.message).toBe(known.message);
    expect(state.passwordResets.filter((reset) => reset.email === 'nobody@example.test')).toEqual([]);
  });

  it('resets once with a valid link, then says the link was used', async () => {
    const { client } = clientAs(null);
    const body = {
      email: 'customer@demo.test',
      token: MOCK_PASSWORD_RESET_TOKENS.valid,
      password: 'Brand-new-2026',
      password_confirmation: 'Brand-new-2026',
    };
    expect((await client.resetPassword({ body })).message).toBe(passwordMessages.passwordReset);
    expect((await client.login({ body: { email: 'customer@demo.test', password: 'Brand-new-2026' } })).success).toBe(
      true,
    );
    expect((await failure(client.resetPassword({ body }))).fieldErrors).toEqual({
      token: [passwordMessages.tokenUsed],
    });
  });

  it.each([
    [MOCK_PASSWORD_RESET_TOKENS.expired, passwordMessages.tokenExpired],
    [MOCK_PASSWORD_RESET_TOKENS.used, passwordMessages.tokenUsed],
    ['not-a-token', passwordMessages.tokenUnknown],
  ])('refuses the link %s with its own message', async (token, message) => {
    const { client } = clientAs(null);
    const error = await failure(
      client.resetPassword({
        body: {
          email: 'customer@demo.test',
          token,
          password: 'Brand-new-2026',
          password_confirmation: 'Brand-new-2026',
        },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ token: [message] });
  });

  it('refuses a short or unconfirmed new password under its field', async () => {
    const { client } = clientAs(null);
    const error = await failure(
      client.resetPassword({
        body: {
          email: 'customer@demo.test',
          token: MOCK_PASSWORD_RESET_TOKENS.valid,
          password: 'short',
          password_confirmation: 'other',
        },
      }),
    );
    expect(error.fieldErrors).toEqual({
      password: [passwordMessages.passwordTooShort],
      password_confirmation: [passwordMessages.confirmationMismatch],
    });
  });

  it('changes the password only with the right current one', async () => {
    const { client } = clientAs('customer@demo.test');
    const wrong = await failure(
      client.changePassword({
        body: { current_password: 'nope', password: 'Brand-new-2026', password_confirmation: 'Brand-new-2026' },
      }),
    );
    expect(wrong.fieldErrors).toEqual({ current_password: [passwordMessages.currentPasswordWrong] });
    const done = await client.changePassword({
      body: { current_password: DEMO_PASSWORD, password: 'Brand-new-2026', password_confirmation: 'Brand-new-2026' },
    });
    expect(done.message).toBe(passwordMessages.passwordChanged);
    expect(userOf('customer@demo.test').password).toBe('Brand-new-2026');
  });
});

describe('payout settings in the mocks', () => {
  it('refuses a routing number with a wrong ABA checksum, then saves and masks a valid account', async () => {
    const { client } = clientAs('vendor@demo.test');
    const body = {
      account_holder_name: 'Priya Nair',
      bank_name: 'First Pacific Bank',
      routing_number: '121000249',
      account_number: '000123456789',
      account_type: 'savings' as const,
    };
    const refused = await failure(client.updatePayoutSettings({ body }));
    expect(refused.fieldErrors).toEqual({ routing_number: [payoutMessages.routingNumberChecksum] });
    const saved = await client.updatePayoutSettings({ body: { ...body, routing_number: '121000248' } });
    expect(saved.data).toMatchObject({ account_number_last4: '6789', account_number_masked: '•••• 6789' });
    expect(JSON.stringify(saved)).not.toContain('000123456789');
    expect((await client.getPayoutSettings()).data.account_type).toBe('savings');
  });

  it('refuses customers (pros only)', async () => {
    expect((await failure(clientAs('customer@demo.test').client.getPayoutSettings())).status).toBe(403);
  });
});

describe('verification e-mail cooldown in the mocks', () => {
  it('sends once, then answers 429 with the seconds left', async () => {
    const { client } = clientAs('unverified@demo.test');
    expect((await client.resendVerificationEmail()).success).toBe(true);
    const error = await failure(client.resendVerificationEmail());
    expect(error.status).toBe(429);
    const seconds = retryAfterSecondsOf(error);
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);
  });
});

describe('AI design in the mocks', () => {
  it('answers 503 without a provider, like the reference server', async () => {
    const { client } = createSpiedClient({ getToken: () => null, getAiToken: () => mockAiTokenFor({ id: 1 }) });
    const error = await failure(client.aiGenerateDesign({ body: { room_type: 'kitchen', prompt: 'Oak and brass' } }));
    expect(error.status).toBe(503);
    expect((error.body as { message: string }).message).toBe(aiDesignMessages.unavailable);
  });
});

describe('registration with full_name alone', () => {
  it('splits it on the first space', async () => {
    const { client } = clientAs(null);
    const { data } = await client.register({
      body: {
        full_name: 'Ana María López',
        email: 'ana@example.test',
        password: 'long-enough-1',
        country_code: '+1',
        phone_number: '2135550199',
        zip_code: '90012',
        agree: true,
        shipping_street: '1 Main St',
        shipping_city: 'Los Angeles',
        shipping_state: 'CA',
        shipping_zip_code: '90012',
      },
    });
    expect(data.user).toMatchObject({ first_name: 'Ana', last_name: 'María López' });
  });
});
