import { createDemoHandlers, createMockState } from '@showroom/api/mocks';
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { storageKeys } from '../state/storageKeys.ts';
import { createAppServices } from './createAppServices.ts';
import { createRegistrationActor, registrationInputOf } from './registrationService.ts';

// The real stores, without the design system's index (its stylesheets need the vanilla-extract plugin).
vi.mock('@showroom/ui', async () => ({
  createProgressStore: (await import('../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts'))
    .createProgressStore,
  createToastStore: (await import('../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

type Sent = { path: string; body: unknown };

function servicesWith(storage: Record<string, string> = {}, options: { offline?: boolean } = {}) {
  const sent: Sent[] = [];
  const handlers = createDemoHandlers({ state: createMockState() });
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://shop.test'), init);
    const body: unknown = request.method === 'GET' ? null : await request.clone().json();
    sent.push({ path: `${request.method} ${new URL(request.url).pathname}`, body });
    if (options.offline) throw new TypeError('Failed to fetch');
    return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  };
  const memory = memoryStorage(storage);
  const services = createAppServices({
    storage: memory,
    cookies: memoryCookieJar({}),
    meta: { apiBaseUrl: 'http://shop.test', shopId: null },
    fetch: fetchThroughMocks,
    initialPath: () => '/register',
    scrollToTop: () => undefined,
  });
  const events = { modal: 0, navigations: [] as string[] };
  const actor = createRegistrationActor(services, {
    showSuccessModal: () => (events.modal += 1),
    navigate: (to) => events.navigations.push(to),
  });
  return { services, memory, sent, events, actor };
}

const complete = {
  full_name: 'Grace Brewster Hopper',
  email: 'grace.unit@example.test',
  password: 'cobol-1959',
  phone_number: '2135550142',
  zip_code: '90012',
  agree: true,
  shipping_street: '742 Evergreen Terrace',
  shipping_city: 'Los Angeles',
  shipping_state: 'CA',
  shipping_zip_code: '90012',
};

async function registerWithoutCard(actor: ReturnType<typeof servicesWith>['actor'], email = complete.email) {
  actor.start();
  actor.send({ type: 'FORM.FILL', values: { ...complete, email } });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SKIP' });
  return waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.matches('editing'), {
    timeout: 5000,
  });
}

describe('registrationInputOf', () => {
  it('reads the session, the shop and the §4 storage keys', () => {
    const { services } = servicesWith({
      [storageKeys.authToken]: 'a-token-longer-than-ten',
      [storageKeys.cartId]: 'demo-guest-cart',
      [storageKeys.tempProjectId]: '801',
      [storageKeys.myItem]: JSON.stringify({ showroom: 'DEMO0001' }),
      [storageKeys.redirectTo]: '/checkout',
    });
    expect(registrationInputOf(services)).toEqual({
      isAuthenticated: true,
      shopId: null,
      cartId: 'demo-guest-cart',
      tempProjectId: '801',
      savedItem: { showroom: 'DEMO0001' },
      projectId: null,
      visualRedirect: null,
      storedRedirect: '/checkout',
    });
  });

  it('counts a token of 10 characters or fewer as no session and ignores an unreadable my_item', () => {
    const { services } = servicesWith({ [storageKeys.authToken]: 'short', [storageKeys.myItem]: '{not json' });
    expect(registrationInputOf(services)).toMatchObject({ isAuthenticated: false, savedItem: null });
  });
});

describe('createRegistrationActor', () => {
  it('registers, stores the token, signs the user in and lands on / after the success modal', async () => {
    const { services, memory, sent, events, actor } = servicesWith();
    const snapshot = await registerWithoutCard(actor);
    expect(snapshot.value).toBe('done');
    expect(sent.map((request) => request.path)).toEqual(['POST /api/register']);
    expect(sent[0]?.body).toMatchObject({ first_name: 'Grace', last_name: 'Brewster Hopper', card_number: '' });
    expect(memory.getItem(storageKeys.authToken)?.length).toBeGreaterThan(10);
    expect(services.session.getState().token).toBe(memory.getItem(storageKeys.authToken));
    expect(events).toEqual({ modal: 1, navigations: ['/'] });
    // The session machine got the new user.
    const runtime = await services.runtime();
    expect(runtime.sessionActor.getSnapshot().context.user?.email).toBe(complete.email);
  });

  it('attaches a guest cart to a new project (§4 step 1) and forgets the cart id', async () => {
    const { services, memory, sent, actor } = servicesWith({
      [storageKeys.cartId]: 'demo-guest-cart',
      [storageKeys.tempProjectId]: '801',
    });
    const snapshot = await registerWithoutCard(actor, 'grace.cart@example.test');
    expect(snapshot.value).toBe('done');
    const paths = sent.map((request) => request.path);
    expect(paths.slice(0, 3)).toEqual(['POST /api/register', 'POST /api/projectCart', expect.stringMatching(/^POST /)]);
    expect(sent[2]?.body).toMatchObject({ cart_id: 'demo-guest-cart', re_temp_project_id: 801 });
    expect(services.toasts.getSnapshot()).toEqual([]);
    expect(memory.getItem(storageKeys.cartId)).toBeNull();
    expect(memory.getItem(storageKeys.project)).toMatch(/^\d+$/);
  });

  it('goes on when the remembered guest cart is gone from the server: no toast, and the stale id is forgotten', async () => {
    const { services, memory, sent, actor } = servicesWith({
      [storageKeys.cartId]: 'cart-attached-long-ago',
      [storageKeys.tempProjectId]: '801',
    });
    const snapshot = await registerWithoutCard(actor, 'grace.stale@example.test');
    expect(snapshot.value).toBe('done');
    expect(sent.map((request) => request.path)).toContain('POST /api/projectCart/add_project_to_cart');
    expect(services.toasts.getSnapshot()).toEqual([]);
    expect(memory.getItem(storageKeys.cartId)).toBeNull();
  });

  it('refuses to attach a cart without its temporary project id: the §8 toast, registration still done', async () => {
    const { services, actor } = servicesWith({ [storageKeys.cartId]: 'demo-guest-cart' });
    const snapshot = await registerWithoutCard(actor, 'grace.nocart@example.test');
    expect(snapshot.value).toBe('done');
    expect(services.toasts.getSnapshot().map((toast) => toast.message)).toContain('Please login to proceed.');
  });

  it("maps the server's refusal of the e-mail to step 1", async () => {
    const { memory, actor } = servicesWith();
    const snapshot = await registerWithoutCard(actor, 'customer@demo.test');
    expect(snapshot.matches({ editing: 'account' })).toBe(true);
    expect(snapshot.context.errors.email).toBe('The email has already been taken.');
    expect(memory.getItem(storageKeys.authToken)).toBeNull();
  });

  it('closes the refusal toasts of earlier attempts once the account is made', async () => {
    const { services, actor } = servicesWith();
    const refused = await registerWithoutCard(actor, 'customer@demo.test');
    expect(refused.matches({ editing: 'account' })).toBe(true);
    expect(services.toasts.getSnapshot().map((toast) => toast.tone)).toContain('error');
    actor.send({ type: 'FORM.FILL', values: { email: 'grace.retry@example.test' } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SKIP' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 5000 });
    expect(services.toasts.getSnapshot()).toEqual([]);
  });

  it('says the request got no answer when offline, and keeps the form', async () => {
    const { actor } = servicesWith({}, { offline: true });
    const snapshot = await registerWithoutCard(actor);
    expect(snapshot.matches({ editing: 'payment' })).toBe(true);
    // The client's own words for a network failure (or ours), never a technical one.
    expect(snapshot.context.formError).toMatch(/connection|internet|network|reach|answer/i);
    expect(snapshot.context.formError).not.toMatch(/POST|HTTP/);
    expect(snapshot.context.form.full_name).toBe(complete.full_name);
  });
});
