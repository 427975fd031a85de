import { type EndpointName, endpoints, fillPath } from '@showroom/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { serverRoutes } from '../routes/index.ts';
import { type Sample, type SampleFor, sampleRequests } from '../testing/sampleRequests.ts';
import { type TestServer, createTestServer, roleAccounts } from '../testing/testServer.ts';

/**
 * Each implemented endpoint gets malformed, missing, oversized and hostile input. Structurally
 * wrong input must be refused with a clear 4xx and leave the database as it was; hostile text
 * that is valid (SQL or script fragments in a name) must never cause a 5xx and is stored as
 * plain text.
 */

const tables: (keyof Database)[] = [
  'users',
  'auth_tokens',
  'email_verifications',
  'otp_codes',
  'outbox',
  'shops',
  'categories',
  'products',
  'notifications',
  'leads',
  'ai_users',
  'orders',
  'order_items',
];

const hostileTexts = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  'Robert"); DELETE FROM products; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u202Egnp.exe',
  'e\u0301\u0301\u0301 \u200D\u200B\uFEFF',
  '\uD83D\uDE00\uD83D\uDC4D\uD83C\uDFFD',
  '\uD800',
  '%00%27',
  '${7*7}{{7*7}}',
];

let server: TestServer;
let samples: Partial<Record<EndpointName, SampleFor>> = {};
const headersFor = new Map<EndpointName, Record<string, string>>();

