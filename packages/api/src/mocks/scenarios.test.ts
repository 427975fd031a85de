import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHttpError, ApiNetworkError } from '../client/errors.ts';
import { DEMO_ADMIN_ONE_TIME_CODE } from '../demo/users.ts';
import { createSpiedClient } from '../testing/spiedClient.ts';
import { createDemoHandlers, scenarioHandlers } from './handlers.ts';
import { retryAfterSecondsOf } from '../client/cooldown.ts';
import { EMAIL_COOLDOWN_SCENARIO_SECONDS, scenarioNames, type ScenarioName } from './scenarios.ts';
import { createMockState, mockAiTokenFor, mockTokenFor } from './state.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const customerToken = mockTokenFor({ id: 2 });
const customer = () => createSpiedClient({ getToken: () => customerToken, getAiToken: () => null });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** What each scenario must make the real client see. A complete map: a new scenario needs a check. */
const checks: Record<ScenarioName, () => Promise<void>> = {
  showroomNotFound: async () => {
    const { client } = customer();
    expect((await client.searchShowrooms({ query: { s: 'DEMO0001' } })).data.data).toEqual([]);
    expect((await client.getShowroomProfile({ query: { vsd_id: 'DEMO0001' } })).data.data).toBeNull();
    expect((await client.getMenuCategories({ query: { vsd_id: 'DEMO0001' } })).data).toEqual([]);
  },
  validationError: async () => {
    const { client, toasts } = customer();
    const error = (await failure(
      client.login({ body: { email: 'customer@demo.test', password: 'x' } }),
    )) as ApiHttpError;
    expect(error.status).toBe(422);
    expect(client.errors.firstPerField()).toEqual({
      email: 'The email field is required.',
      password: 'The password field is required.',
    });
    expect(toasts.map((t) => t.message)).toEqual(['Invalid input OR some mandatory fields are blank.']);
    expect((await client.getSettings()).success).toBe(true);
  },
  unauthorised: async () => {
    const { client, unauthorised } = customer();
    expect(((await failure(client.getAuthUser())) as ApiHttpError).status).toBe(401);
    expect(unauthorised.removeToken).toHaveBeenCalledTimes(1);
    expect(unauthorised.redirect).toHaveBeenCalledWith('/login?redirect=%2Fcheckout%3Fstep%3D2');
    expect((await client.getSettings()).success).toBe(true);
  },
  forbidden: async () => {
    const { client, toasts } = customer();
    expect(((await failure(client.getProfile())) as ApiHttpError).status).toBe(403);
    expect(toasts.map((t) => t.message)).toEqual(['This action is unauthorized.']);
  },
  serverError: async () => {
    const { client, toasts } = customer();
    expect(((await failure(client.getSettings())) as ApiHttpError).status).toBe(500);
    expect(toasts.map((t) => t.message)).toEqual(['Internal Server error please try again.']);
  },
  notFound: async () => {
    const { client, toasts } = customer();
    expect(((await failure(client.getProduct({ query: { pid: '1001' } }))) as ApiHttpError).status).toBe(404);
    expect(toasts.map((t) => t.message)).toEqual(['Record not found for processing.']);
  },
  slowNetwork: async () => {
    const { client } = customer();
    const started = performance.now();
    await client.getSettings();
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  },
  offline: async () => {
    const { client, progress } = customer();
    expect(await failure(client.getSettings())).toBeInstanceOf(ApiNetworkError);
    expect(progress.fail).toHaveBeenCalledTimes(1);
  },
  signInDeactivated: async () => {
    const { data } = await customer().client.login({ body: { email: 'customer@demo.test', password: 'anything' } });
    expect(data.user).toMatchObject({ email: 'deactivated@demo.test', status: 'Deactive' });
  },
  signInPending: async () => {
    const { data } = await customer().client.login({ body: { email: 'customer@demo.test', password: 'anything' } });
    expect(data.user).toMatchObject({ email: 'pending@demo.test', status: 'pending' });
  },
  signInUnverified: async () => {
    const { data } = await customer().client.login({ body: { email: 'customer@demo.test', password: 'anything' } });
    expect(data.user).toMatchObject({ type: 'User', email_verified_at: null });
  },
  signInNonUser: async () => {
    const { data } = await customer().client.socialLogin({ params: { provider: 'google' }, body: { data: {} } });
    expect(data.user.type).not.toBe('User');
  },
  emailCooldown: async () => {
    const unverified = createMockState().users.find((user) => user.email === 'unverified@demo.test')!;
    const { client } = createSpiedClient({ getToken: () => mockTokenFor(unverified), getAiToken: () => null });
    const error = (await failure(client.resendVerificationEmail())) as ApiHttpError;
    expect(error.status).toBe(429);
    expect(retryAfterSecondsOf(error)).toBe(EMAIL_COOLDOWN_SCENARIO_SECONDS);
    expect(error.body).toMatchObject({ message: 'Please wait 42 seconds before asking for another e-mail.' });
  },
  aiDesignProvider: async () => {
    const { client } = createSpiedClient({ getToken: () => null, getAiToken: () => mockAiTokenFor({ id: 1 }) });
    const { data } = await client.aiGenerateDesign({ body: { room_type: 'kitchen', prompt: 'White oak and brass' } });
    expect(data.images.length).toBeGreaterThan(0);
    expect(data.credits).toBeGreaterThanOrEqual(0);
  },
  oneTimeCodeExpired: async () => {
    const admin = createMockState().users.find((user) => user.email === 'admin@demo.test')!;
    const { client } = createSpiedClient({ getToken: () => mockTokenFor(admin), getAiToken: () => null });
    expect((await client.oneTimeCode()).data).toMatchObject({ outcome: 'sent' });
    expect((await client.oneTimeCode({ query: { otp: DEMO_ADMIN_ONE_TIME_CODE } })).data).toEqual({
      valid_otp: false,
      outcome: 'expired',
    });
  },
};

describe('mock scenarios through the real client', () => {
  it.each(scenarioNames.map((name) => [name] as const))('%s', async (name) => {
    const state = createMockState();
    server.use(...createDemoHandlers({ state }));
    server.use(...scenarioHandlers(name, { state, slowNetworkDelayMs: 150 }));
    await checks[name]();
  });

  it('without a scenario the same calls succeed', async () => {
    server.use(...createDemoHandlers());
    const { client } = customer();
    expect((await client.getShowroomProfile({ query: { vsd_id: 'DEMO0001' } })).data.data?.profile.vsd_id).toBe(
      'DEMO0001',
    );
    expect((await client.getProfile()).data.user.email).toBe('customer@demo.test');
  });

  it('combines scenarios', async () => {
    server.use(...createDemoHandlers({ scenario: ['showroomNotFound', 'signInPending'] }));
    const { client } = customer();
    expect((await client.searchShowrooms()).data.total).toBe(0);
    const { data } = await client.login({ body: { email: 'x@y.z', password: 'p' } });
    expect(data.user.status).toBe('pending');
  });
});
