import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../contract/endpoints.ts';
import { ApiContractError, ApiHttpError, ApiNotSentError, createLiteApiClient, type ResponseSchema } from './lite.ts';

// The `@showroom/api/client` entry: the same catalogue as the main client (its tests run through
// the main entry, which is this client plus `endpoints`); here, what differs: validation is opt-in.

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown) => HttpResponse.json({ success: true, message: 'OK', data });
/** A body the contract rejects: site_name must be a string. */
const driftedSettings = () => server.use(http.get(`${BASE}/api/setting`, () => ok({ site_name: 42 })));

describe('@showroom/api/client createLiteApiClient', () => {
  it('routes calls by the route table: method, filled path, query and body', async () => {
    const seen: string[] = [];
    const record = async ({ request }: { request: Request }) => {
      seen.push(`${request.method} ${request.url} ${request.method === 'PUT' ? await request.text() : ''}`.trim());
      return ok({ id: 7 });
    };
    server.use(
      http.put(`${BASE}/api/projectCart/:projectId`, record),
      http.delete(`${BASE}/api/cart/destroy/:id`, record),
    );
    const client = createLiteApiClient({ baseUrl: BASE });
    await client.updateProject({ params: { projectId: 7 }, body: { extra_info: {} } });
    await client.removeCartLine({ params: { id: 3 }, query: { cart_id: 'c1' } });
    expect(seen).toEqual([
      `PUT ${BASE}/api/projectCart/7 {"extra_info":{}}`,
      `DELETE ${BASE}/api/cart/destroy/3?cart_id=c1`,
    ]);
  });

  it('does not check responses unless given schemas', async () => {
    driftedSettings();
    const result = await createLiteApiClient({ baseUrl: BASE }).getSettings();
    expect(result.data).toEqual({ site_name: 42 });
  });

  it('checks responses against the contract when given `endpoints`', async () => {
    driftedSettings();
    const error = await createLiteApiClient({ baseUrl: BASE, validateWith: endpoints })
      .getSettings()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as ApiContractError).issues.map((issue) => issue.path)).toContain('data.site_name');
  });

  it('checks only the endpoints it is given a schema for, and returns what the schema parsed', async () => {
    driftedSettings();
    server.use(http.get(`${BASE}/api/shop`, () => ok({ extra: true })));
    const shop: ResponseSchema = {
      safeParse: (value) => ({ success: true, data: { ...(value as object), checked: true } }),
    };
    const client = createLiteApiClient({ baseUrl: BASE, validateWith: { getShop: { response: shop } } });
    await expect(client.getShop({ query: { shop_id: 1 } })).resolves.toMatchObject({ checked: true });
    await expect(client.getSettings()).resolves.toMatchObject({ data: { site_name: 42 } });
  });

  it('keeps the catalogue: requirements refuse before sending, AI 401s end only the AI session', async () => {
    const cleared: string[] = [];
    const client = createLiteApiClient({
      baseUrl: BASE,
      hooks: {
        aiUnauthorised: {
          clearAiUserData: () => cleared.push('ai user'),
          removeAiToken: () => cleared.push('ai token'),
        },
        unauthorised: {
          clearUserData: () => cleared.push('user'),
          removeToken: () => cleared.push('token'),
          redirect: () => {},
        },
      },
    });
    await expect(client.getMenuCategories({ query: {} })).rejects.toBeInstanceOf(ApiNotSentError);
    server.use(http.get(`${BASE}/api/AI/get_user`, () => HttpResponse.json({ message: 'no' }, { status: 401 })));
    await expect(client.getAiUser()).rejects.toBeInstanceOf(ApiHttpError);
    expect(cleared).toEqual(['ai user', 'ai token']);
  });
});
