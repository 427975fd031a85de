import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSpiedClient } from '../testing/spiedClient.ts';
import { createDemoHandlers } from './handlers.ts';
import { createMockState, mockTokenFor, type MockState } from './state.ts';

/** The mocks list notifications in the server's order, so stories show what the app will. */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let state: MockState;
beforeEach(() => {
  state = createMockState();
  server.use(...createDemoHandlers({ state }));
});

describe('mock notifications', () => {
  it('lists unread first, then newest, and pages that order without repeats or gaps', async () => {
    const user = state.users.find((candidate) => candidate.email === 'customer@demo.test');
    if (!user) throw new Error('No demo customer');
    const day = (days: number) => new Date(Date.UTC(2026, 0, 31 - days)).toISOString();
    const notices = [
      { title: 'old unread', read_at: null, created_at: day(30) },
      { title: 'newest read', read_at: day(0), created_at: day(1) },
      { title: 'newer read', read_at: day(1), created_at: day(2) },
      { title: 'recent unread', read_at: null, created_at: day(5) },
      { title: 'same time, first', read_at: day(5), created_at: day(10) },
      { title: 'same time, second', read_at: day(5), created_at: day(10) },
    ];
    state.notifications = [
      ...state.notifications.filter((entry) => entry.user_id !== user.id),
      ...notices.map((notice, index) => ({
        id: 9000 + index,
        user_id: user.id,
        message: notice.title,
        link: null,
        ...notice,
      })),
    ];
    const { client } = createSpiedClient({ getToken: () => mockTokenFor(user) });
    const titles = async (query: { pending?: '1'; page?: number; per_page?: number }) =>
      (await client.listNotifications({ query })).data.data.map((notice) => notice.title);
    const expected = [
      'recent unread',
      'old unread',
      'newest read',
      'newer read',
      'same time, second',
      'same time, first',
    ];
    expect(await titles({ per_page: 10 })).toEqual(expected);
    expect([...(await titles({ per_page: 4, page: 1 })), ...(await titles({ per_page: 4, page: 2 }))]).toEqual(
      expected,
    );
    expect(await titles({ pending: '1' })).toEqual(['recent unread', 'old unread']);
  });
});
