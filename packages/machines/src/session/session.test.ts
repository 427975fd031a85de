import fc from 'fast-check';
import { createActor, fromPromise, waitFor, type AnyActorLogic, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../rules/user/user.rules.ts';
import {
  answering,
  effectNames,
  failing,
  paramsOf,
  recordingActions,
  type EffectCall,
} from '../testing/effectRecorder.ts';
import { reportModelCoverage, declaredModel, exploreModel } from '../testing/modelCoverage.ts';
import { sessionMachine, sessionStates, type SessionEvent, type SessionInput } from './session.machine.ts';
import {
  cookieLifetimesInDays,
  isLoginPage,
  isOneTimeCodePage,
  isVerificationPage,
  logoutStorageKeys,
  navigationCheck,
  needsOneTimeCode,
  sessionMessages,
} from './session.rules.ts';
import {
  isOpenOneTimeCode,
  isSpentOneTimeCode,
  oneTimeCodeRefusalTexts,
  oneTimeCodeRefusalMessage,
} from './oneTimeCode.rules.ts';

const TOKEN = 'token-0123456789';
const AI_TOKEN = 'ai-token-0123456';
const customer: SessionUser = { type: 'User', status: 'Active', email_verified_at: '2024-01-01' };
const unverified: SessionUser = { ...customer, email_verified_at: null };
const admin: SessionUser = { type: 'Admin', status: 'Active', email_verified_at: '2024-01-01' };

describe('session rules (§4, §9)', () => {
  it('removes exactly the §9 keys at logout', () => {
    expect(logoutStorageKeys).toEqual([
      'cart_id',
      'project',
      'showroom',
      'category',
      'breadcrumb',
      'recently_viewed',
      'product_category',
      'product_list',
      'customer_viewed',
      'top_product',
      'my_item',
      'visual_redirect',
      'new-layout',
    ]);
  });

  it('keeps the §9 cookie lifetimes', () => {
    expect(cookieLifetimesInDays).toEqual({ userType: 1, rememberMe: 340, otpVerification: 340 });
  });

  it('recognises the Login and verification pages', () => {
    expect(isLoginPage('/login?redirect=%2Fcart')).toBe(true);
    expect(isLoginPage('/login-help')).toBe(false);
    expect(
      ['/login', '/login?redirect=%2Fcart', '/pro-account', '/pro-account#sign-in', '/account'].map(isOneTimeCodePage),
    ).toEqual([true, true, true, true, false]);
    expect(['/verify/abc', '/verify', '/verifiction', '/verifiction#x', '/verified'].map(isVerificationPage)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('tells a wrong code (tries left) from a spent one (a new code needed), with a text for each', () => {
    expect(
      [null, undefined, 'invalid', 'expired', 'locked', 'none'].map((refusal) => isSpentOneTimeCode(refusal as never)),
    ).toEqual([false, false, false, true, true, true]);
    expect(oneTimeCodeRefusalMessage(null)).toBe(sessionMessages.otpInvalid);
    expect(oneTimeCodeRefusalMessage('locked')).toBe('Too many wrong codes. Please request a new code.');
    expect(oneTimeCodeRefusalMessage('expired')).toBe('The code has expired. Please request a new code.');
    expect(oneTimeCodeRefusalMessage('none')).toBe('Please request a code first.');
  });

  it('asks only Admin for the one-time code, until it is verified', () => {
    expect(needsOneTimeCode(admin, false)).toBe(true);
    expect(needsOneTimeCode(admin, true)).toBe(false);
    expect(needsOneTimeCode(customer, false)).toBe(false);
  });

  it('checks each navigation as §4 describes', () => {
    expect(navigationCheck(admin, false, { path: '/account' })).toEqual({ kind: 'logout' });
    expect(navigationCheck(admin, false, { path: '/login' })).toEqual({ kind: 'stay' });
    expect(navigationCheck(admin, false, { path: '/pro-account' })).toEqual({ kind: 'stay' });
    expect(navigationCheck(admin, true, { path: '/account' })).toEqual({ kind: 'stay' });
    expect(navigationCheck(unverified, false, { path: '/account' })).toEqual({ kind: 'redirect', to: '/verifiction' });
    expect(navigationCheck(unverified, false, { path: '/verify/abc' })).toEqual({ kind: 'stay' });
    expect(navigationCheck(unverified, false, { path: '/verifiction' })).toEqual({ kind: 'stay' });
    expect(navigationCheck(customer, false, { path: '/verifiction', redirect: '/cart' })).toEqual({
      kind: 'redirect',
      to: '/cart',
    });
    expect(navigationCheck(customer, false, { path: '/verify/abc', redirect: '//evil.example' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(navigationCheck(customer, false, { path: '/verify/abc' })).toEqual({ kind: 'redirect', to: '/' });
    expect(navigationCheck(customer, false, { path: '/cart' })).toEqual({ kind: 'stay' });
  });
});

type SessionActors = Partial<
  Record<'loadUser' | 'loadAiUser' | 'logout' | 'requestOneTimeCode' | 'verifyOneTimeCode', AnyActorLogic>
>;

function startSession(input: SessionInput = {}, actors: SessionActors = {}) {
  const calls: EffectCall[] = [];
  const machine = sessionMachine.provide({ actions: recordingActions(sessionMachine, calls), actors });
  const actor = createActor(machine, { input }).start();
  const user = () => actor.getSnapshot().value.user;
  return { actor, calls, user };
}

const idle = (snapshot: SnapshotFrom<typeof sessionMachine>) =>
  !snapshot.matches({ user: 'loadingUser' }) && !snapshot.matches({ user: 'loggingOut' });

describe('session machine', () => {
  it('is signed out without a token longer than 10 characters, and loads nothing', () => {
    const { actor, calls } = startSession({ token: '0123456789', aiToken: null });
    expect(actor.getSnapshot().value).toEqual({ user: 'signedOut', ai: 'signedOut' });
    expect(calls).toEqual([]);
  });

  it('loads the user for a valid token', async () => {
    const inputs: unknown[] = [];
    const { actor } = startSession({ token: TOKEN }, { loadUser: answering(customer, inputs) });
    expect(actor.getSnapshot().value).toMatchObject({ user: 'loadingUser' });
    await waitFor(actor, idle);
    expect(inputs).toEqual([{ token: TOKEN }]);
    expect(actor.getSnapshot().value).toMatchObject({ user: { signedIn: 'ready' } });
    expect(actor.getSnapshot().context.user).toEqual(customer);
  });

  it('removes the token when the user cannot be loaded, and the AI token likewise', async () => {
    const { actor, calls } = startSession(
      { token: TOKEN, aiToken: AI_TOKEN },
      { loadUser: failing({ status: 401 }), loadAiUser: failing({ status: 401 }) },
    );
    await waitFor(actor, (snapshot) => snapshot.matches({ user: 'signedOut', ai: 'signedOut' }));
    expect(effectNames(calls).sort()).toEqual(['removeAiToken', 'removeToken']);
    expect(actor.getSnapshot().context).toMatchObject({ token: '', aiToken: '', user: null, aiUser: null });
  });

  it('loads the AI user with the AI token and signs it out on request', async () => {
    const inputs: unknown[] = [];
    const { actor, calls } = startSession({ aiToken: AI_TOKEN }, { loadAiUser: answering({ id: 3 }, inputs) });
    await waitFor(actor, (snapshot) => snapshot.matches({ ai: 'signedIn' }));
    expect(inputs).toEqual([{ token: AI_TOKEN }]);
    actor.send({ type: 'AI.SIGNED_OUT' });
    expect(actor.getSnapshot().value).toMatchObject({ ai: 'signedOut' });
    expect(calls).toEqual([{ effect: 'removeAiToken', params: undefined }]);
    actor.send({ type: 'AI.SIGNED_IN', user: { id: 4 }, token: AI_TOKEN });
    expect(actor.getSnapshot().context.aiUser).toEqual({ id: 4 });
  });

  it('stores the user type and loads cart and notifications after each navigation', () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'SIGNED_IN', user: customer, token: TOKEN });
    actor.send({ type: 'NAVIGATED', path: '/cart' });
    expect(calls).toEqual([
      { effect: 'rememberUserType', params: { type: 'User' } },
      { effect: 'loadCart', params: undefined },
      { effect: 'loadNotifications', params: undefined },
    ]);
  });

  it('loads no cart or notifications for an Admin still to pass the one-time code (the server refuses them)', async () => {
    const { actor, calls } = startSession(
      {},
      { requestOneTimeCode: answering({}), verifyOneTimeCode: answering({ valid: true }) },
    );
    actor.send({ type: 'SIGNED_IN', user: admin, token: TOKEN });
    actor.send({ type: 'NAVIGATED', path: '/pro-account' });
    expect(calls).toEqual([{ effect: 'rememberUserType', params: { type: 'Admin' } }]);
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.matches({ user: { signedIn: { oneTimeCode: 'awaitingCode' } } }));
    actor.send({ type: 'OTP.VERIFY', code: '123456' });
    await waitFor(actor, (snapshot) => snapshot.matches({ user: { signedIn: 'ready' } }));
    calls.length = 0;
    actor.send({ type: 'NAVIGATED', path: '/account' });
    expect(effectNames(calls)).toEqual(['rememberUserType', 'loadCart', 'loadNotifications']);
  });

  it('sends an unverified user to /verifiction, and a verified one away from it', () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'SIGNED_IN', user: unverified, token: TOKEN });
    actor.send({ type: 'NAVIGATED', path: '/account' });
    expect(paramsOf(calls, 'navigate')).toEqual([{ to: '/verifiction' }]);
    actor.send({ type: 'USER.UPDATED', user: customer });
    actor.send({ type: 'NAVIGATED', path: '/verifiction', redirect: '/checkout' });
    expect(paramsOf(calls, 'navigate')).toEqual([{ to: '/verifiction' }, { to: '/checkout' }]);
  });

  it('logs out an Admin without the one-time-code cookie anywhere but Login', async () => {
    const { actor, calls } = startSession({}, { logout: answering({}) });
    actor.send({ type: 'SIGNED_IN', user: admin, token: TOKEN });
    expect(actor.getSnapshot().value).toMatchObject({ user: { signedIn: { oneTimeCode: 'idle' } } });
    actor.send({ type: 'NAVIGATED', path: '/login' });
    expect(actor.getSnapshot().matches({ user: 'signedIn' })).toBe(true);
    actor.send({ type: 'NAVIGATED', path: '/account' });
    expect(actor.getSnapshot().value).toMatchObject({ user: 'loggingOut' });
    await waitFor(actor, idle);
    expect(actor.getSnapshot().value).toMatchObject({ user: 'signedOut' });
    expect(paramsOf(calls, 'navigate')).toEqual([{ to: '/' }]);
  });

  it('runs the admin one-time-code flow: request a code, verify it', async () => {
    const requests: unknown[] = [];
    const checks: unknown[] = [];
    let valid = false;
    const { actor, calls } = startSession(
      {},
      {
        requestOneTimeCode: answering({ message: 'A code was sent to your e-mail.' }, requests),
        verifyOneTimeCode: fromPromise<{ valid: boolean; message?: string | null }, { code: string }>(
          async ({ input }) => {
            checks.push(input);
            return valid ? { valid: true } : { valid: false, message: null };
          },
        ),
      },
    );
    const otp = () => actor.getSnapshot().value.user;
    actor.send({ type: 'SIGNED_IN', user: admin, token: TOKEN });
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.matches({ user: { signedIn: { oneTimeCode: 'awaitingCode' } } }));
    expect(requests).toEqual([undefined]);
    expect(actor.getSnapshot().context.otpMessage).toBe('A code was sent to your e-mail.');
    actor.send({ type: 'OTP.VERIFY', code: ' 123456 ' });
    await waitFor(actor, (snapshot) => snapshot.matches({ user: { signedIn: { oneTimeCode: 'awaitingCode' } } }));
    expect(actor.getSnapshot().context.otpError).toBe(sessionMessages.otpInvalid);
    valid = true;
    actor.send({ type: 'OTP.VERIFY', code: '654321' });
    await waitFor(actor, (snapshot) => snapshot.matches({ user: { signedIn: 'ready' } }));
    expect(checks).toEqual([{ code: '123456' }, { code: '654321' }]);
    expect(otp()).toEqual({ signedIn: 'ready' });
    expect(actor.getSnapshot().context).toMatchObject({ otpVerified: true, otpError: null, otpMessage: null });
    expect(calls).toEqual([
      { effect: 'markOneTimeCodeVerified', params: undefined },
      { effect: 'navigate', params: { to: '/account' } },
    ]);
    actor.send({ type: 'NAVIGATED', path: '/account' });
    expect(actor.getSnapshot().value).toMatchObject({ user: { signedIn: 'ready' } });
  });

  it('shows why a code could not be sent or checked', async () => {
    const { actor } = startSession(
      { otpVerified: false },
      {
        requestOneTimeCode: failing({ message: 'Too many requests.' }),
        verifyOneTimeCode: failing({ message: 'Server error.' }),
      },
    );
    actor.send({ type: 'SIGNED_IN', user: admin, token: TOKEN });
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.matches({ user: { signedIn: { oneTimeCode: 'idle' } } }));
    expect(actor.getSnapshot().context.otpError).toBe('Too many requests.');

    const second = startSession(
      {},
      {
        requestOneTimeCode: answering({}),
        verifyOneTimeCode: answering({ valid: false, message: 'The code has expired.' }),
      },
    );
    second.actor.send({ type: 'SIGNED_IN', user: admin, token: TOKEN });
    second.actor.send({ type: 'OTP.REQUEST' });
    await waitFor(second.actor, (snapshot) =>
      snapshot.matches({ user: { signedIn: { oneTimeCode: 'awaitingCode' } } }),
    );
    expect(second.actor.getSnapshot().context.otpMessage).toBeNull();
    second.actor.send({ type: 'OTP.VERIFY', code: '1' });
    await waitFor(second.actor, (snapshot) => snapshot.context.otpError !== null);
    expect(second.actor.getSnapshot().context.otpError).toBe('The code has expired.');
    second.actor.send({ type: 'OTP.REQUEST' });
    expect(second.actor.getSnapshot().value).toMatchObject({ user: { signedIn: { oneTimeCode: 'requesting' } } });

    const third = startSession(
      {},
      { requestOneTimeCode: answering({}), verifyOneTimeCode: failing({ message: 'Server error.' }) },
    );
    third.actor.send({ type: 'SIGNED_IN', user: admin, token: TOKEN });
    third.actor.send({ type: 'OTP.REQUEST' });
    await waitFor(third.actor, (snapshot) => snapshot.matches({ user: { signedIn: { oneTimeCode: 'awaitingCode' } } }));
    third.actor.send({ type: 'OTP.VERIFY', code: '1' });
    await waitFor(third.actor, (snapshot) => snapshot.context.otpError !== null);
    expect(third.actor.getSnapshot().context.otpError).toBe('Server error.');
  });

  it('keeps the expiry and the tries left, and asks for a new code once a code is spent', async () => {
    const EXPIRES = '2026-01-15T17:10:00.000Z';
    const answers: unknown[] = [
      { valid: false, message: 'Wrong.', refusal: 'invalid', expiresAt: EXPIRES, attemptsLeft: 4 },
      { valid: false, message: null, refusal: 'invalid' },
      { valid: false, message: 'Too many wrong codes.', refusal: 'locked', attemptsLeft: 0 },
      { valid: false, message: null, refusal: 'expired' },
      { valid: false, refusal: 'none' },
    ];
    const { actor } = startSession(
      {},
      {
        requestOneTimeCode: answering({ message: 'Sent.', expiresAt: EXPIRES, attemptsLeft: 5 }),
        verifyOneTimeCode: fromPromise(async () => answers.shift()),
      },
    );
    const at = (step: string) => (snapshot: SnapshotFrom<typeof sessionMachine>) =>
      snapshot.matches({ user: { signedIn: { oneTimeCode: step } } } as never);
    const context = () => actor.getSnapshot().context;
    actor.send({ type: 'SIGNED_IN', user: admin, token: TOKEN });
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, at('awaitingCode'));
    expect(context()).toMatchObject({ otpExpiresAt: EXPIRES, otpAttemptsLeft: 5, otpSpent: null, otpError: null });

    actor.send({ type: 'OTP.VERIFY', code: '000000' });
    await waitFor(actor, (snapshot) => snapshot.context.otpError !== null);
    expect(context()).toMatchObject({ otpError: 'Wrong.', otpExpiresAt: EXPIRES, otpAttemptsLeft: 4, otpSpent: null });
    // An answer without the expiry and the count keeps what the server said before.
    actor.send({ type: 'OTP.VERIFY', code: '000000' });
    await waitFor(actor, (snapshot) => snapshot.context.otpError === sessionMessages.otpInvalid);
    expect(context()).toMatchObject({ otpExpiresAt: EXPIRES, otpAttemptsLeft: 4 });

    actor.send({ type: 'OTP.VERIFY', code: '000000' });
    await waitFor(actor, at('codeSpent'));
    expect(context()).toMatchObject({
      otpError: 'Too many wrong codes.',
      otpSpent: 'locked',
      otpAttemptsLeft: 0,
      otpExpiresAt: null,
      otpMessage: null,
    });
    // A spent code takes no tries: only a new code.
    actor.send({ type: 'OTP.VERIFY', code: '246810' });
    expect(actor.getSnapshot().matches({ user: { signedIn: { oneTimeCode: 'codeSpent' } } })).toBe(true);
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, at('awaitingCode'));
    expect(context()).toMatchObject({ otpSpent: null, otpError: null, otpAttemptsLeft: 5, otpMessage: 'Sent.' });

    actor.send({ type: 'OTP.VERIFY', code: '000000' });
    await waitFor(actor, at('codeSpent'));
    expect(context()).toMatchObject({
      otpSpent: 'expired',
      otpError: oneTimeCodeRefusalTexts.expired,
      otpAttemptsLeft: null,
    });
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, at('awaitingCode'));
    actor.send({ type: 'OTP.VERIFY', code: '000000' });
    await waitFor(actor, at('codeSpent'));
    expect(context()).toMatchObject({ otpSpent: 'none', otpError: oneTimeCodeRefusalTexts.none });
  });

  it('keeps the one-time-code step across a reload while its code is open, asking for no new code', async () => {
    const EXPIRES = '2026-01-15T17:10:00.000Z';
    const requests: unknown[] = [];
    const pending = { expiresAt: EXPIRES, attemptsLeft: 3, message: 'A code was sent to admin@example.com.' };
    const { actor } = startSession(
      { token: TOKEN, pendingOneTimeCode: pending },
      {
        loadUser: answering(admin),
        requestOneTimeCode: answering({ message: 'Sent.', expiresAt: EXPIRES, attemptsLeft: 5 }, requests),
        verifyOneTimeCode: answering({ valid: false, message: 'Wrong.', refusal: 'invalid', attemptsLeft: 2 }),
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches({ user: 'signedIn' }));
    expect(actor.getSnapshot().value).toMatchObject({ user: { signedIn: { oneTimeCode: 'awaitingCode' } } });
    expect(actor.getSnapshot().context).toMatchObject({
      otpExpiresAt: EXPIRES,
      otpAttemptsLeft: 3,
      otpMessage: pending.message,
      otpError: null,
    });
    actor.send({ type: 'OTP.VERIFY', code: '111111' });
    await waitFor(actor, (snapshot) => snapshot.context.otpError !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      otpError: 'Wrong.',
      otpAttemptsLeft: 2,
      otpExpiresAt: EXPIRES,
    });
    expect(requests).toEqual([]);

    // A verified session, or a new sign-in, has no use for a kept code.
    const verified = startSession(
      { token: TOKEN, otpVerified: true, pendingOneTimeCode: pending },
      { loadUser: answering(admin) },
    );
    await waitFor(verified.actor, (snapshot) => snapshot.matches({ user: 'signedIn' }));
    expect(verified.actor.getSnapshot().value).toMatchObject({ user: { signedIn: 'ready' } });
    const signedInAgain = startSession({ pendingOneTimeCode: pending });
    signedInAgain.actor.send({ type: 'SIGNED_IN', user: admin, token: TOKEN });
    expect(signedInAgain.actor.getSnapshot().value).toMatchObject({ user: { signedIn: { oneTimeCode: 'idle' } } });
    expect(signedInAgain.actor.getSnapshot().context.otpExpiresAt).toBeNull();
  });

  it('shows a kept code no longer once a new code cannot be sent', async () => {
    const { actor } = startSession(
      { token: TOKEN, pendingOneTimeCode: { expiresAt: '2026-01-15T17:10:00.000Z' } },
      { loadUser: answering(admin), requestOneTimeCode: failing({ message: 'Too many requests.' }) },
    );
    await waitFor(actor, (snapshot) => snapshot.matches({ user: { signedIn: { oneTimeCode: 'awaitingCode' } } }));
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.matches({ user: { signedIn: { oneTimeCode: 'idle' } } }));
    expect(actor.getSnapshot().context).toMatchObject({ otpError: 'Too many requests.', otpExpiresAt: null });
  });

  it('takes a kept code as open only while it is well-formed, unexpired and not locked', () => {
    const now = Date.parse('2026-01-15T17:00:00.000Z');
    expect(isOpenOneTimeCode({ expiresAt: '2026-01-15T17:10:00.000Z' }, now)).toBe(true);
    expect(isOpenOneTimeCode({ expiresAt: '2026-01-15T17:10:00.000Z', attemptsLeft: 2, message: 'Sent.' }, now)).toBe(
      true,
    );
    expect(isOpenOneTimeCode({ expiresAt: '2026-01-15T17:00:00.000Z' }, now)).toBe(false);
    expect(isOpenOneTimeCode({ expiresAt: 'soon' }, now)).toBe(false);
    expect(isOpenOneTimeCode({ expiresAt: '2026-01-15T17:10:00.000Z', attemptsLeft: 0 }, now)).toBe(false);
    expect(isOpenOneTimeCode({ expiresAt: '2026-01-15T17:10:00.000Z', attemptsLeft: '3' }, now)).toBe(false);
    expect(isOpenOneTimeCode({ expiresAt: '2026-01-15T17:10:00.000Z', message: 5 }, now)).toBe(false);
    expect(isOpenOneTimeCode({}, now)).toBe(false);
    expect(isOpenOneTimeCode({ expiresAt: Date.parse('2026-01-15T17:10:00.000Z') }, now)).toBe(false);
    expect(isOpenOneTimeCode({ expiresAt: '2026-01-15T17:10:00.000Z', attemptsLeft: null }, now)).toBe(true);
    expect(isOpenOneTimeCode({ expiresAt: '2026-01-15T17:10:00.000Z', attemptsLeft: 1.5 }, now)).toBe(false);
    expect(isOpenOneTimeCode(null, now)).toBe(false);
    expect(isOpenOneTimeCode('2026-01-15T17:10:00.000Z', now)).toBe(false);
  });

  it('does not ask an Admin whose stored session has the cookie', async () => {
    const { actor } = startSession({ token: TOKEN, otpVerified: true }, { loadUser: answering(admin) });
    await waitFor(actor, (snapshot) => snapshot.matches({ user: 'signedIn' }));
    expect(actor.getSnapshot().value).toMatchObject({ user: { signedIn: 'ready' } });
  });

  it('asks again at a new Admin sign-in, cookie or not: the server verifies each session', () => {
    const { actor } = startSession({ otpVerified: true });
    actor.send({ type: 'SIGNED_IN', user: admin, token: TOKEN });
    expect(actor.getSnapshot().value).toMatchObject({ user: { signedIn: { oneTimeCode: 'idle' } } });
    expect(actor.getSnapshot().context.otpVerified).toBe(false);
  });

  it('handles a 401: user data cleared, token removed, Login with the current path', () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'SIGNED_IN', user: customer, token: TOKEN });
    actor.send({ type: 'UNAUTHORIZED', path: '/checkout?step=2' });
    expect(actor.getSnapshot().value).toMatchObject({ user: 'signedOut' });
    expect(actor.getSnapshot().context).toMatchObject({ token: '', user: null });
    expect(calls).toEqual([
      { effect: 'clearUserData', params: undefined },
      { effect: 'removeToken', params: undefined },
      { effect: 'navigate', params: { to: '/login?redirect=%2Fcheckout%3Fstep%3D2' } },
    ]);
    actor.send({ type: 'UNAUTHORIZED', path: '/cart' });
    expect(paramsOf(calls, 'navigate')).toContainEqual({ to: '/login?redirect=%2Fcart' });
  });

  it.each([
    ['the server confirms', (inputs: unknown[]) => answering({ message: 'Logged out.' }, inputs), 'Logged out.'],
    [
      'the server has no message',
      (inputs: unknown[]) => answering({ message: null }, inputs),
      'You have been logged out.',
    ],
    ['the server fails', (inputs: unknown[]) => failing(new Error('offline'), inputs), 'You have been logged out.'],
  ])(
    'logs out when %s: §9 keys, cart, user and token cleared, then / and a success toast',
    async (_case, logout, message) => {
      const inputs: unknown[] = [];
      const { actor, calls } = startSession({}, { logout: logout(inputs) });
      actor.send({ type: 'SIGNED_IN', user: customer, token: TOKEN });
      actor.send({ type: 'LOGOUT' });
      await waitFor(actor, idle);
      expect(inputs).toEqual([{ token: TOKEN }]);
      expect(calls).toEqual([
        { effect: 'removeStoredItems', params: { keys: logoutStorageKeys } },
        { effect: 'clearCart', params: undefined },
        { effect: 'clearUserData', params: undefined },
        { effect: 'removeToken', params: undefined },
        { effect: 'navigate', params: { to: '/' } },
        { effect: 'notify', params: { kind: 'success', message } },
      ]);
      expect(actor.getSnapshot().value).toMatchObject({ user: 'signedOut' });
    },
  );
});

