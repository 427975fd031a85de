import type { TestServer } from './testServer.ts';

/**
 * Requests as a demo account, each account signed in once (its token reused): what the order
 * route tests send. `server` is read at call time, since suites create theirs in beforeAll.
 */
export function signedInCalls(server: () => TestServer) {
  const tokens = new Map<string, string>();
  async function tokenOf(email: string): Promise<string> {
    const known = tokens.get(email);
    if (known) return known;
    const token = await server().tokenFor(email);
    tokens.set(email, token);
    return token;
  }
  async function call(method: 'GET' | 'POST' | 'PUT', url: string, email: string, payload?: object) {
    const response = await server().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await tokenOf(email)}` },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }
  return { tokenOf, call };
}
