import { type EndpointName, endpointNames, endpoints, fillPath } from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueToken } from '../auth/sessions.ts';
import { serverRoutes } from '../routes/index.ts';
import { type Fingerprint, type TableName, databaseFingerprinter } from '../testing/databaseFingerprint.ts';
import {
  type InputField,
  type Part,
  type RequestParts,
  type Variant,
  type VariantTag,
  expectedOutcome,
  inputFields,
  inputVariants,
  parts,
  valueAt,
} from '../testing/inputVariants.ts';
import {
  PASSWORD_CHANGE_ACCOUNT,
  type SampleFor,
  alternativeSampleRequests,
  ensureAccount,
  sampleRequests,
} from '../testing/sampleRequests.ts';
import { type TestServer, createTestServer, roleAccounts } from '../testing/testServer.ts';

/**
 * Each implemented endpoint gets malformed, missing, oversized and hostile input in every field
 * its contract schemas declare (see testing/inputVariants.ts). Input the schema rejects must be
 * refused with a clear 4xx (a 422 naming the field); anything refused must leave every row of
 * every table as it was; hostile text that is valid (SQL or script fragments in a name) must
 * never cause a 5xx.
 */

/**
 * Tables allowed to change even when a request is refused. None: rate limits live in memory
 * (@fastify/rate-limit's local store) and requests are not logged to the database, so every
 * table of the schema is compared.
 */
const volatileTables: TableName[] = [];

let server: TestServer;
let fingerprint: () => Promise<Fingerprint>;
let samples: Partial<Record<EndpointName, SampleFor>> = {};
const alternatives = alternativeSampleRequests();
const headersFor = new Map<EndpointName, Record<string, string>>();
const implemented = Object.keys(serverRoutes) as EndpointName[];

