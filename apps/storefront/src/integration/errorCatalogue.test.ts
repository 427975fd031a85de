import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiNotSentError,
  createApiClient,
  serverMessageOf,
  socialProviders,
  type ApiClient,
  type ApiToast,
  type Category,
} from '@showroom/api';
import {
  createDemoHandlers,
  createMockState,
  mockTokenFor,
  scenarioHandlers,
  type MockState,
  type ScenarioName,
} from '@showroom/api/mocks';
import {
  registrationMachine,
  showroomSearchMachine,
  signInMachine,
  type AttachCartRequest,
  type CreatedProject,
  type CreateProjectRequest,
  type FailProgressParams,
  type NavigateParams,
  type NotifyParams,
  type RegistrationForm,
  type RegistrationInput,
  type RevokeSessionParams,
  type SavedItem,
  type ShowroomCategory,
  type SignInInput,
  type StoreSessionParams,
} from '@showroom/machines';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';

/**
 * SPEC §8, the rows the state machines carry: the real machines of @showroom/machines, their API
 * effects provided by the real client of @showroom/api, answered by the real demo handlers of
 * @showroom/api/mocks (MSW in Node). The HTTP rows (422, 401, 500/404/405, 403, other statuses)
 * are the client's own and are covered in packages/api/src/client/errorCatalogue.test.ts.
 */

const BASE_URL = 'http://api.test';
const PASSWORD = 'Demo-pass-2026';

/** The §8 texts, exactly as the spec quotes them (the last test checks them against docs/SPEC.md). */
const text = {
  noShowroom: 'No Showroom Found, Please Enter Correct Showroom Id.',
  notAuthorized: 'You are not authorized to access this page.',
  pleaseLogin: 'Please login to proceed.',
  internalServerError: 'Internal server error.',
  deactivated: 'Your account has been deactivated. Please contact WeVisu Support.',
  pending: 'Your account is currently pending approval by Wevisu.',
  invalidCardNumber: 'Invalid Card Number.',
  invalidExpiry: 'Invalid Expiration Date.',
  invalidCvc: 'Invalid CVC.',
} as const;

/** What the client shows for a 500 without a message and for Laravel's generic 422 (the HTTP rows of §8). */
const clientText = {
  serverError: 'Internal Server error please try again.',
  invalidInput: 'Invalid input OR some mandatory fields are blank.',
} as const;

// ── The mock server ──────────────────────────────────────────────────────────────────────────

interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | null;
}

