import { getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, mockTokenFor, type ScenarioName } from '@showroom/api/mocks';
import { getResponse } from 'msw';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { storageKeys } from '../state/storageKeys.ts';
import { createAppServices } from './createAppServices.ts';

/**
 * The app's services answering through the @showroom/api demo handlers, for the password and
 * verification service tests; `signedInAs` stores that demo account's token. (Tests only.)
 */
export function accountServices(options: { signedInAs?: string; scenario?: ScenarioName } = {}) {
  const sent: string[] = [];
  const handlers = createDemoHandlers({
    state: createMockState(),
    ...(options.scenario ? { scenario: options.scenario } : {}),
  });
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://shop.test'), init);
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  };
  const storage: Record<string, string> = {};
  if (options.signedInAs) {
    const user = getDemoDataset().users.find((candidate) => candidate.email === options.signedInAs);
    if (!user) throw new Error(`No demo user ${options.signedInAs}.`);
    storage[storageKeys.authToken] = mockTokenFor(user);
  }
  const services = createAppServices({
    storage: memoryStorage(storage),
    cookies: memoryCookieJar({}),
    meta: { apiBaseUrl: 'http://shop.test', shopId: null },
    fetch: fetchThroughMocks,
    initialPath: () => '/',
    scrollToTop: () => undefined,
  });
  return { services, sent };
}