async function send(name: EndpointName, request: RequestParts) {
  const endpoint = endpoints[name];
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    for (const item of [value].flat()) search.append(key, item);
  }
  const query = search.size > 0 ? `?${search.toString()}` : '';
  const headers = { ...headersFor.get(name) };
  let payload: string | undefined;
  if (request.raw !== undefined) {
    payload = request.raw;
    headers['content-type'] = request.contentType ?? 'application/json';
  } else if (request.body !== undefined) {
    payload = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  return server.app.inject({
    method: endpoint.method,
    url: `${fillPath(endpoint.path, request.params)}${query}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

function sampleMakers(name: EndpointName): SampleFor[] {
  const main = samples[name];
  if (!main) throw new Error(`No sample request for ${name}`);
  return [main, ...(alternatives[name] ?? [])];
}

const bodyAsJson = (request: RequestParts): unknown =>
  request.body === undefined ? undefined : (JSON.parse(JSON.stringify(request.body)) as unknown);

/** Whether a sample is the union member the field belongs to. */
function isMemberOf(field: InputField, request: RequestParts): boolean {
  if (!field.member) return true;
  const part = field.part === 'body' ? bodyAsJson(request) : request[field.part];
  return (field.member.schema as z.ZodType).safeParse(valueAt(part, field.member.path)).success;
}

/** Which sample a variant changes: the right union member, preferably one that sends the field. */
function baseSampleIndex(name: EndpointName, field: InputField | undefined, shapes: RequestParts[]): number {
  if (!field) return 0;
  const members = shapes.flatMap((shape, index) => (isMemberOf(field, shape) ? [index] : []));
  const index = members.find((i) => valueAt(shapes[i]![field.part], field.path) !== undefined) ?? members[0];
  if (index === undefined) throw new Error(`No sample request of ${name} is a ${field.key}; add one.`);
  return index;
}

interface Answer {
  message?: unknown;
  errors?: Record<string, string[]>;
}

/** Whether a 422's field errors are about `field` (`items` covers `items.0.quantity`). */
function namesField(answer: Answer, field: string): boolean {
  return Object.keys(answer.errors ?? {}).some((key) => key === field || key.startsWith(`${field}.`));
}

function parseAnswer(body: string): Answer {
  try {
    return JSON.parse(body) as Answer;
  } catch {
    return {};
  }
}

interface Run {
  name: EndpointName;
  makers: SampleFor[];
  /** What each sample looks like (to choose the one a variant changes). */
  shapes: RequestParts[];
  /** Samples that write (a fresh verification token, a notification) force a new "before". */
  samplesWrite: boolean[];
  before: Fingerprint | undefined;
}

async function startRun(name: EndpointName): Promise<Run> {
  const run: Run = { name, makers: sampleMakers(name), shapes: [], samplesWrite: [], before: undefined };
  for (const make of run.makers) {
    const before = await fingerprint();
    run.shapes.push(await make({ userId: null }));
    run.samplesWrite.push(JSON.stringify(await fingerprint()) !== JSON.stringify(before));
  }
  return run;
}

/** Sends `variants` applied to a fresh sample; the database as it was just before is in `run.before`. */
async function sendVariants(run: Run, index: number, variants: Variant[]) {
  let request: RequestParts = await run.makers[index]!({ userId: null });
  for (const variant of variants) request = variant.apply(request);
  if (!run.before || run.samplesWrite[index]) run.before = await fingerprint();
  const response = await send(run.name, request);
  return { request, status: response.statusCode, body: response.body, answer: parseAnswer(response.body) };
}

/** After a refusal every table must be as it was; after a success the next request needs a new "before". */
async function checkDatabase(run: Run, status: number, label: string): Promise<void> {
  if (status >= 400) {
    expect(await fingerprint(), `${label}: the database changed`).toEqual(run.before);
  } else {
    run.before = undefined;
  }
}

/** One variant on its own: the answer the schema calls for, and the database after it. */
async function trySingle(run: Run, index: number, variant: Variant): Promise<void> {
  const { auth } = endpoints[run.name];
  const { request, status, body, answer } = await sendVariants(run, index, [variant]);
  const label = `${run.name} ${variant.label}: ${status} ${body.slice(0, 300)}`;

  expect(status, label).toBeLessThan(500);
  expect(typeof answer.message, label).toBe('string');
  // The caller's token is valid: a 401 would mean the variant never reached the input checks.
  if (auth.kind !== 'public') expect(status, label).not.toBe(401);

  const expected = variant.status ?? expectedOutcome(run.name, request);
  if (typeof expected === 'number') expect(status, label).toBe(expected);
  if (expected === 'refused' && variant.field?.part === 'params') {
    // A path parameter can be refused by the router (too long, empty) before validation.
    expect(status, label).toBeGreaterThanOrEqual(400);
  } else if (expected === 'refused' || expected === 422) {
    expect(status, label).toBe(422);
    const field = variant.field ? variant.field.path.join('.') : 'body';
    expect(namesField(answer, field), `${label}: the errors should name ${field}`).toBe(true);
  }
  await checkDatabase(run, status, label);
}

/**
 * Variants the schema accepts, several fields changed in one request. If the server takes the
 * request, every change in it was handled. Otherwise the batch is split (the fields a 422 names
 * go on their own, else it is halved) down to single variants checked on their own. Most such
 * variants succeed, and a success can cost a password hash (registration), so this keeps the
 * run short without skipping the check of any refusal.
 */
async function tryBatch(run: Run, index: number, batch: Variant[]): Promise<void> {
  if (batch.length < 3) {
    for (const variant of batch) await trySingle(run, index, variant);
    return;
  }
  const { status, body, answer } = await sendVariants(run, index, batch);
  const label = `${run.name} ${batch.map((variant) => variant.label).join(', ')}: ${status} ${body.slice(0, 300)}`;
  expect(typeof answer.message, label).toBe('string');
  // After a 5xx the database is whatever it is; the next request takes a new "before".
  if (status >= 500) run.before = undefined;
  else await checkDatabase(run, status, label);
  if (status < 300) return;
  await splitBatch(run, index, batch, answer);
  // A 5xx the single variants did not reproduce still fails, with the whole batch named.
  expect(status, label).toBeLessThan(500);
}

async function splitBatch(run: Run, index: number, batch: Variant[], answer: Answer): Promise<void> {
  // The fields a 422 names are tried on their own, the rest together again; otherwise halve.
  const named = batch.filter((variant) => namesField(answer, variant.field!.path.join('.')));
  if (named.length > 0 && named.length < batch.length) {
    for (const variant of named) await trySingle(run, index, variant);
    await tryBatch(
      run,
      index,
      batch.filter((variant) => !named.includes(variant)),
    );
    return;
  }
  const middle = Math.ceil(batch.length / 2);
  await tryBatch(run, index, batch.slice(0, middle));
  await tryBatch(run, index, batch.slice(middle));
}

const overlaps = (a: InputField, b: InputField) =>
  a.part === b.part &&
  a.path.slice(0, Math.min(a.path.length, b.path.length)).every((segment, i) => segment === b.path[i]);

/** Sends every variant and checks the answer and, for anything refused, the database. */
async function tryVariants(name: EndpointName, variants: Variant[]): Promise<void> {
  const run = await startRun(name);
  const batches = new Map<number, Variant[][]>();
  for (const variant of variants) {
    const index = baseSampleIndex(name, variant.field, run.shapes);
    const { field } = variant;
    const acceptable =
      field !== undefined &&
      variant.status === undefined &&
      expectedOutcome(name, variant.apply(run.shapes[index]!)) === 'acceptable';
    if (!acceptable) {
      await trySingle(run, index, variant);
      continue;
    }
    const open = batches.get(index) ?? [];
    const batch = open.find((candidate) => candidate.every((other) => !overlaps(other.field!, field)));
    if (batch) batch.push(variant);
    else open.push([variant]);
    batches.set(index, open);
  }
  for (const [index, open] of batches) {
    for (const batch of open) await tryBatch(run, index, batch);
  }
}

beforeAll(async () => {
  server = await createTestServer({
    social: { google: { name: 'google', verify: () => Promise.reject(new Error('not confirmed')) } },
    // A stand-in provider, so input the schema accepts reaches the whole AI design handler.
    designProvider: {
      name: 'sweep',
      generate: async () => ({ images: [{ url: '/media/rooms/sweep.svg', alt: 'A test design' }] }),
    },
  });
  fingerprint = await databaseFingerprinter(server.database, { skip: volatileTables });
  samples = sampleRequests(server);
  const aiToken = await issueToken(server.database.db, () => new Date(), 'ai', 1);
  for (const name of implemented) {
    const { auth } = endpoints[name];
    if (auth.kind === 'aiSignedIn') headersFor.set(name, { 'x-ai-token': aiToken });
    if (auth.kind === 'signedIn') {
      const role = auth.roles.includes('User') ? 'User' : (auth.roles[0] ?? 'User');
      // A password change signs out the account's other sessions: it gets an account of its own.
      const account = name === 'changePassword' ? PASSWORD_CHANGE_ACCOUNT : roleAccounts[role];
      if (name === 'changePassword') await ensureAccount(server, account);
      headersFor.set(name, { authorization: `Bearer ${await server.tokenFor(account)}` });
    }
  }
});
afterAll(async () => {
  await server.close();
});

describe('hostile input', () => {
  for (const name of implemented) {
    const endpoint = endpoints[name];
    it(`${endpoint.method} ${endpoint.path}: broken input → clear 4xx, database unchanged`, async () => {
      await tryVariants(
        name,
        inputVariants(name).filter((variant) => variant.tag !== 'hostile text'),
      );
    });

    it(`${endpoint.method} ${endpoint.path}: SQL, script and unicode text → never a 5xx; refused → database unchanged`, async () => {
      await tryVariants(
        name,
        inputVariants(name).filter((variant) => variant.tag === 'hostile text'),
      );
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

  it('notices any change to any row of any table', async () => {
    const before = await fingerprint();
    await server.database.db.updateTable('settings').set({ value: '{}' }).where('key', '=', 'none').execute();
    expect(await fingerprint()).toEqual(before);
    const card = await server.database.db
      .selectFrom('payment_cards')
      .select(['id', 'pay_city'])
      .executeTakeFirstOrThrow();
    await server.database.db
      .updateTable('payment_cards')
      .set({ pay_city: 'Elsewhere' })
      .where('id', '=', card.id)
      .execute();
    const after = await fingerprint();
    await server.database.db
      .updateTable('payment_cards')
      .set({ pay_city: card.pay_city })
      .where('id', '=', card.id)
      .execute();
    expect(Object.entries(after).filter(([table, hash]) => before[table as TableName] !== hash)).toEqual([
      ['payment_cards', expect.any(String)],
    ]);
    expect(await fingerprint()).toEqual(before);
  });
});

// ── Every field gets variants ─────────────────────────────────────────────────────────────

/** The parts of a JSON Schema read here. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
}

interface ExpectedField {
  key: string;
  part: Part;
  tags: VariantTag[];
}

/** The alternatives a JSON Schema allows, `null` left out. */
function alternativesOf(schema: JsonSchema): JsonSchema[] {
  const members = schema.anyOf ?? schema.oneOf;
  if (!members) return [schema];
  return members.flatMap(alternativesOf).filter((member) => member.type !== 'null');
}

function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  for (const member of alternativesOf(schema)) {
    const declared = member.type === undefined ? [] : [member.type].flat();
    if (declared.length === 0 && member.const === undefined && member.enum === undefined && !member.allOf) {
      types.add('any');
    }
    for (const type of declared) types.add(type === 'integer' ? 'number' : type);
    if (member.const !== undefined) types.add(typeof member.const);
    for (const value of member.enum ?? []) types.add(typeof value);
    if (member.allOf) types.add('object');
  }
  return types;
}

const isObjectSchema = (schema: JsonSchema) => schema.properties !== undefined || schema.allOf !== undefined;
const isContainerSchema = (schema: JsonSchema) => alternativesOf(schema).every(isObjectSchema);

/**
 * The fields an endpoint part has according to its JSON Schema: a second, independent reading
 * of the contract, so a field the variant builder does not understand shows up as missing.
 */
function jsonSchemaFields(schema: JsonSchema, prefix: string, part: Part, out: ExpectedField[]): void {
  const members = alternativesOf(schema);
  if (members.length > 1) {
    const discriminator = Object.keys(members[0]?.properties ?? {}).find((key) =>
      members.every((member) => member.properties?.[key]?.const !== undefined),
    );
    members.forEach((member, index) => {
      const label = discriminator ? `${discriminator}=${String(member.properties?.[discriminator]?.const)}` : index;
      jsonSchemaFields(member, `${prefix}[${label}]`, part, out);
    });
    return;
  }
  const [object] = members;
  for (const inner of object?.allOf ?? []) jsonSchemaFields(inner, prefix, part, out);
  for (const [name, field] of Object.entries(object?.properties ?? {})) {
    const key = `${prefix}.${name}`;
    const types = typesOf(field);
    const text = types.has('string') || types.has('any');
    const tags: VariantTag[] = ['wrong value', 'hostile text'];
    if (part !== 'params') tags.push('missing');
    if (part !== 'body') tags.push('NUL', 'oversized');
    else if (text) tags.push('NUL', '900 KB', '10 MB');
    const arrays = alternativesOf(field).filter((member) => member.type === 'array');
    const records = alternativesOf(field).filter((member) => member.type === 'object' && !member.properties);
    if (arrays.length > 0 || records.length > 0) tags.push('hostile element');
    if (arrays.some((member) => member.maxItems !== undefined)) tags.push('too many items');
    out.push({ key, part, tags });
    if (isContainerSchema(field)) jsonSchemaFields(field, key, part, out);
    for (const array of arrays) {
      if (array.items && isContainerSchema(array.items)) jsonSchemaFields(array.items, `${key}[]`, part, out);
    }
  }
}

function expectedFields(name: EndpointName): ExpectedField[] {
  const out: ExpectedField[] = [];
  for (const part of parts) {
    const schema = endpoints[name][part];
    if (!schema) continue;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    jsonSchemaFields(json, part, part, out);
  }
  return out;
}

describe('every field of every endpoint gets variants', () => {
  for (const name of endpointNames) {
    const endpoint = endpoints[name];
    it(`${endpoint.method} ${endpoint.path}`, () => {
      const variants = inputVariants(name);
      const tagsOf = new Map<string, Set<VariantTag>>();
      for (const variant of variants) {
        const key = variant.field?.key ?? '(request)';
        tagsOf.set(key, (tagsOf.get(key) ?? new Set()).add(variant.tag));
      }
      const expected = expectedFields(name);
      expect([...tagsOf.keys()].filter((key) => key !== '(request)').sort()).toEqual(
        expected.map((field) => field.key).sort(),
      );
      const lacking = expected.flatMap(({ key, tags }) =>
        tags.filter((tag) => !tagsOf.get(key)?.has(tag)).map((tag) => `${key}: ${tag}`),
      );
      // Endpoints without any input still get a broken or oversized body, or unknown parameters.
      const whole: VariantTag[] = endpoint.method === 'GET' ? ['unexpected input'] : ['broken body', 'oversized body'];
      lacking.push(...whole.filter((tag) => !tagsOf.get('(request)')?.has(tag)).map((tag) => `request: ${tag}`));
      expect(lacking).toEqual([]);
    });
  }

  it('the samples send every field of the implemented endpoints', async () => {
    const absent: string[] = [];
    for (const name of implemented) {
      const shapes: RequestParts[] = [];
      for (const make of sampleMakers(name)) shapes.push(await make({ userId: null }));
      for (const field of inputFields(name)) {
        const sent = shapes.some(
          (shape) => isMemberOf(field, shape) && valueAt(shape[field.part], field.path) !== undefined,
        );
        if (!sent) absent.push(`${name} ${field.key}`);
      }
    }
    expect(absent).toEqual([]);
  });
});
