import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from './showroom-build.ts';

/**
 * Starts the real reference server (`node apps/server/dist/main.js`, serving the built
 * storefront beside /api) the way a shopper meets it, for the e2e journeys and Lighthouse:
 * a fresh database in a new temporary DATA_DIR (created and seeded on start, removed on
 * stop), a port the OS hands out, loopback only, and its log in a file for diagnosis.
 */

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseURL: string;
  dataDir: string;
  logFile: string;
  /** SIGTERM (the server finishes requests in flight), wait for the exit, remove DATA_DIR. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Where the server's stdout and stderr (JSON log lines, the start banner) are written. */
  logFile: string;
  /** Extra environment for the server (e.g. a higher AUTH_RATE_LIMIT_MAX). */
  env?: Record<string, string>;
  /** How long to wait for GET /api/setting to answer 200. */
  readyTimeoutMs?: number;
}

const serverEntry = join(repoRoot, 'apps/server/dist/main.js');
const storefrontDist = join(repoRoot, 'apps/storefront/dist');

/** A port nothing listens on now: the OS picks one for a listener on port 0, which is closed again. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('The OS gave no port.'))));
    });
  });
}

/** The last lines of the server's log, for error messages. */
export function logTail(logFile: string, lines = 30): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log was written)';
  }
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

async function waitUntilReady(baseURL: string, child: ChildProcess, options: StartOptions): Promise<void> {
  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it answered. Its log (${options.logFile}):\n${logTail(options.logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/setting`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `GET /api/setting answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The server did not become ready (${lastProblem}). Its log (${options.logFile}):\n${logTail(options.logFile)}`,
  );
}

/** Starts the built server; build it first (scripts/showroom-build.ts `ensureBuilt`). */
export async function startShowroomServer(options: StartOptions): Promise<RunningServer> {
  const host = '127.0.0.1';
  const port = await freePort(host);
  const baseURL = `http://${host}:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'showroom-e2e-db-'));
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = openSync(options.logFile, 'w');
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    // The child writes straight into the file, so the log is complete even if we crash.
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      STATIC_DIR: storefrontDist,
      // The embedded database, whatever the caller's environment says.
      DATABASE_URL: '',
      // Its picture folder is new too: warming it would paint the whole catalogue on a core the
      // journeys and measurements need. Pictures a page asks for are still made.
      PICTURE_WARMUP: '0',
      // E-mails link to the address the browser uses (their links are absolute).
      PUBLIC_BASE_URL: baseURL,
      ...options.env,
    },
  });
  closeSync(log);

  // If this process ends without stop() (an interrupted run), the server and its data go too.
  const cleanUp = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);

  const stop = async () => {
    process.off('exit', cleanUp);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // The server gives requests in flight 10 s; after 15 s it is stuck.
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseURL, child, options);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, logFile: options.logFile, stop };
}

export interface ApiAnswer<Body> {
  status: number;
  body: Body;
  headers: Headers;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, as every client of the contract does (§7). */
  body?: unknown;
  query?: Record<string, string | number>;
  /** A bearer token from POST /api/login. */
  token?: string;
}

/**
 * Calls the API directly (set up data, sign in, read what a page should show). Returns the
 * status and the parsed JSON body, whatever the status, so callers can assert on errors too.
 */
export async function apiRequest<Body = unknown>(
  baseURL: string,
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiAnswer<Body>> {
  const url = new URL(path, baseURL);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON (an HTML page, a plain-text error): the text itself is the body.
  }
  return { status: response.status, body: body as Body, headers: response.headers };
}
