import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { apiRequest as requestApi, type ApiAnswer, type ApiRequestOptions } from '../../../scripts/showroom-server.ts';
import { BASE_URL_VARIABLE, SERVER_LOG_VARIABLE } from './environment.ts';

/**
 * What every journey imports instead of @playwright/test: the same `test` and `expect`, plus a
 * health check on every page of the test. A journey fails when the browser logs a console
 * error, throws an uncaught error, a request fails, or the server answers 5xx, unless the
 * journey expects it:
 *
 *   test.use({ allowedConsoleErrors: [/Failed to load resource.*422/] });
 *   test.use({ allowedFailedRequests: [/\/media\//], allowServerErrors: true });
 *
 * A failed journey gets the server's log lines written during it as an attachment.
 */

/** The running server's base URL (no trailing slash), as global setup started it. */
export function serverBaseURL(): string {
  const url = process.env[BASE_URL_VARIABLE];
  if (!url) throw new Error(`${BASE_URL_VARIABLE} is not set: run the journeys with \`pnpm test:e2e\`.`);
  return url.replace(/\/$/, '');
}

/** Calls the running server's API directly (see scripts/showroom-server.ts `apiRequest`). */
export function apiRequest<Body = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiAnswer<Body>> {
  return requestApi<Body>(serverBaseURL(), path, options);
}

export interface PageHealthOptions {
  /** Console errors (and uncaught page errors) matching one of these are expected. */
  allowedConsoleErrors: RegExp[];
  /** Failed requests whose URL matches one of these are expected. */
  allowedFailedRequests: RegExp[];
  /** true: 5xx answers from the server do not fail the journey. */
  allowServerErrors: boolean;
}

interface Fixtures {
  /** Runs for every test; collects and checks the problems listed above. */
  pageHealth: string[];
}

