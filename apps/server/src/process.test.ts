/**
 * The server as it runs for real: built, started as `node main.js`, stopped with SIGTERM. On
 * the embedded database, and on PostgreSQL in the suite's second pass (SHOWROOM_TEST_DATABASE_URL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './testing/testDatabase.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// Inside the app's node_modules, so the bundle finds the app's own dependencies as dist/ does.
const outDir = join(serverDir, 'node_modules/.process-test-build');

interface RunningServer {
  child: ChildProcess;
  url: string;
  exit: Promise<number | null>;
}

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(outDir, 'main.js')], {
    env: {
      ...process.env,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      STATIC_DIR: join(outDir, 'no-storefront'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exit.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
  return { child, url, exit };
}

function registration(email: string) {
  return {
    first_name: 'Sam',
    last_name: 'Shutdown',
    full_name: 'Sam Shutdown',
    email,
    password: 'a-long-password',
    country_code: '+1',
    phone_number: '2135550100',
    zip_code: '90012',
    agree: true,
    shipping_street: '1 Main St',
    shipping_city: 'Los Angeles',
    shipping_state: 'CA',
    shipping_zip_code: '90012',
  };
}

/** The status, or the network error's code for a request that got no answer. */
async function post(url: string, body: unknown): Promise<number | string> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? 'no answer';
  }
}

let env: Record<string, string> = {};
let cleanup: () => Promise<void> = async () => {};

beforeAll(async () => {
  await build({
    configFile: join(serverDir, 'vite.config.ts'),
    root: serverDir,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  if (testDatabaseUrl) {
    const name = `showroom_process_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      const drop = new pg.Client({ connectionString: testDatabaseUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name}`);
      await drop.end();
    };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'showroom-process-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);

afterAll(async () => {
  await cleanup();
  rmSync(outDir, { recursive: true, force: true });
});

describe(`the running server (${testDatabaseUrl ? 'PostgreSQL' : 'embedded SQLite'})`, () => {
  it('finishes the requests in flight on SIGTERM, exits cleanly, and has their data after a restart', async () => {
    const first = await startServer(env);
    const emails = Array.from({ length: 4 }, (_, index) => `shutdown-${index}@example.test`);
    // Registrations hash a password (tens of milliseconds), so they are still running when the
    // signal arrives a moment after they were sent.
    const answers = emails.map((email) => post(`${first.url}/api/register`, registration(email)));
    await new Promise((resolve) => setTimeout(resolve, 25));
    first.child.kill('SIGTERM');
    const statuses = await Promise.all(answers);
    expect(await first.exit).toBe(0);

    // A request the server had accepted is answered in full; one that arrived after the listener
    // closed is refused at connect, never cut off half way.
    const answered = statuses.filter((status): status is number => typeof status === 'number');
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((status) => status === 201)).toBe(true);
    expect(statuses.filter((status) => typeof status === 'string').every((code) => code === 'ECONNREFUSED')).toBe(true);

    const second = await startServer(env);
    try {
      for (const [index, status] of statuses.entries()) {
        if (status !== 201) continue;
        const login = await post(`${second.url}/api/login`, { email: emails[index], password: 'a-long-password' });
        expect(login, emails[index]).toBe(200);
      }
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exit).toBe(0);
    }
  }, 60_000);
});