const server = setupServer();
const sent: SentRequest[] = [];
let world: MockState;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
    });
  });
});
beforeEach(() => {
  sent.length = 0;
  world = createMockState();
  server.use(...createDemoHandlers({ state: world }));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Switches one of the mocks' named scenarios on, over the same demo world. */
function switchScenario(name: ScenarioName) {
  server.use(...scenarioHandlers(name, { state: world }));
}

/** One endpoint answers `status` with `body`; every other endpoint keeps its demo handler. */
function answerPost(path: string, status: number, body: Record<string, unknown>) {
  server.use(http.post(`${BASE_URL}${path}`, () => HttpResponse.json(body, { status })));
}

function requestsTo(method: string, path: string): SentRequest[] {
  return sent.filter((request) => request.method === method && request.path === path);
}

function tokenOf(email: string): string {
  const user = world.users.find((candidate) => candidate.email === email);
  if (user === undefined) throw new Error(`No demo account ${email}`);
  return mockTokenFor(user);
}

// ── The host: what the storefront does around the machines ───────────────────────────────────

/** Storage, toasts, the progress bar and navigation, as spies; the real client over them. */
function createHost() {
  const session = { token: null as string | null };
  const toasts: ApiToast[] = [];
  const progress = { start: vi.fn(), finish: vi.fn(), fail: vi.fn() };
  const clientFor = (getToken: () => string | null) =>
    createApiClient({
      baseUrl: BASE_URL,
      getToken,
      validateResponses: true,
      hooks: {
        progress,
        toast: (toast) => toasts.push(toast),
        unauthorised: { clearUserData: vi.fn(), removeToken: vi.fn(), currentPath: () => '/login', redirect: vi.fn() },
      },
    });
  const client = clientFor(() => session.token);
  const notices: NotifyParams[] = [];
  const navigations: string[] = [];
  const loggingOut: Promise<unknown>[] = [];
  return {
    session,
    toasts,
    progress,
    client,
    clientFor,
    notices,
    navigations,
    /** Every logout the host started has been answered. */
    loggedOut: () => Promise.allSettled(loggingOut),
    notify: vi.fn((_: unknown, params: NotifyParams) => void notices.push(params)),
    navigate: vi.fn((_: unknown, { to }: NavigateParams) => void navigations.push(to)),
    storeSession: vi.fn((_: unknown, { token }: StoreSessionParams) => {
      session.token = token;
    }),
    /** Logged out again: the token is dropped and the server told (POST /api/logout with it). */
    revokeSession: vi.fn((_: unknown, { token }: RevokeSessionParams) => {
      session.token = null;
      loggingOut.push(clientFor(() => token).logout());
    }),
    failProgress: vi.fn<(_: unknown, params: FailProgressParams) => void>(),
    forgetCartId: vi.fn(),
    rememberProject: vi.fn(),
  };
}
type Host = ReturnType<typeof createHost>;

/** A complete saved design (`my_item`): showroom, floorplan and floorTemplate. */
const design: SavedItem = { showroom: 'DEMO0001', floorplan: 'kitchen-12x14', floorTemplate: 'modern-white' };

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** POST /api/projectCart from the saved design. */
async function createProject(
  host: Host,
  { savedItem }: CreateProjectRequest,
  client: ApiClient = host.client,
): Promise<CreatedProject> {
  const my_item = {
    showroom: textOrNull(savedItem?.showroom),
    floorplan: textOrNull(savedItem?.floorplan),
    floorTemplate: textOrNull(savedItem?.floorTemplate),
  };
  const { data } = await client.createProject({ body: { my_item } });
  return { projectId: String(data) };
}

/**
 * A project from the saved design, then the guest cart attached to it. The sign-in attaches
 * before its session is stored, so it passes a client for the new token.
 */
async function attachCart(
  host: Host,
  request: AttachCartRequest,
  client: ApiClient = host.client,
): Promise<CreatedProject> {
  const project = await createProject(host, request, client);
  await client.addProjectToCart({
    body: { re_temp_project_id: Number(request.tempProjectId), project_id: Number(project.projectId) },
  });
  return project;
}

/** The API's category tree as the machine types it (an interface has no index signature: copy it). */
function toShowroomCategory({ children, ...category }: Category): ShowroomCategory {
  return { ...category, children: children.map(toShowroomCategory) };
}

function providerOf(name: string): (typeof socialProviders)[number] {
  const provider = socialProviders.find((known) => known === name);
  if (provider === undefined) throw new Error(`Unknown social provider ${name}`);
  return provider;
}

// ── One helper per machine: its effects provided from the client ─────────────────────────────

function startShowroomSearch(host: Host) {
  const machine = showroomSearchMachine.provide({
    actors: {
      findShowrooms: fromPromise(
        async ({ input }) => (await host.client.searchShowrooms({ query: { s: input.search } })).data.data,
      ),
      loadShowroomProfile: fromPromise(async ({ input }) => {
        const { data } = await host.client.getShowroomProfile({ query: { vsd_id: input.vsd_id } });
        return data.data === null
          ? { profile: null, category: [] }
          : { profile: data.data.profile, category: data.data.category.map(toShowroomCategory) };
      }),
    },
    actions: { notify: host.notify, navigate: host.navigate },
  });
  return createActor(machine).start();
}

function startSignIn(host: Host, input: SignInInput = {}) {
  const machine = signInMachine.provide({
    actors: {
      login: fromPromise(
        async ({ input: { email, password } }) => (await host.client.login({ body: { email, password } })).data,
      ),
      socialLogin: fromPromise(async ({ input: { provider, data } }) => {
        const params = { provider: providerOf(provider) };
        return { token: (await host.client.socialLogin({ params, body: { data: { ...data } } })).data.token };
      }),
      loadUser: fromPromise(async ({ input: { token } }) => (await host.clientFor(() => token).getAuthUser()).data),
      attachCart: fromPromise(({ input }) =>
        attachCart(
          host,
          input,
          host.clientFor(() => input.token),
        ),
      ),
      createProject: fromPromise(({ input }) => createProject(host, input)),
    },
    actions: {
      notify: host.notify,
      navigate: host.navigate,
      storeSession: host.storeSession,
      revokeSession: host.revokeSession,
      failProgress: host.failProgress,
      forgetCartId: host.forgetCartId,
      rememberProject: host.rememberProject,
    },
  });
  return createActor(machine, { input }).start();
}

function startRegistration(host: Host, input: RegistrationInput = {}) {
  const machine = registrationMachine.provide({
    actors: {
      register: fromPromise(async ({ input: payload }) => (await host.client.register({ body: payload })).data),
      attachCart: fromPromise(({ input }) => attachCart(host, input)),
      createProject: fromPromise(({ input }) => createProject(host, input)),
    },
    actions: { notify: host.notify, navigate: host.navigate, storeSession: host.storeSession },
  });
  return createActor(machine, { input }).start();
}

/** Waits until no effect of the machine is running (every invoked actor has answered). */
function settled(actor: AnyActorRef) {
  return waitFor(actor, (snapshot) => Object.keys(snapshot.children as object).length === 0, { timeout: 5_000 });
}

/** Steps 1 and 2 of the wizard, valid; no card (card data is optional). */
const registrationDetails = {
  full_name: 'Jamie Rivera',
  email: 'jamie.rivera@example.test',
  password: PASSWORD,
  phone_number: '2135550142',
  zip_code: '90012',
  agree: true,
  shipping_street: '100 Main St',
  shipping_city: 'Los Angeles',
  shipping_state: 'CA',
  shipping_zip_code: '90012',
} satisfies Partial<RegistrationForm>;

/** Fills the wizard and walks from step 1 to step 3. */
function toPaymentStep(registration: ReturnType<typeof startRegistration>, values: Partial<RegistrationForm>) {
  registration.send({ type: 'FORM.FILL', values });
  registration.send({ type: 'NEXT' });
  registration.send({ type: 'NEXT' });
  expect(registration.getSnapshot().matches({ editing: 'payment' })).toBe(true);
}

/**
 * §4, §6, §8: the account is refused with `message` and logged out again, by password sign-in
 * (login) and by social sign-in (socialLogin, then loadUser with the scenario's account).
 */
async function expectRefusedSignIn(email: string, scenario: ScenarioName, message: string) {
  const host = createHost();
  const byPassword = startSignIn(host);
  byPassword.send({ type: 'SUBMIT', email, password: PASSWORD, remember: true });
  await settled(byPassword);

  switchScenario(scenario);
  const bySocial = startSignIn(host);
  bySocial.send({ type: 'SOCIAL', provider: 'google', data: { access_token: 'provider-access-token' } });
  await settled(bySocial);
  await host.loggedOut();

  const token = tokenOf(email);
  for (const signIn of [byPassword, bySocial]) {
    expect(signIn.getSnapshot().value).toBe('editing');
    expect(signIn.getSnapshot().context.message).toBe(message);
  }
  expect(host.notices).toEqual([
    { kind: 'error', message },
    { kind: 'error', message },
  ]);
  expect(requestsTo('GET', '/api/authuser').map((request) => request.authorization)).toEqual([`Bearer ${token}`]);
  // Logged out: never stored, the server's session closed again.
  expect(host.storeSession).not.toHaveBeenCalled();
  expect(host.revokeSession.mock.calls.map(([, params]) => params)).toEqual([{ token }, { token }]);
  expect(requestsTo('POST', '/api/logout').map((request) => request.authorization)).toEqual([
    `Bearer ${token}`,
    `Bearer ${token}`,
  ]);
  expect(host.session.token).toBeNull();
  expect(host.navigations).toEqual([]);
}

/** The storefront's cart and checklist handlers: the server's message as the toast (§8, read with serverMessageOf). */
async function withMessageToast(host: Host, call: Promise<unknown>): Promise<string | null> {
  try {
    const message = serverMessageOf(await call);
    if (message !== null) host.toasts.push({ kind: 'success', message, durationMs: 10_000 });
    return message;
  } catch (error) {
    // The client has shown the error toast already (§8 HTTP rows); this is what it showed.
    return serverMessageOf(error);
  }
}

// ── The catalogue ────────────────────────────────────────────────────────────────────────────

interface CatalogueRow {
  /** The §8 situation, word for word. */
  readonly situation: string;
  /** The texts the spec quotes for it, in order. */
  readonly quotes: readonly string[];
  readonly run: () => Promise<void>;
}

const rows: readonly CatalogueRow[] = [
  {
    situation: 'Empty showroom lookup',
    quotes: [text.noShowroom],
    run: async () => {
      switchScenario('showroomNotFound');
      const host = createHost();
      const search = startShowroomSearch(host);
      search.send({ type: 'TYPE', text: 'DEMO0001' });
      await settled(search);
      expect(requestsTo('GET', '/api/visualization/showrooms')).toHaveLength(1);
      expect(search.getSnapshot().value).toBe('notFound');
      expect(search.getSnapshot().context.match).toBeNull();
      expect(host.notices).toEqual([{ kind: 'warning', message: text.noShowroom }]);
      expect(host.toasts).toEqual([]);
    },
  },
  {
    situation: 'Non-User signs in',
    quotes: [text.notAuthorized],
    run: () => expectRefusedSignIn('vendor@demo.test', 'signInNonUser', text.notAuthorized),
  },
  {
    situation: 'Project creation fails attaching a cart',
    quotes: [text.pleaseLogin],
    run: async () => {
      answerPost('/api/projectCart', 500, { success: false, message: '' });
      const host = createHost();
      const signIn = startSignIn(host, {
        cartId: 'demo-guest-cart',
        tempProjectId: 801,
        savedItem: design,
        redirectQuery: '/checkout',
      });
      signIn.send({ type: 'SUBMIT', email: 'customer@demo.test', password: PASSWORD, remember: false });
      await settled(signIn);
      await host.loggedOut();
      // The attach speaks with the new token, which the host never stored.
      expect(requestsTo('POST', '/api/projectCart').map((request) => request.authorization)).toEqual([
        `Bearer ${tokenOf('customer@demo.test')}`,
      ]);
      expect(host.storeSession).not.toHaveBeenCalled();
      expect(requestsTo('POST', '/api/projectCart/add_project_to_cart')).toEqual([]);
      expect(signIn.getSnapshot().value).toBe('editing');
      expect(signIn.getSnapshot().context.message).toBe(text.pleaseLogin);
      expect(host.notices).toEqual([{ kind: 'error', message: text.pleaseLogin }]);
      // The client has also shown its own toast for the 500 (the §8 '500' row).
      expect(host.toasts.map(({ message }) => message)).toEqual([clientText.serverError]);
      // The session that was opened is closed again, and the cart id stays stored for a retry.
      expect(host.session.token).toBeNull();
      expect(requestsTo('POST', '/api/logout')).toHaveLength(1);
      expect(host.forgetCartId).not.toHaveBeenCalled();
      expect(host.navigations).toEqual([]);
    },
  },
  {
    situation: 'Project creation fails on visual redirect',
    quotes: [text.internalServerError],
    run: async () => {
      answerPost('/api/projectCart', 500, { success: false, message: '' });

      const signInHost = createHost();
      const signIn = startSignIn(signInHost, { visualRedirect: '/visualize/DEMO0001', savedItem: design });
      signIn.send({ type: 'SUBMIT', email: 'customer@demo.test', password: PASSWORD, remember: false });
      await settled(signIn);
      expect(signIn.getSnapshot().value).toBe('redirected');
      expect(signInHost.notices).toEqual([{ kind: 'error', message: text.internalServerError }]);
      expect(signInHost.navigations).toEqual(['/']);
      expect(signInHost.toasts.map(({ message }) => message)).toEqual([clientText.serverError]);
      expect(signInHost.session.token).toBe(tokenOf('customer@demo.test'));

      const registrationHost = createHost();
      const registration = startRegistration(registrationHost, {
        visualRedirect: '/visualize/DEMO0001',
        savedItem: design,
      });
      toPaymentStep(registration, registrationDetails);
      registration.send({ type: 'SUBMIT' });
      await settled(registration);
      expect(registration.getSnapshot().value).toBe('done');
      expect(registrationHost.notices).toEqual([{ kind: 'error', message: text.internalServerError }]);
      expect(registrationHost.navigations).toEqual(['/visualize']);

      expect(requestsTo('POST', '/api/projectCart')).toHaveLength(2);
      expect(signInHost.rememberProject).not.toHaveBeenCalled();
    },
  },
  {
    situation: 'Deactivated account',
    quotes: [text.deactivated],
    run: () => expectRefusedSignIn('deactivated@demo.test', 'signInDeactivated', text.deactivated),
  },
  {
    situation: 'Pending account',
    quotes: [text.pending],
    run: () => expectRefusedSignIn('pending@demo.test', 'signInPending', text.pending),
  },
  {
    situation: 'Card invalid',
    quotes: [text.invalidCardNumber, text.invalidExpiry, text.invalidCvc],
    run: async () => {
      const host = createHost();
      const registration = startRegistration(host);
      registration.send({
        type: 'FORM.FILL',
        values: {
          ...registrationDetails,
          card_number: '4111 1111 1111 1112',
          name_on_Card: 'Jamie Rivera',
          exp_date: '13/20',
          cvv: '1',
        },
      });
      const expectOnStepThreeWithCardErrors = async () => {
        await settled(registration);
        expect(registration.getSnapshot().matches({ editing: 'payment' })).toBe(true);
        expect(registration.getSnapshot().context.errors).toEqual({
          card_number: text.invalidCardNumber,
          exp_date: text.invalidExpiry,
          cvv: text.invalidCvc,
        });
      };
      registration.send({ type: 'NEXT' });
      // Step 2's submit checks the card entered earlier: the wizard shows step 3.
      registration.send({ type: 'SUBMIT' });
      await expectOnStepThreeWithCardErrors();
      // Done on step 3.
      registration.send({ type: 'SUBMIT' });
      await expectOnStepThreeWithCardErrors();
      expect(requestsTo('POST', '/api/register')).toEqual([]);
      expect(host.progress.start).not.toHaveBeenCalled();
    },
  },
  {
    situation: 'Cart and checklist failure/success',
    quotes: [],
    run: async () => {
      const host = createHost();
      host.session.token = tokenOf('customer@demo.test');
      const shown = [
        await withMessageToast(
          host,
          host.client.syncToCart({
            body: { cart_id: 'demo-guest-cart', product_id: 1001, quantity: 1, action: 'cart', showroom: 'DEMO0001' },
          }),
        ),
        await withMessageToast(
          host,
          host.client.addChecklistItems({ body: { project_id: 701, items: [{ title: 'Install the faucet' }] } }),
        ),
        await withMessageToast(
          host,
          host.client.updateCart({ body: { cart_id: 'no-such-cart', line_id: 9004, quantity: 2 } }),
        ),
        await withMessageToast(
          host,
          host.client.addChecklistItems({ body: { project_id: 999_999, items: [{ title: 'Order samples' }] } }),
        ),
      ];
      expect(host.toasts.map(({ kind, message }) => ({ kind, message }))).toEqual([
        { kind: 'success', message: 'Product added to cart successfully.' },
        { kind: 'success', message: 'Checklist updated successfully.' },
        { kind: 'error', message: 'Cart not found.' },
        { kind: 'error', message: 'Project not found.' },
      ]);
      expect(shown).toEqual(host.toasts.map(({ message }) => message));
    },
  },
  {
    situation: 'Registration request failure',
    quotes: [],
    run: async () => {
      const host = createHost();
      const registration = startRegistration(host);
      toPaymentStep(registration, registrationDetails);

      // Every call with a body answers 422 with errors for first_name and last_name: step 1 (full name).
      switchScenario('validationError');
      registration.send({ type: 'SUBMIT' });
      expect(registration.getSnapshot().value).toBe('registering');
      await settled(registration);
      expect(registration.getSnapshot().matches({ editing: 'account' })).toBe(true);
      expect(registration.getSnapshot().context.errors).toEqual({ full_name: 'The first name field is required.' });
      expect(registration.getSnapshot().context.formError).toBe(clientText.invalidInput);

      // A shipping field error sends the wizard to step 2.
      answerPost('/api/register', 422, {
        success: false,
        message: 'The given data was invalid.',
        errors: { shipping_city: ['The shipping city field is required.'] },
      });
      toPaymentStep(registration, {});
      registration.send({ type: 'SUBMIT' });
      await settled(registration);
      expect(registration.getSnapshot().matches({ editing: 'shipping' })).toBe(true);
      expect(registration.getSnapshot().context.errors).toEqual({
        shipping_city: 'The shipping city field is required.',
      });

      expect(requestsTo('POST', '/api/register')).toHaveLength(2);
      expect(host.progress.fail).toHaveBeenCalledTimes(2);
      expect(host.toasts.map(({ message }) => message)).toEqual([clientText.invalidInput, clientText.invalidInput]);
    },
  },
  {
    situation: 'Social auth failure',
    quotes: [],
    run: async () => {
      switchScenario('serverError');
      const host = createHost();
      const signIn = startSignIn(host);
      signIn.send({ type: 'SOCIAL', provider: 'google', data: { access_token: 'provider-access-token' } });
      expect(signIn.getSnapshot().value).toBe('socialAuthenticating');
      await settled(signIn);
      expect(requestsTo('POST', '/api/sociallogin/google')).toHaveLength(1);
      expect(signIn.getSnapshot().value).toBe('editing');
      // The machine fails the bar (failProgress) and so does the client for the failing request.
      expect(host.failProgress.mock.calls.map(([, params]) => params)).toEqual([{ message: clientText.serverError }]);
      expect(host.progress.fail).toHaveBeenCalledTimes(1);
      expect(host.progress.finish).not.toHaveBeenCalled();
      expect(host.storeSession).not.toHaveBeenCalled();
    },
  },
  {
    situation: 'Menu load without showroom and vsd_id',
    quotes: [],
    run: async () => {
      const host = createHost();
      await expect(host.client.getMenuCategories({ query: {} })).rejects.toBeInstanceOf(ApiNotSentError);
      expect(requestsTo('GET', '/api/menu_category')).toEqual([]);
      expect(host.progress.start).not.toHaveBeenCalled();
      expect(host.toasts).toEqual([]);
      // With a showroom ID the same call is made.
      await host.client.getMenuCategories({ query: { vsd_id: 'DEMO0001' } });
      expect(requestsTo('GET', '/api/menu_category')).toHaveLength(1);
    },
  },
  {
    situation: 'Other failures',
    quotes: [],
    run: async () => {
      switchScenario('serverError');
      const host = createHost();
      const search = startShowroomSearch(host);
      search.send({ type: 'TYPE', text: 'DEMO0001' });
      const signIn = startSignIn(host);
      signIn.send({ type: 'SUBMIT', email: 'customer@demo.test', password: PASSWORD, remember: false });
      const registration = startRegistration(host);
      toPaymentStep(registration, registrationDetails);
      registration.send({ type: 'SUBMIT' });
      // Each machine shows its loading state while its request runs...
      expect([search, signIn, registration].map((actor) => actor.getSnapshot().value)).toEqual([
        'searching',
        'authenticating',
        'registering',
      ]);

      await Promise.all([settled(search), settled(signIn), settled(registration)]);
      // ...and leaves it when the server fails: no overlay stays up, no progress bar keeps running.
      expect(search.getSnapshot().value).toBe('lookupFailed');
      expect(signIn.getSnapshot().value).toBe('editing');
      expect(signIn.getSnapshot().context.message).toBe(clientText.serverError);
      expect(registration.getSnapshot().matches({ editing: 'payment' })).toBe(true);
      expect(registration.getSnapshot().context.formError).toBe(clientText.serverError);
      expect(host.progress.start).toHaveBeenCalledTimes(3);
      expect(host.progress.fail).toHaveBeenCalledTimes(3);
      expect(host.toasts.map(({ message }) => message)).toEqual([
        clientText.serverError,
        clientText.serverError,
        clientText.serverError,
      ]);
    },
  },
];

describe('SPEC §8 error catalogue: machines, client and mocks together', () => {
  it.each(rows)('$situation', async ({ run }) => {
    await run();
  });

  it("covers every §8 row the client's own catalogue does not, with the spec's words", () => {
    const spec = readFileSync(fileURLToPath(new URL('../../../../docs/SPEC.md', import.meta.url)), 'utf8');
    const section = spec.slice(spec.indexOf('## 8. The error catalogue'), spec.indexOf('## 9.'));
    const specRows = section
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| Situation'))
      .map((line) => {
        const [, situation = '', behaviour = ''] = line.split('|').map((cell) => cell.trim());
        return { situation, quotes: [...behaviour.matchAll(/'([^']+)'/g)].map((match) => match[1]) };
      });
    const clientRows = ['HTTP 422', '401', '500, 404, 405', '403', 'other statuses'];
    expect(specRows.map((row) => row.situation)).toEqual(expect.arrayContaining(clientRows));
    expect(rows.map(({ situation, quotes }) => ({ situation, quotes }))).toEqual(
      specRows.filter((row) => !clientRows.includes(row.situation)),
    );
  });
});