describe('session model', () => {
  const declared = declaredModel(sessionMachine);

  it(`reaches all ${declared.stateIds.length} states and takes all ${declared.transitionIds.length} transitions`, async ({
    annotate,
  }) => {
    const report = await exploreModel({
      machine: sessionMachine,
      inputs: [
        { token: TOKEN, aiToken: AI_TOKEN },
        { token: TOKEN, pendingOneTimeCode: { expiresAt: '2026-01-15T17:10:00.000Z' } },
        {},
      ],
      events: [
        { type: 'SIGNED_IN', user: admin, token: TOKEN },
        { type: 'SIGNED_IN', user: unverified, token: TOKEN },
        { type: 'USER.UPDATED', user: customer },
        { type: 'NAVIGATED', path: '/account' },
        { type: 'NAVIGATED', path: '/verify/abc' },
        { type: 'UNAUTHORIZED', path: '/checkout' },
        { type: 'LOGOUT' },
        { type: 'OTP.REQUEST' },
        { type: 'OTP.VERIFY', code: '123456' },
        { type: 'AI.SIGNED_IN', user: { id: 1 }, token: AI_TOKEN },
        { type: 'AI.SIGNED_OUT' },
        { type: 'xstate.done.actor.loadUser', output: customer },
        { type: 'xstate.done.actor.loadUser', output: admin },
        { type: 'xstate.error.actor.loadUser', error: { status: 401 } },
        { type: 'xstate.done.actor.loadAiUser', output: { id: 1 } },
        { type: 'xstate.error.actor.loadAiUser', error: { status: 401 } },
        { type: 'xstate.done.actor.logout', output: { message: 'Bye.' } },
        { type: 'xstate.error.actor.logout', error: { status: 500 } },
        { type: 'xstate.done.actor.requestOneTimeCode', output: { message: 'Sent.' } },
        { type: 'xstate.error.actor.requestOneTimeCode', error: { message: 'Busy.' } },
        { type: 'xstate.done.actor.verifyOneTimeCode', output: { valid: true } },
        { type: 'xstate.done.actor.verifyOneTimeCode', output: { valid: false, message: 'Wrong.' } },
        { type: 'xstate.done.actor.verifyOneTimeCode', output: { valid: false, refusal: 'locked' } },
        { type: 'xstate.error.actor.verifyOneTimeCode', error: { message: 'Busy.' } },
      ],
    });
    await reportModelCoverage('session', report, annotate);
    expect(report.eventTypesWithoutSamples).toEqual([]);
    expect(report.divergences).toEqual([]);
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
    expect(report.reachedStates).toEqual([...sessionStates].sort());
  });

  it('lists every state in its inventory', () => {
    expect([...sessionStates].sort()).toEqual([...declared.stateIds].sort());
  });
});

