import { type EndpointName, endpoints, fillPath } from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueToken } from '../auth/sessions.ts';
import { serverRoutes } from '../routes/index.ts';
import { type Fingerprint, type TableName, databaseFingerprinter } from './databaseFingerprint.ts';
import {
  type InputField,
  type RequestParts,
  type Variant,
  expectedOutcome,
  inputVariants,
  valueAt,
} from './inputVariants.ts';
import {
  PASSWORD_CHANGE_ACCOUNT,
  type SampleFor,
  alternativeSampleRequests,
  ensureAccount,
  sampleRequests,
} from './sampleRequests.ts';
import { type TestServer, createTestServer, roleAccounts } from './testServer.ts';

/**
 * The hostile-input sweep (http/hostileInput.test.ts and its parts): each implemented endpoint
 * gets malformed, missing, oversized and hostile input in every field its contract schemas
 * declare (see inputVariants.ts). Input the schema rejects must be refused with a clear 4xx (a
 * 422 naming the field); anything refused must leave every row of every table as it was; hostile
 * text that is valid (SQL or script fragments in a name) must never cause a 5xx.
 */

/**
 * Tables allowed to change even when a request is refused. Only `sign_in_failures`: counting a
 * refused sign-in (a wrong password) is that table's purpose (auth/signInLockout.ts). Address
 * rate limits live in memory (@fastify/rate-limit's local store) and requests are not logged to
 * the database, so every other table of the schema is compared.
 */
const volatileTables: TableName[] = ['sign_in_failures'];

let server: TestServer;
let fingerprint: () => Promise<Fingerprint>;
let samples: Partial<Record<EndpointName, SampleFor>> = {};
const alternatives = alternativeSampleRequests();
const headersFor = new Map<EndpointName, Record<string, string>>();
/** The endpoints the server implements: the ones the sweep sends requests to. */
export const implementedEndpoints = Object.keys(serverRoutes) as EndpointName[];

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

export function sampleMakers(name: EndpointName): SampleFor[] {
  const main = samples[name];
  if (!main) throw new Error(`No sample request for ${name}`);
  return [main, ...(alternatives[name] ?? [])];
}

const bodyAsJson = (request: RequestParts): unknown =>
  request.body === undefined ? undefined : (JSON.parse(JSON.stringify(request.body)) as unknown);

/** Whether a sample is the union member the field belongs to. */
export function isMemberOf(field: InputField, request: RequestParts): boolean {
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

/**
 * Starts the test server the sweep talks to (before the file's tests, closed after them) with a
 * signed-in caller for every endpoint that needs one. Returns what a test file needs of it.
 */
export function startHostileInputServer() {
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
    for (const name of implementedEndpoints) {
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
  return {
    server: () => server,
    fingerprint: () => fingerprint(),
  };
}

/** The sweep is split over this many test files, so the test runner's workers share it. */
export const HOSTILE_INPUT_PARTS = 3;

/** The implemented endpoints part `part` (1 to HOSTILE_INPUT_PARTS) of the sweep sends to. */
export function hostileInputPart(part: number): EndpointName[] {
  return implementedEndpoints.filter((_, index) => index % HOSTILE_INPUT_PARTS === part - 1);
}

/**
 * Each sweep test sends hundreds of requests and fingerprints the whole database around the
 * refused ones: the checkout's took 28 s on SQLite and over 60 s on PostgreSQL on a loaded
 * 2-core machine. A test cut off by its timeout leaves its requests running, and an order
 * they place lands inside the next test's "before" and "after" (CI: the checkout's hostile-text
 * test then saw the database change on a 422). So the sweep's tests get room of their own.
 */
const SWEEP_TEST_TIMEOUT_MS = 300_000;

/** Registers the sweep's tests of `names`, against a test server of the calling file's own. */
export function sweepHostileInput(names: readonly EndpointName[]): void {
  startHostileInputServer();
  describe('hostile input', () => {
    for (const name of names) {
      const endpoint = endpoints[name];
      it(
        `${endpoint.method} ${endpoint.path}: broken input → clear 4xx, database unchanged`,
        async () => {
          await tryVariants(
            name,
            inputVariants(name).filter((variant) => variant.tag !== 'hostile text'),
          );
        },
        SWEEP_TEST_TIMEOUT_MS,
      );

      it(
        `${endpoint.method} ${endpoint.path}: SQL, script and unicode text → never a 5xx; refused → database unchanged`,
        async () => {
          await tryVariants(
            name,
            inputVariants(name).filter((variant) => variant.tag === 'hostile text'),
          );
        },
        SWEEP_TEST_TIMEOUT_MS,
      );
    }
  });
}
