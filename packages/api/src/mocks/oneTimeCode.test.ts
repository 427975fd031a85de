import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONE_TIME_CODE_LIFETIME_MINUTES, ONE_TIME_CODE_MAX_ATTEMPTS, oneTimeCodeMessages } from '../contract/index.ts';
import { DEMO_ADMIN_ONE_TIME_CODE } from '../demo/users.ts';
import { createSpiedClient } from '../testing/spiedClient.ts';
import { createDemoHandlers } from './handlers.ts';
import { createMockState, mockTokenFor, type MockState } from './state.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

let state: MockState;
beforeEach(() => {
  state = createMockState();
  server.use(...createDemoHandlers({ state }));
});

const admin = () => {
  const user = state.users.find((candidate) => candidate.email === 'admin@demo.test')!;
  return createSpiedClient({ getToken: () => mockTokenFor(user), getAiToken: () => null }).client;
};
const NOW = Date.UTC(2026, 0, 15, 17, 0, 0);
const EXPIRES_AT = new Date(NOW + ONE_TIME_CODE_LIFETIME_MINUTES * 60_000).toISOString();

describe('the one-time code in the mocks', () => {
  it('sends a code with its expiry and tries, and accepts the demo code once', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const client = admin();
    await expect(client.oneTimeCode({ query: { otp: DEMO_ADMIN_ONE_TIME_CODE } })).resolves.toMatchObject({
      data: { valid_otp: false, outcome: 'none' },
      message: oneTimeCodeMessages.none,
    });
    await expect(client.oneTimeCode()).resolves.toMatchObject({
      data: { valid_otp: null, outcome: 'sent', expires_at: EXPIRES_AT, attempts_left: ONE_TIME_CODE_MAX_ATTEMPTS },
      message: oneTimeCodeMessages.sent,
    });
    await expect(client.oneTimeCode({ query: { otp: '000000' } })).resolves.toMatchObject({
      data: { valid_otp: false, outcome: 'invalid', expires_at: EXPIRES_AT, attempts_left: 4 },
      message: oneTimeCodeMessages.invalid,
    });
    await expect(client.oneTimeCode({ query: { otp: DEMO_ADMIN_ONE_TIME_CODE } })).resolves.toMatchObject({
      data: { valid_otp: true, outcome: 'valid' },
    });
    await expect(client.oneTimeCode({ query: { otp: DEMO_ADMIN_ONE_TIME_CODE } })).resolves.toMatchObject({
      data: { valid_otp: false, outcome: 'none' },
    });
  });

  it('locks after five wrong tries, the fifth answered locked, even for the right code', async () => {
    const client = admin();
    await client.oneTimeCode();
    const left: unknown[] = [];
    for (let attempt = 1; attempt <= ONE_TIME_CODE_MAX_ATTEMPTS; attempt += 1) {
      const { data } = await client.oneTimeCode({ query: { otp: '000000' } });
      left.push([data.outcome, data.attempts_left]);
    }
    expect(left).toEqual([
      ['invalid', 4],
      ['invalid', 3],
      ['invalid', 2],
      ['invalid', 1],
      ['locked', 0],
    ]);
    await expect(client.oneTimeCode({ query: { otp: DEMO_ADMIN_ONE_TIME_CODE } })).resolves.toMatchObject({
      data: { valid_otp: false, outcome: 'locked', attempts_left: 0 },
      message: oneTimeCodeMessages.locked,
    });
    // A new code opens five new tries.
    await expect(client.oneTimeCode()).resolves.toMatchObject({ data: { attempts_left: ONE_TIME_CODE_MAX_ATTEMPTS } });
  });

  it('expires a code after its lifetime, and always under the oneTimeCodeExpired scenario', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const client = admin();
    await client.oneTimeCode();
    vi.setSystemTime(NOW + ONE_TIME_CODE_LIFETIME_MINUTES * 60_000);
    await expect(client.oneTimeCode({ query: { otp: DEMO_ADMIN_ONE_TIME_CODE } })).resolves.toMatchObject({
      data: { valid_otp: false, outcome: 'expired' },
      message: oneTimeCodeMessages.expired,
    });

    server.use(...createDemoHandlers({ state, scenario: 'oneTimeCodeExpired' }));
    await client.oneTimeCode();
    await expect(client.oneTimeCode({ query: { otp: DEMO_ADMIN_ONE_TIME_CODE } })).resolves.toMatchObject({
      data: { valid_otp: false, outcome: 'expired' },
    });
  });
});
