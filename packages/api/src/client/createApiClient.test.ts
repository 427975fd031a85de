import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readApiBaseUrl, resolveRequestUrl, withQuery } from './baseUrl.ts';
import { AI_TOKEN_HEADER, createApiClient } from './createApiClient.ts';
import { ApiAbortError, ApiContractError, type ApiHttpError, ApiNetworkError, serverMessageOf } from './errors.ts';
import { createErrorsStore } from './errorsStore.ts';
import { firstMessagePerField, joinFieldMessages, readFieldErrors } from './fieldErrors.ts';
import { createSpiedClient, TEST_BASE_URL } from '../testing/spiedClient.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown, message = 'OK') => HttpResponse.json({ success: true, message, data });

describe('createApiClient: requests', () => {
  it('sends bearer authorization, the AI token header, JSON content type and accept-JSON', async () => {
    const seen: Headers[] = [];
    server.use(
      http.post(`${TEST_BASE_URL}/api/logout`, ({ request }) => {
        seen.push(request.headers);
        return ok(null);
      }),
    );
    const { client } = createSpiedClient();
    await client.logout();
    const headers = seen[0];
    expect(headers?.get('authorization')).toBe('Bearer user-token-0123456789');
    expect(headers?.get(AI_TOKEN_HEADER)).toBe('ai-token-0123456789');
    // No body, so no JSON content type: servers refuse an empty body that claims to be JSON.
    expect(headers?.get('content-type')).toBeNull();
    expect(headers?.get('accept')).toBe('application/json');
  });

  it('says a request with a body is JSON', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${TEST_BASE_URL}/api/login`, async ({ request }) => {
        seen.push(request.headers.get('content-type'));
        expect(await request.json()).toEqual({ email: 'a@b.c', password: 'secret-pass' });
        return ok({ user: null, token: null });
      }),
    );
    const { client } = createSpiedClient();
    await client.login({ body: { email: 'a@b.c', password: 'secret-pass' } }).catch(() => undefined);
    expect(seen).toEqual(['application/json']);
  });

  it('reads the tokens at request time and omits the headers when there is no token', async () => {
    let token: string | null = null;
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${TEST_BASE_URL}/api/logout`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return ok(null);
      }),
    );
    const { client } = createSpiedClient({ getToken: () => token, getAiToken: () => undefined });
    await client.logout();
    token = 'later-token-0123456789';
    await client.logout();
    expect(seen).toEqual([null, 'Bearer later-token-0123456789']);
  });

  it('fills path parameters, appends defined query parameters and sends the body as JSON', async () => {
    const calls: { url: string; body: unknown }[] = [];
    server.use(
      http.put(`${TEST_BASE_URL}/api/projectCart/:projectId`, async ({ request, params }) => {
        calls.push({ url: request.url, body: await request.json() });
        return ok({
          id: Number(params['projectId']),
          name: 'Kitchen',
          showroom: null,
          extra_info: { a: 1 },
          total_items: 0,
          created_at: '2026-01-01T00:00:00Z',
        });
      }),
      http.get(`${TEST_BASE_URL}/api/notification`, ({ request }) => {
        calls.push({ url: request.url, body: null });
        return ok({
          data: [],
          total: 0,
          per_page: 10,
          current_page: 1,
          last_page: 1,
          path: '/api/notification',
          links: [],
          next_page_url: null,
          prev_page_url: null,
        });
      }),
    );
    const { client } = createSpiedClient();
    const project = await client.updateProject({ params: { projectId: 701 }, body: { extra_info: { a: 1 } } });
    await client.listNotifications({ query: { pending: '1', page: undefined } });
    expect(project.data.id).toBe(701);
    expect(calls).toEqual([
      { url: `${TEST_BASE_URL}/api/projectCart/701`, body: { extra_info: { a: 1 } } },
      { url: `${TEST_BASE_URL}/api/notification?pending=1`, body: null },
    ]);
  });

  it('takes the base URL from the page meta tag by default', async () => {
    const fakeDocument = {
      querySelector: (selector: string) =>
        selector === 'meta[name="api-base-url"]' ? { getAttribute: () => `${TEST_BASE_URL}/api` } : null,
    };
    expect(readApiBaseUrl(fakeDocument)).toBe(`${TEST_BASE_URL}/api`);
    expect(readApiBaseUrl(undefined)).toBe('');
    expect(resolveRequestUrl(`${TEST_BASE_URL}/api/`, '/api/login')).toBe(`${TEST_BASE_URL}/api/login`);
    expect(resolveRequestUrl('', '/api/login')).toBe('/api/login');
    expect(withQuery('/api/x', { a: 'b c', n: 2, skip: undefined, list: [1, 2] })).toBe(
      '/api/x?a=b+c&n=2&list=1&list=2',
    );

    const previous = globalThis.document;
    Object.defineProperty(globalThis, 'document', { value: fakeDocument, configurable: true });
    try {
      expect(createApiClient().baseUrl).toBe(`${TEST_BASE_URL}/api`);
    } finally {
      Object.defineProperty(globalThis, 'document', { value: previous, configurable: true });
    }
  });
});

