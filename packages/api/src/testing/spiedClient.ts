import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions, type ApiToast } from '../client/createApiClient.ts';

export const TEST_BASE_URL = 'http://api.test';

/** A client wired to spies, for tests that check what the host was asked to do. */
export function createSpiedClient(overrides: Partial<ApiClientOptions> = {}) {
  const toasts: ApiToast[] = [];
  const progress = { start: vi.fn(), finish: vi.fn(), fail: vi.fn() };
  const unauthorised = {
    clearUserData: vi.fn(),
    removeToken: vi.fn(),
    currentPath: vi.fn(() => '/checkout?step=2'),
    redirect: vi.fn<(to: string) => void>(),
  };
  const aiUnauthorised = { clearAiUserData: vi.fn(), removeAiToken: vi.fn() };
  const client = createApiClient({
    baseUrl: TEST_BASE_URL,
    getToken: () => 'user-token-0123456789',
    getAiToken: () => 'ai-token-0123456789',
    validateResponses: true,
    hooks: { progress, unauthorised, aiUnauthorised, toast: (toast) => toasts.push(toast) },
    ...overrides,
  });
  return { client, toasts, progress, unauthorised, aiUnauthorised };
}
