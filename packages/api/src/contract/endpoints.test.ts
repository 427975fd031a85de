import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkAccess, fillPath, pathParamNames, toColonPath } from './endpoint.ts';
import { endpointNames, endpoints } from './endpoints.ts';
import { paginate } from './pagination.ts';
import { userTypes } from './vocabulary.ts';

const entries = endpointNames.map((name) => [name, endpoints[name]] as const);

describe('endpoints table', () => {
  it('has one endpoint per method and path', () => {
    const keys = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(entries)('%s: path parameters and the params schema agree', (_, endpoint) => {
    const declared = endpoint.params ? Object.keys(endpoint.params.shape).sort() : [];
    expect(pathParamNames(endpoint.path).sort()).toEqual(declared);
  });

  it.each(entries)('%s: the response is the §7 envelope', (_, endpoint) => {
    const shape = (endpoint.response as z.ZodObject).shape;
    expect(Object.keys(shape).sort()).toEqual(['data', 'message', 'success']);
    expect(endpoint.response.safeParse({ success: false, message: '', data: null }).success).toBe(false);
  });

  it.each(entries)('%s: GET and DELETE carry no body', (_, endpoint) => {
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') expect(endpoint.body).toBeUndefined();
  });

  it.each(entries)('%s: signed-in endpoints name known roles', (_, endpoint) => {
    if (endpoint.auth.kind === 'signedIn') {
      expect(endpoint.auth.roles.length).toBeGreaterThan(0);
      for (const role of endpoint.auth.roles) expect(userTypes).toContain(role);
    }
  });

  it('converts and fills path templates', () => {
    expect(toColonPath('/api/orders/{orderId}/items')).toBe('/api/orders/:orderId/items');
    expect(fillPath('/api/email/verify/{token}', { token: 'a b/c' })).toBe('/api/email/verify/a%20b%2Fc');
    expect(() => fillPath('/api/notification/{id}', {})).toThrow('Missing path parameter "id"');
  });

  it('coerces path and query numbers that arrive as strings', () => {
    expect(endpoints.getProject.params.parse({ projectId: '12' })).toEqual({ projectId: 12 });
    expect(endpoints.listOrders.query.safeParse({ page: 'x' }).success).toBe(false);
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 23 }, (_, index) => index + 1);

  it('builds the §3 record with default page size 10', () => {
    const page = paginate(rows, { page: 2, path: '/api/orders' });
    expect(page.data).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(page).toMatchObject({ total: 23, per_page: 10, current_page: 2, last_page: 3 });
    expect(page.next_page_url).toBe('/api/orders?page=3');
    expect(page.prev_page_url).toBe('/api/orders?page=1');
    expect(page.links.filter((link) => link.active).map((link) => link.label)).toEqual(['2']);
  });

  it('clamps pages beyond the last and handles no rows', () => {
    expect(paginate(rows, { page: 9, path: '/p' }).current_page).toBe(3);
    expect(paginate([], { path: '/p' })).toMatchObject({ data: [], total: 0, last_page: 1, next_page_url: null });
  });
});

describe('checkAccess', () => {
  const guest = { userType: null, hasAiToken: false } as const;
  it('lets anyone call public endpoints', () => {
    expect(checkAccess(endpoints.getSettings.auth, guest)).toBe('allowed');
  });
  it('refuses signed-in endpoints without a user (401) and with another role (403)', () => {
    expect(checkAccess(endpoints.createProject.auth, guest)).toBe('unauthenticated');
    expect(checkAccess(endpoints.createProject.auth, { userType: 'Vendor', hasAiToken: false })).toBe('forbidden');
    expect(checkAccess(endpoints.createProject.auth, { userType: 'User', hasAiToken: false })).toBe('allowed');
    expect(checkAccess(endpoints.oneTimeCode.auth, { userType: 'User', hasAiToken: false })).toBe('forbidden');
    expect(checkAccess(endpoints.getAuthUser.auth, { userType: 'Designer', hasAiToken: false })).toBe('allowed');
  });
  it('needs the AI token for AI endpoints, whoever is signed in', () => {
    expect(checkAccess(endpoints.getAiUser.auth, { userType: 'Admin', hasAiToken: false })).toBe('unauthenticated');
    expect(checkAccess(endpoints.getAiUser.auth, { userType: null, hasAiToken: true })).toBe('allowed');
  });
});