async function snapshot(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await server.database.db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

async function send(name: EndpointName, sample: Sample, rawBody?: string) {
  const endpoint = endpoints[name];
  const query = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  const headers = { ...headersFor.get(name) };
  if (rawBody !== undefined) headers['content-type'] = 'application/json';
  return server.app.inject({
    method: endpoint.method,
    url: `${fillPath(endpoint.path, sample.params)}${query}`,
    headers,
    ...(rawBody !== undefined
      ? { payload: rawBody }
      : sample.body === undefined
        ? {}
        : { payload: sample.body as object }),
  });
}

interface Variant {
  label: string;
  sample: Sample;
  raw?: string;
  /** `refused`: must be a 4xx. `harmless`: may succeed (e.g. "-1" is valid search text), never a 5xx. */
  expect: 'refused' | 'harmless' | 'refusedUnlessOptional';
}

/** Every way to break one request: the whole body, and each field of body, query and params. */
function brokenVariants(sample: Sample, name: EndpointName): Variant[] {
  const variants: Variant[] = [];
  const endpoint = endpoints[name];
  if (endpoint.body) {
    variants.push({ label: 'malformed JSON', sample, raw: '{"a": ', expect: 'refused' });
    for (const body of [[], 'text', 42, null]) {
      variants.push({ label: `body ${JSON.stringify(body)}`, sample, raw: JSON.stringify(body), expect: 'refused' });
    }
  }
  const body = sample.body as Record<string, unknown> | undefined;
  for (const [field, value] of Object.entries(body ?? {})) {
    // A provider's result is a free-form record by contract; everything else is typed.
    const wrongValues: unknown[] = name === 'socialLogin' && field === 'data' ? [[{}], 'text'] : [[{}], { $gt: '' }];
    wrongValues.push(typeof value === 'string' ? 123 : false);
    for (const wrong of wrongValues) {
      variants.push({
        label: `body.${field} = ${JSON.stringify(wrong)}`,
        sample: { ...sample, body: { ...body, [field]: wrong } },
        expect: 'refused',
      });
    }
    if (typeof value === 'string') {
      const huge = 'x'.repeat(10 * 1024 * 1024);
      variants.push({
        label: `body.${field} 10 MB`,
        sample: { ...sample, body: { ...body, [field]: huge } },
        expect: 'refused',
      });
      variants.push({
        label: `body.${field} NUL`,
        sample: { ...sample, body: { ...body, [field]: 'a\u0000b' } },
        expect: 'refused',
      });
    }
    const { [field]: _removed, ...without } = body ?? {};
    variants.push({
      label: `body.${field} missing`,
      sample: { ...sample, body: without },
      expect: 'refusedUnlessOptional',
    });
  }
  const queryOrParams = [
    ['query', sample.query],
    ['params', sample.params],
  ] as const;
  for (const [part, values] of queryOrParams) {
    for (const field of Object.keys(values ?? {})) {
      const set = (wrong: string) => ({ ...sample, [part]: { ...values, [field]: wrong } });
      for (const wrong of ['x'.repeat(part === 'query' ? 300_000 : 5000), 'a\u0000b']) {
        variants.push({ label: `${part}.${field} = ${wrong.slice(0, 12)}…`, sample: set(wrong), expect: 'refused' });
      }
      for (const wrong of ['-1', '99999999999999', '1e400', '..%2F..%2Fetc']) {
        variants.push({ label: `${part}.${field} = ${wrong}`, sample: set(wrong), expect: 'harmless' });
      }
    }
  }
  return variants;
}

beforeAll(async () => {
  server = await createTestServer({
    social: { google: { name: 'google', verify: () => Promise.reject(new Error('not confirmed')) } },
  });
  samples = sampleRequests(server);
  const aiToken = await issueToken(server.database.db, () => new Date(), 'ai', 1);
  for (const name of Object.keys(serverRoutes) as EndpointName[]) {
    const { auth } = endpoints[name];
    if (auth.kind === 'aiSignedIn') headersFor.set(name, { 'x-ai-token': aiToken });
    if (auth.kind === 'signedIn') {
      const role = auth.roles.includes('User') ? 'User' : (auth.roles[0] ?? 'User');
      headersFor.set(name, { authorization: `Bearer ${await server.tokenFor(roleAccounts[role])}` });
    }
  }
});
afterAll(async () => {
  await server.close();
});

describe('hostile input', () => {
  for (const name of Object.keys(serverRoutes) as EndpointName[]) {
    const endpoint = endpoints[name];
    it(`${endpoint.method} ${endpoint.path}: broken input → clear 4xx, database unchanged`, async () => {
      const sample = await samples[name]!({ userId: null });
      for (const variant of brokenVariants(sample, name)) {
        const before = await snapshot();
        const response = await send(name, variant.sample, variant.raw);
        const label = `${name} ${variant.label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        expect(typeof response.json().message, label).toBe('string');
        // A missing optional field, or odd but valid text, may succeed.
        if (variant.expect !== 'refused' && response.statusCode < 300) continue;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(await snapshot(), label).toEqual(before);
      }
    });

    it(`${endpoint.method} ${endpoint.path}: SQL, script and unicode text never cause a 5xx`, async () => {
      const sample = await samples[name]!({ userId: null });
      const stringFields = [
        ...Object.entries((sample.body as Record<string, unknown>) ?? {})
          .filter(([, value]) => typeof value === 'string')
          .map(([field]) => ['body', field] as const),
        ...Object.keys(sample.query ?? {}).map((field) => ['query', field] as const),
        ...Object.keys(sample.params ?? {}).map((field) => ['params', field] as const),
      ];
      for (const [part, field] of stringFields) {
        // A lone surrogate cannot be put in a URL at all; it is tried in bodies.
        for (const text of hostileTexts.filter((t) => part === 'body' || t !== '\uD800')) {
          const fresh = await samples[name]!({ userId: null });
          const changed = { ...fresh, [part]: { ...(fresh[part] as object), [field]: text } } as Sample;
          const response = await send(name, changed);
          expect(
            response.statusCode,
            `${name} ${part}.${field} = ${text}: ${response.body.slice(0, 200)}`,
          ).toBeLessThan(500);
        }
      }
      // The schema survived every attempt.
      expect(Object.keys(await snapshot())).toHaveLength(tables.length);
    });
  }

  it('stores hostile text verbatim (parameterised, never interpolated)', async () => {
    const name = "Robert'); DROP TABLE leads; -- <script>";
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/sample_request',
      payload: {
        full_name: name,
        email: 'bobby@example.test',
        phone_number: '1',
        action: 'handle-external-form-submission',
        lead_type: 'Pop-Ups',
        shop_profile_id: '1 OR 1=1',
      },
    });
    expect(response.statusCode).toBe(201);
    const lead = await server.database.db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'bobby@example.test')
      .executeTakeFirstOrThrow();
    expect(lead.full_name).toBe(name);
    expect(lead.shop_profile_id).toBeNull();
  });
});
