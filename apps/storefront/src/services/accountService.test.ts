import { getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, mockTokenFor } from '@showroom/api/mocks';
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { storageKeys } from '../state/storageKeys.ts';
import { accountServiceOf } from './accountService.ts';
import { createAppServices } from './createAppServices.ts';
import { servicesSettled } from './servicesSettled.ts';

// The real stores, without the design system's index (its stylesheets need the vanilla-extract plugin).
vi.mock('@showroom/ui', async () => ({
  createProgressStore: (await import('../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts'))
    .createProgressStore,
  createToastStore: (await import('../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

const dataset = getDemoDataset();
const customer = dataset.users.find((user) => user.email === 'customer@demo.test')!;

/** The customer with `unread` unread notifications more than the demo gives. */
function servicesWith(options: { unread: number; failMarkNumber?: number }) {
  const state = createMockState();
  for (let index = 0; index < options.unread; index += 1) {
    state.notifications.push({
      id: 5000 + index,
      user_id: customer.id,
      title: `Update ${index + 1}`,
      message: 'Something happened.',
      link: null,
      read_at: null,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    });
  }
  const handlers = createDemoHandlers({ state });
  const sent: string[] = [];
  let marks = 0;
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://shop.test'), init);
    const url = new URL(request.url);
    sent.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method === 'PUT' && url.pathname.startsWith('/api/notification/')) {
      marks += 1;
      if (marks === options.failMarkNumber) return new Response(null, { status: 500 });
    }
    return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  };
  const services = createAppServices({
    storage: memoryStorage({ [storageKeys.authToken]: mockTokenFor(customer) }),
    cookies: memoryCookieJar({}),
    meta: { apiBaseUrl: 'http://shop.test', shopId: null },
    fetch: fetchThroughMocks,
    initialPath: () => '/notification',
    scrollToTop: () => undefined,
  });
  return { services, state, sent, account: accountServiceOf(services) };
}

const unreadOf = (state: ReturnType<typeof createMockState>) =>
  state.notifications.filter((entry) => entry.user_id === customer.id && entry.read_at === null).length;

describe('the account service', () => {
  it('is one per app', () => {
    const { services, account } = servicesWith({ unread: 0 });
    expect(accountServiceOf(services)).toBe(account);
  });

  it('marks one read and the header count drops at once', async () => {
    const { services, state, account } = servicesWith({ unread: 2 });
    void services.notifications.getState().load();
    await vi.waitFor(() => expect(services.notifications.getState().pending).toBe(3));
    await account.markRead(5000);
    expect(services.notifications.getState().pending).toBe(2);
    expect(unreadOf(state)).toBe(2);
  });

  it('marks all read one request at a time, across more than one page of unread', async () => {
    const { services, state, sent, account } = servicesWith({ unread: 104 });
    void services.notifications.getState().load();
    await vi.waitFor(() => expect(services.notifications.getState().pending).toBe(105));
    const progress: string[] = [];
    const result = await account.markAllRead((marked, total) => progress.push(`${marked}/${total}`));
    expect(result).toEqual({ marked: 105, total: 105, failed: null });
    expect(unreadOf(state)).toBe(0);
    expect(progress[0]).toBe('0/105');
    expect(progress.at(-1)).toBe('105/105');
    expect(sent.filter((line) => line.startsWith('GET /api/notification?pending=1&page=')).length).toBe(2);
    expect(sent.filter((line) => line.startsWith('PUT /api/notification/')).length).toBe(105);
    await servicesSettled(services);
    expect(services.notifications.getState().pending).toBe(0);
  });

  it('stops at the first refusal, keeps what was done and says how far it got', async () => {
    const { services, state, account } = servicesWith({ unread: 4, failMarkNumber: 3 });
    void services.notifications.getState().load();
    await vi.waitFor(() => expect(services.notifications.getState().pending).toBe(5));
    const result = await account.markAllRead();
    expect(result.marked).toBe(2);
    expect(result.total).toBe(5);
    expect(result.failed).toMatchObject({ status: 500 });
    expect(unreadOf(state)).toBe(3);
    await servicesSettled(services);
    expect(services.notifications.getState().pending).toBe(3);
  });
});
