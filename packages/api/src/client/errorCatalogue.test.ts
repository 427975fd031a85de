import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiHttpError, ApiNotSentError } from './errors.ts';
import { createSpiedClient, TEST_BASE_URL } from '../testing/spiedClient.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers POST /api/login with `status` and `body`. */
function answer(status: number, body: unknown) {
  server.use(
    http.post(`${TEST_BASE_URL}/api/login`, () =>
      body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }),
    ),
  );
}

interface CatalogueRow {
  situation: string;
  status: number;
  body: unknown;
  toast: string | null;
  kind: string;
  fieldErrors: Record<string, string[]>;
  loggedOut: boolean;
}

const fieldErrors = { email: ['The email field is required.', 'The email must be valid.'], password: ['Too short.'] };

/** SPEC §8, one row per situation of the HTTP part of the catalogue. */
const rows: CatalogueRow[] = [
  {
    situation: "422 with Laravel's generic message: replaced, field errors stored",
    status: 422,
    body: { message: 'The given data was invalid.', errors: fieldErrors },
    toast: 'Invalid input OR some mandatory fields are blank.',
    kind: 'validation',
    fieldErrors,
    loggedOut: false,
  },
  {
    situation: '422 with its own message: shown as is',
    status: 422,
    body: { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } },
    toast: 'The email has already been taken.',
    kind: 'validation',
    fieldErrors: { email: ['The email has already been taken.'] },
    loggedOut: false,
  },
  {
    situation: '401: user data cleared, token removed, to Login with redirect',
    status: 401,
    body: { message: 'Unauthenticated.' },
    toast: null,
    kind: 'unauthorised',
    fieldErrors: {},
    loggedOut: true,
  },
  {
    situation: '500 with a message',
    status: 500,
    body: { message: 'Payment gateway timed out.' },
    toast: 'Payment gateway timed out.',
    kind: 'server',
    fieldErrors: {},
    loggedOut: false,
  },
  {
    situation: '500 without a message',
    status: 500,
    body: {},
    toast: 'Internal Server error please try again.',
    kind: 'server',
    fieldErrors: {},
    loggedOut: false,
  },
  {
    situation: '404 with a message',
    status: 404,
    body: { message: 'Project not found.' },
    toast: 'Project not found.',
    kind: 'not-found',
    fieldErrors: {},
    loggedOut: false,
  },
  {
    situation: '404 without a message',
    status: 404,
    body: undefined,
    toast: 'Record not found for processing.',
    kind: 'not-found',
    fieldErrors: {},
    loggedOut: false,
  },
  {
    situation: '405 with a message',
    status: 405,
    body: { message: 'The GET method is not supported for this route.' },
    toast: 'The GET method is not supported for this route.',
    kind: 'method-not-allowed',
    fieldErrors: {},
    loggedOut: false,
  },
  {
    situation: '405 without a message',
    status: 405,
    body: { message: '' },
    toast: 'Internal Server error please try again.',
    kind: 'method-not-allowed',
    fieldErrors: {},
    loggedOut: false,
  },
  {
    situation: '403 with a message',
    status: 403,
    body: { message: 'This action is unauthorized.' },
    toast: 'This action is unauthorized.',
    kind: 'forbidden',
    fieldErrors: {},
    loggedOut: false,
  },
  ...[400, 409, 429, 502, 503, 204, 202].map((status): CatalogueRow => ({
    situation: `${status}: rejected without a message`,
    status,
    body: status === 204 ? undefined : { message: 'Should not be shown.' },
    toast: null,
    kind: 'http',
    fieldErrors: {},
    loggedOut: false,
  })),
];

