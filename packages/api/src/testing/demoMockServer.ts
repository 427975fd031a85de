import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createDemoHandlers } from '../mocks/handlers.ts';
import { createMockState, mockTokenFor, type MockState } from '../mocks/state.ts';
import { createSpiedClient, TEST_BASE_URL } from './spiedClient.ts';

/**
 * The demo handlers on an msw server for one test file (call it at the top level): a fresh mock
 * state before each test, read through `world.state`, and `clientAs` for a client signed in as a
 * demo account, or a guest's (null).
 */
export function useDemoMockServer() {
  const server = setupServer();
  let state: MockState = createMockState();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => {
    state = createMockState();
    server.use(...createDemoHandlers({ state, baseUrl: TEST_BASE_URL }));
  });
  return {
    get state(): MockState {
      return state;
    },
    clientAs(email: string | null) {
      const user = email === null ? null : state.users.find((candidate) => candidate.email === email);
      if (email !== null && !user) throw new Error(`No demo user ${email}`);
      return createSpiedClient({ getToken: () => (user ? mockTokenFor(user) : null) }).client;
    },
  };
}