describe('createApiClient: failures that are not HTTP statuses', () => {
  it('cancels with an AbortSignal: rejects with AbortError, no toast, progress finishes', async () => {
    server.use(
      http.post(`${TEST_BASE_URL}/api/logout`, async () => {
        await delay('infinite');
        return ok(null);
      }),
    );
    const { client, toasts, progress } = createSpiedClient();
    const controller = new AbortController();
    const pending = client.logout(undefined, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiAbortError);
    expect((error as Error).name).toBe('AbortError');
    expect((error as ApiAbortError).userMessage).toBeNull();
    expect(toasts).toEqual([]);
    expect(progress.finish).toHaveBeenCalledTimes(1);
    expect(progress.fail).not.toHaveBeenCalled();
  });

  it('turns a network failure into a clear message, a toast and a failed progress bar', async () => {
    server.use(http.get(`${TEST_BASE_URL}/api/authuser`, () => HttpResponse.error()));
    const { client, toasts, progress } = createSpiedClient();
    const error = await client.getAuthUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect((error as ApiNetworkError).message).toBe(
      'Unable to reach the server. Please check your internet connection and try again.',
    );
    expect(toasts.map((t) => t.message)).toEqual([(error as ApiNetworkError).message]);
    expect(progress.fail).toHaveBeenCalledTimes(1);
  });

  it('rejects a success body that breaks the contract with a named error listing the fields', async () => {
    server.use(http.get(`${TEST_BASE_URL}/api/setting`, () => ok({ site_name: 42 })));
    const { client, progress } = createSpiedClient();
    const error = await client.getSettings().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiContractError);
    const contractError = error as ApiContractError;
    expect(contractError.name).toBe('ApiContractError');
    expect(contractError.message).toMatch(
      /^Response of getSettings \(GET \/api\/setting\) does not match the contract: /,
    );
    expect(contractError.issues.map((issue) => issue.path)).toContain('data.site_name');
    // Nothing in it is for a person: hosts (and toApiFailure in @showroom/machines) show their own text.
    expect(contractError.userMessage).toBeNull();
    expect(serverMessageOf(contractError)).toBeNull();
    expect(progress.fail).toHaveBeenCalledTimes(1);
  });

  it('passes bodies through unchecked when validation is off (production)', async () => {
    server.use(http.get(`${TEST_BASE_URL}/api/setting`, () => ok({ site_name: 42 })));
    const { client } = createSpiedClient({ validateResponses: false });
    const result = await client.getSettings();
    expect(result.data).toEqual({ site_name: 42 });
  });

  it('keeps a non-JSON error page as the body and still applies the catalogue', async () => {
    server.use(
      http.get(`${TEST_BASE_URL}/api/setting`, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 500 })),
    );
    const { client, toasts } = createSpiedClient();
    const error = (await client.getSettings().catch((e: unknown) => e)) as ApiHttpError;
    expect(error.body).toBe('<h1>Bad gateway</h1>');
    expect(toasts.map((t) => t.message)).toEqual(['Internal Server error please try again.']);
  });
});

describe('field error helpers', () => {
  const errors = { email: ['Required.', 'Must be valid.'], phone_number: ['Digits only.'] };

  it('gives the first message per field and comma-joined messages', () => {
    expect(firstMessagePerField(errors)).toEqual({ email: 'Required.', phone_number: 'Digits only.' });
    expect(joinFieldMessages(errors.email)).toBe('Required., Must be valid.');
    expect(joinFieldMessages(undefined)).toBe('');
  });

  it('keeps only string messages from an untrusted body', () => {
    expect(readFieldErrors({ a: ['x', 3, ''], b: 'single', c: {} })).toEqual({ a: ['x'], b: ['single'] });
    expect(readFieldErrors(null)).toEqual({});
  });

  it('errors store notifies subscribers and answers per field', () => {
    const store = createErrorsStore();
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe((value) => seen.push(value));
    store.set(errors);
    expect(store.first('email')).toBe('Required.');
    expect(store.joined('email')).toBe('Required., Must be valid.');
    expect(store.firstPerField()).toEqual({ email: 'Required.', phone_number: 'Digits only.' });
    store.reset();
    store.reset();
    unsubscribe();
    store.set(errors);
    expect(seen).toEqual([errors, {}]);
  });

  it('serverMessageOf reads the message from a success body or an error, never elsewhere', () => {
    expect(serverMessageOf({ success: true, message: 'Added to cart.', data: {} })).toBe('Added to cart.');
    expect(serverMessageOf({ data: { message: 'nested' } })).toBeNull();
    expect(serverMessageOf('text')).toBeNull();
  });
});