describe('§8 error catalogue through the real client', () => {
  it.each(rows)('$situation', async (row) => {
    const { client, toasts, progress, unauthorised, aiUnauthorised } = createSpiedClient();
    answer(row.status, row.body);

    const error = await client.login({ body: { email: 'a@b.test', password: 'x' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiHttpError);
    const httpError = error as ApiHttpError;
    expect(httpError.status).toBe(row.status);
    expect(httpError.kind).toBe(row.kind);
    expect(httpError.userMessage).toBe(row.toast);
    expect(httpError.fieldErrors).toEqual(row.fieldErrors);
    expect(toasts).toEqual(row.toast === null ? [] : [{ kind: 'error', message: row.toast, durationMs: 10_000 }]);
    expect(client.errors.get()).toEqual(row.fieldErrors);
    expect(progress.start).toHaveBeenCalledTimes(1);
    expect(progress.fail).toHaveBeenCalledTimes(1);
    expect(progress.finish).not.toHaveBeenCalled();
    if (row.loggedOut) {
      expect(unauthorised.clearUserData).toHaveBeenCalledTimes(1);
      expect(unauthorised.removeToken).toHaveBeenCalledTimes(1);
      expect(unauthorised.redirect).toHaveBeenCalledWith('/login?redirect=%2Fcheckout%3Fstep%3D2');
      expect(aiUnauthorised.removeAiToken).not.toHaveBeenCalled();
    } else {
      expect(unauthorised.clearUserData).not.toHaveBeenCalled();
      expect(unauthorised.removeToken).not.toHaveBeenCalled();
      expect(unauthorised.redirect).not.toHaveBeenCalled();
    }
  });

  it.each([200, 201])('%i counts as success: resolves with the body, no toast, progress finishes', async (status) => {
    const { client, toasts, progress } = createSpiedClient();
    const user = {
      id: 2,
      first_name: 'Maya',
      last_name: 'Lopez',
      email: 'customer@demo.test',
      type: 'User',
      status: 'Active',
      email_verified_at: '2026-01-01T00:00:00Z',
      country_code: '+1',
      phone_number: '2135550142',
      zip_code: '90012',
      total_projects: 2,
      custom_addon: null,
      latest_subscription: null,
      shop_profile: null,
      created_at: '2025-06-01T00:00:00Z',
    };
    answer(status, { success: true, message: 'Welcome back.', data: { user, token: 'token-0123456789' } });

    const result = await client.login({ body: { email: 'customer@demo.test', password: 'x' } });

    expect(result.message).toBe('Welcome back.');
    expect(result.data.user.email).toBe('customer@demo.test');
    expect(toasts).toEqual([]);
    expect(progress.finish).toHaveBeenCalledTimes(1);
    expect(progress.fail).not.toHaveBeenCalled();
  });

  it.each([
    ['getAiUser', 'get', '/api/AI/get_user'],
    ['getAiCredits', 'post', '/api/AI/get_credits'],
  ] as const)(
    '401 on an AI-token call (%s) ends the AI session only: the storefront sign-in stays',
    async (name, method, path) => {
      const { client, unauthorised, aiUnauthorised, toasts } = createSpiedClient();
      server.use(
        http[method](`${TEST_BASE_URL}${path}`, () =>
          HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        ),
      );

      const error = await client[name]().catch((e: unknown) => e);

      expect((error as ApiHttpError).kind).toBe('unauthorised');
      expect(aiUnauthorised.clearAiUserData).toHaveBeenCalledTimes(1);
      expect(aiUnauthorised.removeAiToken).toHaveBeenCalledTimes(1);
      expect(unauthorised.clearUserData).not.toHaveBeenCalled();
      expect(unauthorised.removeToken).not.toHaveBeenCalled();
      expect(unauthorised.redirect).not.toHaveBeenCalled();
      expect(toasts).toEqual([]);
    },
  );

  it('menus with neither showroom nor vsd_id: no call made (§8), and no toast or progress', async () => {
    const { client, toasts, progress } = createSpiedClient();
    let sent = 0;
    server.use(
      http.get(`${TEST_BASE_URL}/api/menu_category`, () => {
        sent += 1;
        return HttpResponse.json({ success: true, message: 'Header menus.', data: [] });
      }),
    );

    for (const query of [{}, { showroom: '' }, { vsd_id: '  ' }]) {
      const error = await client.getMenuCategories({ query }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiNotSentError);
      expect((error as ApiNotSentError).kind).toBe('not-sent');
      expect((error as Error).message).toContain('The showroom or vsd_id field is required.');
    }
    expect(sent).toBe(0);
    expect(toasts).toEqual([]);
    expect(progress.start).not.toHaveBeenCalled();

    await client.getMenuCategories({ query: { vsd_id: 'DEMO0001' } });
    expect(sent).toBe(1);
  });

  it('resets the errors store before each request', async () => {
    const { client } = createSpiedClient();
    answer(422, { message: 'The given data was invalid.', errors: { email: ['Required.'] } });
    await client.login({ body: { email: '', password: '' } }).catch(() => undefined);
    expect(client.errors.first('email')).toBe('Required.');

    let duringRequest: unknown = 'not called';
    server.use(
      http.post(`${TEST_BASE_URL}/api/logout`, () => {
        duringRequest = client.errors.get();
        return HttpResponse.json({ success: true, message: 'Logged out.', data: null });
      }),
    );
    await client.logout();
    expect(duringRequest).toEqual({});
    expect(client.errors.get()).toEqual({});
  });
});
