import fc from 'fast-check';
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { userStatuses, userTypes, type SessionUser } from '../rules/user/user.rules.ts';
import {
  answering,
  effectNames,
  failing,
  paramsOf,
  recordingActions,
  type EffectCall,
} from '../testing/effectRecorder.ts';
import { reportModelCoverage, declaredModel, exploreModel } from '../testing/modelCoverage.ts';
import { signInMachine, signInStates, type SignInInput } from './signIn.machine.ts';
import {
  admittedTypesByScreen,
  cartSignInTarget,
  postSignInTarget,
  proSignInPath,
  signInScreens,
  signedInVisitTarget,
  signInAdmission,
  signInMessages,
  signInOutcome,
  signInRefusal,
  socialSignInOutcome,
  socialSignInTarget,
  visualRedirectTarget,
  type SignInEnvironment,
} from './signIn.rules.ts';

const verified: SessionUser = {
  type: 'User',
  status: 'Active',
  email: 'ada@example.com',
  email_verified_at: '2024-01-01T00:00:00Z',
  total_projects: 0,
};
const completeItem = { showroom: 12, floorplan: 'kitchen-a', floorTemplate: 3 };
const noEnv: SignInEnvironment = {
  redirect: null,
  cartId: null,
  tempProjectId: null,
  visualRedirect: null,
  savedItem: null,
  projectId: null,
};
const TOKEN = 'token-0123456789';

