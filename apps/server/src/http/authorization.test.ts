import { type EndpointName, endpoints, fillPath, userTypes } from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/sessions.ts';
import { serverRoutes } from '../routes/index.ts';
import { type SampleFor, sampleRequests } from '../testing/sampleRequests.ts';
import { type TestServer, createTestServer, roleAccounts } from '../testing/testServer.ts';

let server: TestServer;
let samples: Partial<Record<EndpointName, SampleFor>> = {};

/**
 * Every implemented route × {anonymous, each of the five roles}: 401 without a valid token,
 * 403 for a role the contract does not list, success (the contract's status) otherwise, with a
 * body its response schema accepts. The expectation is computed from the contract's `auth`, so a
 * route that forgets its check fails.
 */

type Caller = 'anonymous' | (typeof userTypes)[number];
const callers: Caller[] = ['anonymous', ...userTypes];

function expectedStatus(name: EndpointName, caller: Caller): number {
  const { auth, successStatus } = endpoints[name];
  if (auth.kind === 'public') return successStatus;
  // The AI area takes only its own token; no storefront role carries one.
  if (auth.kind === 'aiSignedIn') return 401;
  if (caller === 'anonymous') return 401;
  return auth.roles.includes(caller) ? successStatus : 403;
}

beforeAll(async () => {
  server = await createTestServer({
    // A stand-in provider, so an AI design request can succeed and the check is only about access.
    designProvider: {
      name: 'matrix',
      generate: async () => ({ images: [{ url: '/media/rooms/matrix.svg', alt: 'A test design' }] }),
    },
    social: {
      google: {
        name: 'google',
        verify: async () => ({
          email: 'matrix-social@example.test',
          emailVerified: true,
          firstName: 'M',
          lastName: 'S',
        }),
      },
    },
  });
  samples = sampleRequests(server);
});
afterAll(async () => {
  await server.close();
});

describe('authorisation matrix', () => {
  const implemented = Object.keys(serverRoutes) as EndpointName[];

  it('has a sample request for every implemented route', () => {
    expect([...implemented].sort()).toEqual(Object.keys(samples).sort());
  });

  for (const name of implemented) {
    const endpoint = endpoints[name];
    for (const caller of callers) {
      const expected = expectedStatus(name, caller);
      it(`${endpoint.method} ${endpoint.path} as ${caller} → ${expected}`, async () => {
        const userId = caller === 'anonymous' ? null : await server.userIdOf(roleAccounts[caller]);
        const sampleFor = samples[name];
        if (!sampleFor) throw new Error(`No sample request for ${name}`);
        const sample = await sampleFor({ userId });
        const query = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
        const headers: Record<string, string> = {};
        if (caller !== 'anonymous') headers.authorization = `Bearer ${await server.tokenFor(roleAccounts[caller])}`;
        const response = await server.app.inject({
          method: endpoint.method,
          url: `${fillPath(endpoint.path, sample.params)}${query}`,
          headers,
          ...(sample.body === undefined ? {} : { payload: sample.body as object }),
        });
        expect(response.statusCode, response.body).toBe(expected);
        // An answer the server gives is one the contract describes (what a client validates).
        if (expected === endpoint.successStatus) {
          const parsed = endpoint.response.safeParse(JSON.parse(response.body));
          expect(parsed.success ? [] : parsed.error.issues, `${name} as ${caller}`).toEqual([]);
        }
      });
    }
  }

  it('lets the AI token, and only it, into the AI area', async () => {
    const aiToken = await issueToken(server.database.db, () => new Date(), 'ai', 1);
    for (const name of implemented.filter((n) => endpoints[n].auth.kind === 'aiSignedIn')) {
      const endpoint = endpoints[name];
      const sample = await samples[name]!({ userId: null });
      const response = await server.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: { 'x-ai-token': aiToken },
        ...(sample.body === undefined ? {} : { payload: sample.body as object }),
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(endpoint.successStatus);
    }
  });
});