describe('session properties (fast-check)', () => {
  type Step =
    { readonly kind: 'event'; readonly event: SessionEvent } | { readonly kind: 'store'; readonly key: string };
  const otherKeys = ['authToken', 'settings', 'header_menus', 'notifications', 'redirect_to'];
  const anyKey = fc.constantFrom<string>(...logoutStorageKeys, ...otherKeys);
  const anyUser = fc.constantFrom(customer, unverified, admin);
  const step: fc.Arbitrary<Step> = fc.oneof(
    anyKey.map((key): Step => ({ kind: 'store', key })),
    anyUser.map((user): Step => ({ kind: 'event', event: { type: 'SIGNED_IN', user, token: TOKEN } })),
    fc
      .constantFrom('/account', '/login', '/verifiction', '/cart')
      .map((path): Step => ({ kind: 'event', event: { type: 'NAVIGATED', path } })),
    fc.constantFrom<Step>(
      { kind: 'event', event: { type: 'LOGOUT' } },
      { kind: 'event', event: { type: 'UNAUTHORIZED', path: '/cart' } },
      { kind: 'event', event: { type: 'OTP.REQUEST' } },
    ),
  );

  it('removes every §9 key, and only those besides the token, whenever a logout completes', async () => {
    let logouts = 0;
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { maxLength: 30 }), async (serverFails, steps) => {
        const storage = new Map<string, string>([...logoutStorageKeys, ...otherKeys].map((key) => [key, 'v']));
        const actors: SessionActors = {
          logout: serverFails ? failing({ status: 500 }) : answering({}),
          requestOneTimeCode: answering({}),
        };
        const machine = sessionMachine.provide({
          actions: {
            removeStoredItems: (_, params) => params.keys.forEach((key) => storage.delete(key)),
            removeToken: () => storage.delete('authToken'),
          },
          actors,
        });
        const actor = createActor(machine, { input: {} }).start();
        for (const current of steps) {
          if (current.kind === 'store') {
            storage.set(current.key, 'v');
            continue;
          }
          const before = new Set(storage.keys());
          const wasLoggingOut = () => actor.getSnapshot().matches({ user: 'loggingOut' });
          actor.send(current.event);
          if (!wasLoggingOut()) continue;
          await waitFor(actor, idle);
          logouts += 1;
          for (const key of logoutStorageKeys) expect(storage.has(key)).toBe(false);
          const kept = [...before].filter(
            (key) => !(logoutStorageKeys as readonly string[]).includes(key) && key !== 'authToken',
          );
          for (const key of kept) expect(storage.has(key)).toBe(true);
        }
        actor.stop();
      }),
      { numRuns: 1000 },
    );
    expect(logouts).toBeGreaterThan(100);
  });
});