function watchHealth(context: BrowserContext, options: PageHealthOptions, origin: string): string[] {
  const problems: string[] = [];
  const allowed = (patterns: RegExp[], text: string) => patterns.some((pattern) => pattern.test(text));
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const where = message.location().url ? ` (${message.location().url}:${message.location().lineNumber})` : '';
    if (!allowed(options.allowedConsoleErrors, text)) problems.push(`console error: ${text}${where}`);
  });
  context.on('weberror', (error) => {
    const text = error.error().message;
    if (!allowed(options.allowedConsoleErrors, text)) problems.push(`uncaught error: ${text}`);
  });
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    // ERR_ABORTED is the page itself cancelling a request (navigating away, an AbortController
    // of a superseded load): a normal part of browsing, not a failure of the site.
    if (reason.includes('ERR_ABORTED')) return;
    if (!allowed(options.allowedFailedRequests, request.url())) {
      problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
    }
  });
  context.on('response', (response) => {
    if (response.status() < 500 || options.allowServerErrors) return;
    if (!response.url().startsWith(origin)) return;
    problems.push(`server error: ${response.status()} for ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/** The bytes the server logged since `offset`, for a failed test's attachment. */
function logSince(file: string, offset: number): string {
  const size = statSync(file).size;
  if (size <= offset) return '(the server logged nothing during this test)';
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

/**
 * Pages the build prerendered arrive as inert markup (build/prerenderHtml.ts) that the app
 * replaces once its code runs. A journey acts on the app, so a load waits for that replacement
 * (e2e/prerendered.spec.ts looks at the markup itself).
 */
export async function appRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
}

/**
 * Holds the app's entry script back until the returned function is called: the HTML the server
 * sent (rendered at build time or on request) can be looked at before the app replaces it.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with the app's code held back and checks that the guard hid the markup rendered
 * for first-time guests (this visitor is not one), runs `beforeApp` while it is still held, then
 * lets the app render.
 */
export async function openPastGuestMarkup(page: Page, path: string, beforeApp?: () => Promise<void>): Promise<void> {
  const release = await holdAppCode(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-prerender-stale', '');
  await expect(page.locator('[data-prerendered] h1')).toBeHidden();
  await beforeApp?.();
  release();
  await appRendered(page);
}

/**
 * Hydration keeps the nodes the server sent: `markupHeadingKept` says whether the h1 on screen
 * when `rememberMarkupHeading` ran is still in the document (a replaced page's is not).
 */
export async function rememberMarkupHeading(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { markupHeading?: Element | null }).markupHeading = document.querySelector('h1');
  });
}

export function markupHeadingKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { markupHeading?: Element | null }).markupHeading?.isConnected ?? false);
}

/**
 * Opens `path` in a new page of `context` as the server answers it, with the app's code held
 * back; `whileHeld` looks at that markup (and the answer); then the app runs, and the markup's
 * h1 must still be on screen: hydrated, not replaced. Returns the page, the app live on it.
 */
export async function openThenHydrate(
  context: BrowserContext,
  path: string,
  whileHeld: (page: Page, answer: Response | null) => Promise<void>,
): Promise<Page> {
  // Not the fixture's page, whose goto waits for the app: the app's code is held here.
  const page = await context.newPage();
  const release = await holdAppCode(page);
  const answer = await page.goto(path, { waitUntil: 'domcontentloaded' });
  await whileHeld(page, answer);
  await rememberMarkupHeading(page);
  release();
  await appRendered(page);
  expect(await markupHeadingKept(page), `${path}: the markup's heading was replaced`).toBe(true);
  return page;
}

function waitForAppOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appRendered(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appRendered(page);
    return response;
  };
}

const healthMessage = 'the page logged errors or requests failed (fixtures.ts says how to allow expected ones)';

/**
 * After a failure: is the page still running its tasks (a message, an animation frame), has the
 * app taken the markup over, and which files did the browser load and finish (a response end of
 * 0 never finished)? For the journeys on `/` that lost a shopper's first action now and then,
 * though every chunk it needed was served (see the session notes): the next failure says more.
 */
async function livenessProbe(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const within = (promise: Promise<string>, ms: number) =>
      Promise.race([promise, new Promise<string>((resolve) => setTimeout(() => resolve('timed out'), ms))]);
    const message = await within(
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve('ok');
        channel.port2.postMessage(0);
      }),
      1000,
    );
    const frame = await within(new Promise((resolve) => requestAnimationFrame(() => resolve('ok'))), 1000);
    const files = performance
      .getEntriesByType('resource')
      .slice(-30)
      .map(
        (entry) =>
          `${Math.round(entry.startTime)}–${Math.round((entry as PerformanceResourceTiming).responseEnd)} ms ${entry.name.replace(location.origin, '')}`,
      );
    const takenOver = document.querySelector('[data-prerendered]') === null;
    return [
      `message: ${message}; frame: ${frame}; markup taken over: ${takenOver}; at ${location.href}`,
      ...files,
    ].join('\n');
  });
}

export const test = base.extend<PageHealthOptions & Fixtures>({
  page: async ({ page }, use, testInfo) => {
    waitForAppOnLoad(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const probe = await livenessProbe(page).catch((error: unknown) => `the probe failed: ${String(error)}`);
      await testInfo.attach('liveness probe', { body: probe, contentType: 'text/plain' });
      console.log(`liveness probe after "${testInfo.title}":\n${probe}`);
    }
  },
  allowedConsoleErrors: [[], { option: true }],
  allowedFailedRequests: [[], { option: true }],
  allowServerErrors: [false, { option: true }],
  pageHealth: [
    async ({ context, allowedConsoleErrors, allowedFailedRequests, allowServerErrors }, use, testInfo) => {
      const logFile = process.env[SERVER_LOG_VARIABLE];
      const logOffset = logFile ? statSync(logFile).size : 0;
      const problems = watchHealth(
        context,
        { allowedConsoleErrors, allowedFailedRequests, allowServerErrors },
        serverBaseURL(),
      );
      await use(problems);

      const failedAlready = testInfo.status !== testInfo.expectedStatus;
      if (logFile && (failedAlready || problems.length > 0)) {
        await testInfo.attach('server.log', { body: logSince(logFile, logOffset), contentType: 'text/plain' });
      }
      if (problems.length > 0) {
        await testInfo.attach('page problems', { body: problems.join('\n'), contentType: 'text/plain' });
      }
      // A test that already failed keeps its own error; the problems are attached above.
      if (!failedAlready) expect(problems, healthMessage).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