describe('sign-in outcome (§4, §6, §8)', () => {
  it.each(['Vendor', 'Contractor', 'Designer', 'Admin', 'Client'])('refuses a %s on the sign-in screen', (type) => {
    expect(signInOutcome({ ...verified, type }, noEnv)).toEqual({
      kind: 'refused',
      message: 'You are not authorized to access this page.',
    });
  });

  it('stops a deactivated account with the deactivation message', () => {
    expect(signInOutcome({ ...verified, status: 'Deactive' }, noEnv)).toEqual({
      kind: 'deactivated',
      message: 'Your account has been deactivated. Please contact WeVisu Support.',
    });
  });

  it.each(['pending', 'Blocked', null, undefined])('stops status %s with the pending-approval message', (status) => {
    expect(signInOutcome({ ...verified, status }, noEnv)).toEqual({
      kind: 'pending-approval',
      message: 'Your account is currently pending approval by Wevisu.',
    });
  });

  it('lets Active and Approve through', () => {
    expect(signInOutcome(verified, noEnv).kind).toBe('redirect');
    expect(signInOutcome({ ...verified, status: 'Approve' }, noEnv).kind).toBe('redirect');
  });

  it('sends an unverified e-mail to /verifiction', () => {
    expect(signInOutcome({ ...verified, email_verified_at: null }, noEnv)).toEqual({
      kind: 'verify-email',
      to: '/verifiction',
    });
    expect(signInOutcome({ ...verified, email_verified_at: '' }, noEnv).kind).toBe('verify-email');
  });

  it('attaches a saved cart, then follows the redirect', () => {
    expect(signInOutcome(verified, { ...noEnv, cartId: 'c-1', redirect: '/checkout' })).toEqual({
      kind: 'attach-cart',
      to: '/checkout',
    });
    expect(
      signInOutcome({ ...verified, total_projects: 4 }, { ...noEnv, cartId: 'c-1', redirect: '/checkout' }),
    ).toEqual({
      kind: 'attach-cart',
      to: '/checkout',
    });
  });

  it('creates a project for a visual redirect only with a complete saved item', () => {
    const env = { ...noEnv, visualRedirect: '/visualize/checklist', savedItem: completeItem };
    expect(signInOutcome(verified, env)).toEqual({ kind: 'visual-project', to: '/visualize/checklist' });
    expect(signInOutcome(verified, { ...env, savedItem: { ...completeItem, floorTemplate: '' } }).kind).toBe(
      'redirect',
    );
    expect(signInOutcome(verified, { ...env, savedItem: null }).kind).toBe('redirect');
    expect(signInOutcome(verified, { ...env, savedItem: { showroom: 1, floorplan: 2 } }).kind).toBe('redirect');
  });

  it('puts the cart before the visual redirect', () => {
    const env = { ...noEnv, cartId: 'c-1', visualRedirect: '/visualize', savedItem: completeItem };
    expect(signInOutcome(verified, env).kind).toBe('attach-cart');
  });

  it('sends users with projects, or with redirect /login, to /', () => {
    expect(postSignInTarget({ ...verified, total_projects: 2 }, '/cart')).toBe('/');
    expect(postSignInTarget(verified, '/login')).toBe('/');
    expect(postSignInTarget(verified, '/login?redirect=%2Fcart')).toBe('/');
    expect(postSignInTarget(verified, '/cart')).toBe('/cart');
    expect(postSignInTarget({ ...verified, total_projects: null }, '/cart')).toBe('/cart');
    expect(postSignInTarget(verified, null)).toBe('/');
  });

  it('picks the target after attaching a cart', () => {
    expect(cartSignInTarget('/checkout')).toBe('/checkout');
    expect(cartSignInTarget('/login')).toBe('/');
    expect(cartSignInTarget(null)).toBe('/');
  });

  it('picks the saved redirect for a visual redirect', () => {
    expect(visualRedirectTarget('/visualize', '/cart')).toBe('/visualize');
    expect(visualRedirectTarget('true', '/cart')).toBe('/cart');
    expect(visualRedirectTarget('https://evil.example', null)).toBe('/');
    expect(visualRedirectTarget(null, '/login')).toBe('/');
  });

  it('sends social sign-ins with projects to /projects, others to the redirect or /', () => {
    expect(socialSignInTarget({ ...verified, total_projects: 1 }, '/cart')).toBe('/projects');
    expect(socialSignInTarget(verified, '/cart')).toBe('/cart');
    expect(socialSignInTarget({ ...verified, total_projects: undefined }, null)).toBe('/');
    expect(socialSignInTarget(verified, '/login')).toBe('/');
  });

  it('applies the §4 and §6 checks to social sign-ins before the social routing', () => {
    expect(socialSignInOutcome({ ...verified, type: 'Vendor', total_projects: 2 }, '/cart')).toEqual({
      kind: 'refused',
      message: 'You are not authorized to access this page.',
    });
    expect(socialSignInOutcome({ ...verified, status: 'Deactive', total_projects: 2 }, '/cart')).toEqual({
      kind: 'deactivated',
      message: 'Your account has been deactivated. Please contact WeVisu Support.',
    });
    expect(socialSignInOutcome({ ...verified, status: 'pending' }, '/cart')).toEqual({
      kind: 'pending-approval',
      message: 'Your account is currently pending approval by Wevisu.',
    });
    expect(socialSignInOutcome({ ...verified, email_verified_at: null, total_projects: 2 }, '/cart')).toEqual({
      kind: 'verify-email',
      to: '/verifiction',
    });
    expect(socialSignInOutcome({ ...verified, total_projects: 2 }, '/cart')).toEqual({
      kind: 'redirect',
      to: '/projects',
    });
    expect(socialSignInOutcome({ ...verified, status: 'Approve' }, '/cart')).toEqual({ kind: 'redirect', to: '/cart' });
    expect(socialSignInOutcome(verified, null)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('checks type, then status, then the e-mail, for both ways of signing in', () => {
    const unverifiedVendor = { ...verified, type: 'Vendor', status: 'Deactive', email_verified_at: null };
    expect(signInAdmission(unverifiedVendor).kind).toBe('refused');
    expect(signInAdmission({ ...unverifiedVendor, type: 'User' }).kind).toBe('deactivated');
    expect(signInAdmission({ ...unverifiedVendor, type: 'User', status: 'Approve' }).kind).toBe('verify-email');
    expect(signInAdmission(verified)).toEqual({ kind: 'admitted' });
    expect(signInRefusal({ ...verified, status: null })).toEqual({
      kind: 'pending-approval',
      message: signInMessages.pendingApproval,
    });
    expect(signInRefusal({ ...verified, email_verified_at: null })).toBeNull();
    expect(signInRefusal(verified)).toBeNull();
  });

  it('sends a signed-in visitor to /account, an Admin only with the one-time-code cookie', () => {
    expect(signedInVisitTarget(null, false)).toBeNull();
    expect(signedInVisitTarget(verified, false)).toBe('/account');
    expect(signedInVisitTarget({ ...verified, type: 'Vendor' }, false)).toBe('/account');
    expect(signedInVisitTarget({ ...verified, type: 'Admin' }, false)).toBeNull();
    expect(signedInVisitTarget({ ...verified, type: 'Admin' }, true)).toBe('/account');
  });

  it('admits one set of types per screen: User on the customer screen, the pros on the pro screen', () => {
    expect(signInScreens).toEqual(['customer', 'pro']);
    expect(admittedTypesByScreen).toEqual({ customer: ['User'], pro: ['Contractor', 'Vendor', 'Designer', 'Admin'] });
    expect(proSignInPath).toBe('/pro-account');
    for (const type of ['Contractor', 'Vendor', 'Designer', 'Admin']) {
      expect(signInAdmission({ ...verified, type }, 'pro')).toEqual({ kind: 'admitted' });
      expect(signInAdmission({ ...verified, type }, 'customer').kind).toBe('refused');
    }
    for (const type of ['User', 'Client', '', undefined]) {
      expect(signInAdmission({ ...verified, type } as SessionUser, 'pro')).toEqual({
        kind: 'refused',
        message: 'You are not authorized to access this page.',
      });
    }
  });

  it('applies the same status and e-mail checks on the pro screen', () => {
    const vendor = { ...verified, type: 'Vendor' };
    expect(signInRefusal({ ...vendor, status: 'Deactive' }, 'pro')).toEqual({
      kind: 'deactivated',
      message: signInMessages.deactivated,
    });
    expect(signInRefusal({ ...vendor, status: 'pending' }, 'pro')?.message).toBe(signInMessages.pendingApproval);
    expect(signInOutcome({ ...vendor, email_verified_at: null }, noEnv, 'pro')).toEqual({
      kind: 'verify-email',
      to: '/verifiction',
    });
    expect(signInRefusal(vendor, 'pro')).toBeNull();
  });

  it('sends pros to /account and an Admin to the one-time code, whatever the cart or redirect', () => {
    const env = {
      ...noEnv,
      cartId: 'c-1',
      redirect: '/checkout',
      visualRedirect: '/visualize',
      savedItem: completeItem,
    };
    for (const type of ['Contractor', 'Vendor', 'Designer']) {
      expect(signInOutcome({ ...verified, type }, env, 'pro')).toEqual({ kind: 'redirect', to: '/account' });
    }
    expect(signInOutcome({ ...verified, type: 'Admin' }, env, 'pro')).toEqual({ kind: 'one-time-code' });
    expect(signInOutcome({ ...verified, type: 'Admin', status: 'Approve' }, noEnv, 'pro').kind).toBe('one-time-code');
  });

  it('keeps the spec texts exactly', () => {
    expect(signInMessages).toEqual({
      notAuthorized: 'You are not authorized to access this page.',
      deactivated: 'Your account has been deactivated. Please contact WeVisu Support.',
      pendingApproval: 'Your account is currently pending approval by Wevisu.',
      cartAttachFailed: 'Please login to proceed.',
      visualProjectFailed: 'Internal server error.',
    });
  });
});

type SignInActors = Partial<
  Record<'login' | 'socialLogin' | 'loadUser' | 'attachCart' | 'createProject', AnyActorLogic>
>;

function startSignIn(input: SignInInput, actors: SignInActors = {}) {
  const calls: EffectCall[] = [];
  const machine = signInMachine.provide({ actions: recordingActions(signInMachine, calls), actors });
  const actor = createActor(machine, { input }).start();
  const settled = () => waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.matches('editing'));
  return { actor, calls, settled };
}

const credentials = { type: 'SUBMIT', email: '  ada@example.com ', password: 'correct horse', remember: true } as const;

describe('sign-in machine', () => {
  it('sends a signed-in visitor to /account at once', () => {
    const { actor, calls } = startSignIn({ signedInUser: verified });
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual([{ effect: 'navigate', params: { to: '/account' } }]);
  });

  it('keeps an Admin without the one-time-code cookie on the form', () => {
    const { actor, calls } = startSignIn({ signedInUser: { ...verified, type: 'Admin' }, otpVerified: false });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
  });

  it('signs a User in and goes to the redirect, without keeping the password', async () => {
    const loginInputs: unknown[] = [];
    const { actor, calls, settled } = startSignIn(
      { redirectQuery: '/cart', storedRedirect: '/faq' },
      { login: answering({ user: verified, token: TOKEN }, loginInputs) },
    );
    actor.send(credentials);
    expect(actor.getSnapshot().value).toBe('authenticating');
    await settled();
    expect(loginInputs).toEqual([{ email: 'ada@example.com', password: 'correct horse', remember: true }]);
    expect(calls).toEqual([
      { effect: 'storeSession', params: { user: verified, token: TOKEN, remember: true, email: 'ada@example.com' } },
      { effect: 'forgetStoredRedirect', params: undefined },
      { effect: 'navigate', params: { to: '/cart' } },
    ]);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('correct horse');
  });

  it('falls back to the stored redirect, and ignores an off-site one', async () => {
    const stored = startSignIn(
      { redirectQuery: 'https://evil.example', storedRedirect: '/faq' },
      { login: answering({ user: verified, token: TOKEN }) },
    );
    stored.actor.send(credentials);
    await stored.settled();
    expect(paramsOf(stored.calls, 'navigate')).toEqual([{ to: '/faq' }]);
  });

  it.each([
    ['Vendor', 'Active', signInMessages.notAuthorized],
    ['User', 'Deactive', signInMessages.deactivated],
    ['User', 'pending', signInMessages.pendingApproval],
  ])('logs a %s with status %s out again and says why', async (type, status, message) => {
    const { actor, calls, settled } = startSignIn(
      {},
      { login: answering({ user: { ...verified, type, status }, token: TOKEN }) },
    );
    actor.send(credentials);
    await settled();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.message).toBe(message);
    expect(calls).toEqual([
      { effect: 'revokeSession', params: { token: TOKEN } },
      { effect: 'notify', params: { kind: 'error', message } },
    ]);
  });

  it('shows the first server message for email and password, and resets them on the next try', async () => {
    const failure = {
      status: 422,
      message: 'The given data was invalid.',
      errors: { email: ['Wrong e-mail.', 'Second'], password: ['Wrong password.'] },
    };
    const { actor, settled } = startSignIn({}, { login: failing(failure) });
    actor.send(credentials);
    await settled();
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Wrong e-mail.', password: 'Wrong password.' });
    expect(actor.getSnapshot().context.message).toBe('The given data was invalid.');
    actor.send(credentials);
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('shows a bare failure without field errors', async () => {
    const { actor, settled } = startSignIn({}, { login: failing(new Error('Network down')) });
    actor.send(credentials);
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, message: 'Network down' });
  });

  it('says which effect is missing when the host provided none', async () => {
    const actor = createActor(signInMachine, { input: {} }).start();
    actor.send(credentials);
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.message).toMatch(/"login" effect of the signIn machine is not provided/);
  });

  it('sends an unverified User to /verifiction, signed in', async () => {
    const user = { ...verified, email_verified_at: null };
    const { actor, calls, settled } = startSignIn({}, { login: answering({ user, token: TOKEN }) });
    actor.send(credentials);
    await settled();
    expect(effectNames(calls)).toEqual(['storeSession', 'navigate']);
    expect(paramsOf(calls, 'navigate')).toEqual([{ to: '/verifiction' }]);
  });

  it('attaches the saved cart to a new project with the new token, then stores the session and follows the redirect', async () => {
    const attachInputs: unknown[] = [];
    let attached: (project: { projectId: string }) => void = () => undefined;
    const attachCart = fromPromise<{ projectId: string }, unknown>(({ input }) => {
      attachInputs.push(input);
      return new Promise((resolve) => (attached = resolve));
    });
    const { actor, calls, settled } = startSignIn(
      { cartId: 77, tempProjectId: 'tmp-9', savedItem: completeItem, projectId: '', redirectQuery: '/checkout' },
      { login: answering({ user: verified, token: TOKEN }), attachCart },
    );
    actor.send(credentials);
    await waitFor(actor, (snapshot) => snapshot.matches('attachingCart'));
    // Nothing is stored while the cart is being attached.
    expect(calls).toEqual([]);
    attached({ projectId: 'p-5' });
    await settled();
    expect(attachInputs).toEqual([
      { cartId: '77', tempProjectId: 'tmp-9', savedItem: completeItem, projectId: null, token: TOKEN },
    ]);
    expect(calls).toEqual([
      { effect: 'storeSession', params: { user: verified, token: TOKEN, remember: true, email: 'ada@example.com' } },
      { effect: 'rememberProject', params: { projectId: 'p-5' } },
      { effect: 'forgetCartId', params: undefined },
      { effect: 'announceCartUpdate', params: undefined },
      { effect: 'forgetStoredRedirect', params: undefined },
      { effect: 'navigate', params: { to: '/checkout' } },
    ]);
  });

  it('asks to log in again when the cart cannot be attached, without ever storing the session', async () => {
    const { actor, calls, settled } = startSignIn(
      { cartId: 'c-1' },
      { login: answering({ user: verified, token: TOKEN }), attachCart: failing(new Error('500')) },
    );
    actor.send(credentials);
    await settled();
    expect(actor.getSnapshot().value).toBe('editing');
    // No storeSession: the app never holds the session the server has just ended.
    expect(calls).toEqual([
      { effect: 'revokeSession', params: { token: TOKEN } },
      { effect: 'notify', params: { kind: 'error', message: 'Please login to proceed.' } },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({
      message: 'Please login to proceed.',
      token: '',
      pendingUser: null,
      // The cart id stays for a retry.
      env: { cartId: 'c-1' },
    });
  });

  it('creates the visual project and goes to the saved redirect', async () => {
    const createInputs: unknown[] = [];
    const { actor, calls, settled } = startSignIn(
      { visualRedirect: '/visualize', savedItem: completeItem, projectId: 31 },
      {
        login: answering({ user: verified, token: TOKEN }),
        createProject: answering({ projectId: 'p-6' }, createInputs),
      },
    );
    actor.send(credentials);
    await settled();
    expect(createInputs).toEqual([{ savedItem: completeItem, projectId: '31' }]);
    expect(calls.slice(1)).toEqual([
      { effect: 'rememberProject', params: { projectId: 'p-6' } },
      { effect: 'forgetVisualRedirect', params: undefined },
      { effect: 'forgetStoredRedirect', params: undefined },
      { effect: 'navigate', params: { to: '/visualize' } },
    ]);
  });

  it("says 'Internal server error.' and goes to / when the visual project fails", async () => {
    const { actor, calls, settled } = startSignIn(
      { visualRedirect: '/visualize', savedItem: completeItem },
      { login: answering({ user: verified, token: TOKEN }), createProject: failing(new Error('boom')) },
    );
    actor.send(credentials);
    await settled();
    expect(calls.slice(1)).toEqual([
      { effect: 'notify', params: { kind: 'error', message: 'Internal server error.' } },
      { effect: 'navigate', params: { to: '/' } },
    ]);
  });

  describe('pro screen', () => {
    const pro = (type: string, extra: Partial<SessionUser> = {}) => ({ ...verified, type, ...extra });

    it('signs a Vendor in and goes to /account, remembering the e-mail when asked', async () => {
      const { actor, calls, settled } = startSignIn(
        { screen: 'pro', redirectQuery: '/checkout', cartId: 'c-1' },
        { login: answering({ user: pro('Vendor'), token: TOKEN }) },
      );
      actor.send(credentials);
      await settled();
      expect(actor.getSnapshot().value).toBe('redirected');
      expect(calls).toEqual([
        {
          effect: 'storeSession',
          params: { user: pro('Vendor'), token: TOKEN, remember: true, email: 'ada@example.com' },
        },
        { effect: 'forgetStoredRedirect', params: undefined },
        { effect: 'navigate', params: { to: '/account' } },
      ]);
    });

    it('signs an Admin in and hands over to the one-time code', async () => {
      const { actor, calls, settled } = startSignIn(
        { screen: 'pro' },
        { login: answering({ user: pro('Admin'), token: TOKEN }) },
      );
      actor.send(credentials);
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      await settled();
      expect(actor.getSnapshot().value).toBe('oneTimeCode');
      expect(calls).toEqual([
        {
          effect: 'storeSession',
          params: { user: pro('Admin'), token: TOKEN, remember: true, email: 'ada@example.com' },
        },
      ]);
    });

    it.each([
      ['User', 'Active', signInMessages.notAuthorized],
      ['Contractor', 'Deactive', signInMessages.deactivated],
      ['Designer', 'pending', signInMessages.pendingApproval],
    ])('logs a %s with status %s out again and says why', async (type, status, message) => {
      const { actor, calls, settled } = startSignIn(
        { screen: 'pro' },
        { login: answering({ user: pro(type, { status }), token: TOKEN }) },
      );
      actor.send(credentials);
      await settled();
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.message).toBe(message);
      expect(calls).toEqual([
        { effect: 'revokeSession', params: { token: TOKEN } },
        { effect: 'notify', params: { kind: 'error', message } },
      ]);
    });

    it('sends an unverified pro to /verifiction, signed in', async () => {
      const { actor, calls, settled } = startSignIn(
        { screen: 'pro' },
        { login: answering({ user: pro('Contractor', { email_verified_at: null }), token: TOKEN }) },
      );
      actor.send(credentials);
      await settled();
      expect(paramsOf(calls, 'navigate')).toEqual([{ to: '/verifiction' }]);
    });

    it('offers no social sign-in', () => {
      const socialInputs: unknown[] = [];
      const { actor, calls } = startSignIn(
        { screen: 'pro' },
        { socialLogin: answering({ token: TOKEN }, socialInputs) },
      );
      actor.send({ type: 'SOCIAL', provider: 'google', data: {} });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(socialInputs).toEqual([]);
      expect(calls).toEqual([]);
    });

    it('starts on the customer screen when no screen is given', () => {
      const { actor } = startSignIn({});
      expect(actor.getSnapshot().context.screen).toBe('customer');
    });
  });

  describe('social login', () => {
    const social = { type: 'SOCIAL', provider: 'google', data: { accessToken: 'g-1' } } as const;

    it('loads the user with the new token; projects lead to /projects', async () => {
      const socialInputs: unknown[] = [];
      const loadInputs: unknown[] = [];
      const { actor, calls, settled } = startSignIn(
        {},
        {
          socialLogin: answering({ token: 'social-token-1' }, socialInputs),
          loadUser: answering({ ...verified, total_projects: 3 }, loadInputs),
        },
      );
      actor.send(social);
      await settled();
      expect(socialInputs).toEqual([{ provider: 'google', data: { accessToken: 'g-1' } }]);
      expect(loadInputs).toEqual([{ token: 'social-token-1' }]);
      expect(calls).toEqual([
        {
          effect: 'storeSession',
          params: {
            user: { ...verified, total_projects: 3 },
            token: 'social-token-1',
            remember: false,
            email: 'ada@example.com',
          },
        },
        { effect: 'forgetStoredRedirect', params: undefined },
        { effect: 'navigate', params: { to: '/projects' } },
      ]);
    });

    it('sends a user without projects to the stored redirect', async () => {
      const { actor, calls, settled } = startSignIn(
        { storedRedirect: '/cart' },
        { socialLogin: answering({ token: 'social-token-1' }), loadUser: answering({ ...verified, email: undefined }) },
      );
      actor.send(social);
      await settled();
      expect(paramsOf(calls, 'storeSession')).toMatchObject([{ email: '' }]);
      expect(paramsOf(calls, 'navigate')).toEqual([{ to: '/cart' }]);
    });

    it.each([
      ['Vendor', 'Active', signInMessages.notAuthorized],
      ['Admin', 'Active', signInMessages.notAuthorized],
      ['User', 'Deactive', signInMessages.deactivated],
      ['User', 'pending', signInMessages.pendingApproval],
      ['User', null, signInMessages.pendingApproval],
    ])('logs a %s with status %s out again and says why', async (type, status, message) => {
      const { actor, calls, settled } = startSignIn(
        { storedRedirect: '/cart' },
        {
          socialLogin: answering({ token: 'social-token-1' }),
          loadUser: answering({ ...verified, type, status, total_projects: 3 }),
        },
      );
      actor.send(social);
      await settled();
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({ message, token: '' });
      expect(calls).toEqual([
        { effect: 'revokeSession', params: { token: 'social-token-1' } },
        { effect: 'notify', params: { kind: 'error', message } },
      ]);
    });

    it('sends an unverified User to /verifiction, signed in, keeping the stored redirect', async () => {
      const user = { ...verified, email_verified_at: null, total_projects: 3 };
      const { actor, calls, settled } = startSignIn(
        { storedRedirect: '/cart' },
        { socialLogin: answering({ token: 'social-token-1' }), loadUser: answering(user) },
      );
      actor.send(social);
      await settled();
      expect(actor.getSnapshot().value).toBe('redirected');
      expect(calls).toEqual([
        {
          effect: 'storeSession',
          params: { user, token: 'social-token-1', remember: false, email: 'ada@example.com' },
        },
        { effect: 'navigate', params: { to: '/verifiction' } },
      ]);
    });

    it.each([
      ['no user loads', answering(null)],
      ['loading the user fails', failing(new Error('401'))],
    ])('is logged out when %s', async (_case, loadUser) => {
      const { actor, calls, settled } = startSignIn(
        {},
        { socialLogin: answering({ token: 'social-token-1' }), loadUser },
      );
      actor.send(social);
      await settled();
      expect(actor.getSnapshot().value).toBe('editing');
      expect(calls).toEqual([{ effect: 'revokeSession', params: { token: 'social-token-1' } }]);
      expect(actor.getSnapshot().context.token).toBe('');
    });

    it('stays on the form without a token, and fails the progress bar (§8)', async () => {
      const noToken = startSignIn({}, { socialLogin: answering({ token: null }) });
      noToken.actor.send(social);
      await noToken.settled();
      expect(noToken.actor.getSnapshot().value).toBe('editing');
      expect(noToken.calls).toEqual([{ effect: 'failProgress', params: { message: null } }]);
    });

    it('fails the progress bar when social auth fails (§8), and shows the failure', async () => {
      const failed = startSignIn({}, { socialLogin: failing({ message: 'Popup closed' }) });
      failed.actor.send(social);
      await failed.settled();
      expect(failed.actor.getSnapshot().value).toBe('editing');
      expect(failed.actor.getSnapshot().context.message).toBe('Popup closed');
      expect(failed.calls).toEqual([{ effect: 'failProgress', params: { message: 'Popup closed' } }]);

      const silent = startSignIn({}, { socialLogin: failing({}) });
      silent.actor.send(social);
      await silent.settled();
      expect(silent.calls).toEqual([{ effect: 'failProgress', params: { message: null } }]);
    });

    it('fails the progress bar when the host provided no social sign-in', async () => {
      const failures: unknown[] = [];
      const machine = signInMachine.provide({ actions: { failProgress: (_, params) => failures.push(params) } });
      const actor = createActor(machine, { input: {} }).start();
      actor.send(social);
      await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      expect(failures).toEqual([{ message: expect.stringMatching(/"socialLogin" effect of the signIn machine/) }]);
    });
  });
});

describe('sign-in model', () => {
  const declared = declaredModel(signInMachine);
  const login = (user: SessionUser) => ({ type: 'xstate.done.actor.login' as const, output: { user, token: TOKEN } });

  it(`reaches all ${declared.stateIds.length} states and takes all ${declared.transitionIds.length} transitions`, async ({
    annotate,
  }) => {
    const report = await exploreModel({
      machine: signInMachine,
      inputs: [
        { cartId: 'c-1', redirectQuery: '/checkout' },
        { visualRedirect: '/visualize', savedItem: completeItem },
        {},
        { signedInUser: verified },
        { screen: 'pro' },
      ],
      events: [
        credentials,
        { type: 'SOCIAL', provider: 'google', data: {} },
        login({ ...verified, type: 'Vendor' }),
        login({ ...verified, status: 'Deactive' }),
        login({ ...verified, status: 'pending' }),
        login({ ...verified, email_verified_at: null }),
        login(verified),
        login({ ...verified, type: 'Admin' }),
        { type: 'xstate.error.actor.login', error: { errors: { email: ['Taken'] } } },
        { type: 'xstate.done.actor.attachCart', output: { projectId: 'p-1' } },
        { type: 'xstate.error.actor.attachCart', error: { message: 'Server error' } },
        { type: 'xstate.done.actor.createProject', output: { projectId: 'p-2' } },
        { type: 'xstate.error.actor.createProject', error: { message: 'Server error' } },
        { type: 'xstate.done.actor.socialLogin', output: { token: 'social-token-1' } },
        { type: 'xstate.done.actor.socialLogin', output: { token: null } },
        { type: 'xstate.error.actor.socialLogin', error: { message: 'Popup closed' } },
        { type: 'xstate.done.actor.loadUser', output: verified },
        { type: 'xstate.done.actor.loadUser', output: { ...verified, type: 'Vendor' } },
        { type: 'xstate.done.actor.loadUser', output: { ...verified, status: 'Deactive' } },
        { type: 'xstate.done.actor.loadUser', output: { ...verified, status: 'pending' } },
        { type: 'xstate.done.actor.loadUser', output: { ...verified, email_verified_at: null } },
        { type: 'xstate.done.actor.loadUser', output: null },
        { type: 'xstate.error.actor.loadUser', error: { message: 'Unauthenticated.' } },
      ],
    });
    await reportModelCoverage('signIn', report, annotate);
    expect(report.eventTypesWithoutSamples).toEqual([]);
    expect(report.divergences).toEqual([]);
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
    expect(report.reachedStates).toEqual([...signInStates].sort());
  });

  it('lists every state in its inventory', () => {
    expect([...signInStates].sort()).toEqual([...declared.stateIds].sort());
  });
});

describe('sign-in properties (fast-check)', () => {
  const anyUser: fc.Arbitrary<SessionUser> = fc.record({
    type: fc.oneof(fc.constantFrom<string>(...userTypes, 'Client'), fc.string({ maxLength: 8 })),
    status: fc.oneof(fc.constantFrom<string | null | undefined>(...userStatuses, null, undefined), fc.string()),
    email: fc.option(fc.constant('ada@example.com'), { nil: undefined }),
    email_verified_at: fc.constantFrom('2024-01-01T00:00:00Z', '', null, undefined),
    total_projects: fc.constantFrom(0, 1, 5, null, undefined),
  });
  const anyRedirect = fc.constantFrom('/cart', '/checkout', '/login', null);
  const anyEnv: fc.Arbitrary<SignInEnvironment> = fc.record({
    redirect: anyRedirect,
    cartId: fc.constantFrom('c-1', null),
    tempProjectId: fc.constantFrom('tmp-1', null),
    visualRedirect: fc.constantFrom('/visualize', null),
    savedItem: fc.constantFrom(completeItem, null),
    projectId: fc.constantFrom('p-1', null),
  });
  const admitted = (user: SessionUser) =>
    user.type === 'User' &&
    (user.status === 'Active' || user.status === 'Approve') &&
    typeof user.email_verified_at === 'string' &&
    user.email_verified_at !== '';

  it('password and social sign-in stop exactly the same users, in the same way', () => {
    fc.assert(
      fc.property(anyUser, anyEnv, (user, env) => {
        const admission = signInAdmission(user);
        const password = signInOutcome(user, env);
        const social = socialSignInOutcome(user, env.redirect);
        if (admission.kind === 'admitted') {
          expect(admitted(user)).toBe(true);
          expect(['attach-cart', 'visual-project', 'redirect']).toContain(password.kind);
          expect(social).toEqual({ kind: 'redirect', to: socialSignInTarget(user, env.redirect) });
        } else {
          expect(admitted(user)).toBe(false);
          expect(password).toEqual(admission);
          expect(social).toEqual(admission);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('the pro screen admits exactly the pros the customer screen refuses for their type', () => {
    fc.assert(
      fc.property(anyUser, anyEnv, (user, env) => {
        const customer = signInAdmission(user, 'customer');
        const pro = signInAdmission(user, 'pro');
        const isPro = ['Contractor', 'Vendor', 'Designer', 'Admin'].includes(String(user.type));
        if (isPro) expect(customer.kind).toBe('refused');
        if (!isPro) expect(pro.kind).toBe('refused');
        // The status and e-mail checks are the same on both screens.
        if (customer.kind !== 'refused' && pro.kind !== 'refused') expect(pro).toEqual(customer);
        const outcome = signInOutcome(user, env, 'pro');
        if (pro.kind !== 'admitted') expect(outcome).toEqual(pro);
        else
          expect(outcome).toEqual(
            user.type === 'Admin' ? { kind: 'one-time-code' } : { kind: 'redirect', to: '/account' },
          );
      }),
      { numRuns: 1000 },
    );
  });

  it('a social sign-in keeps a session only for a User with status Active or Approve', async () => {
    await fc.assert(
      fc.asyncProperty(anyUser, anyRedirect, async (user, storedRedirect) => {
        const { actor, calls, settled } = startSignIn(
          { storedRedirect },
          { socialLogin: answering({ token: TOKEN }), loadUser: answering(user) },
        );
        actor.send({ type: 'SOCIAL', provider: 'google', data: {} });
        await settled();
        const mayProceed = user.type === 'User' && (user.status === 'Active' || user.status === 'Approve');
        expect(effectNames(calls).includes('storeSession')).toBe(mayProceed);
        expect(effectNames(calls).includes('revokeSession')).toBe(!mayProceed);
        if (!admitted(user)) expect(paramsOf(calls, 'navigate')).not.toContainEqual({ to: '/projects' });
        actor.stop();
      }),
      { numRuns: 1000 },
    );
  });
});
