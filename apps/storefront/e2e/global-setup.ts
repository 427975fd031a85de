import { join } from 'node:path';
import { ensureBuilt, repoRoot } from '../../../scripts/showroom-build.ts';
import { startShowroomServer } from '../../../scripts/showroom-server.ts';
import { BASE_URL_VARIABLE, SERVER_LOG_VARIABLE } from './environment.ts';

/** The server's log, kept after the run (test-results/ is git-ignored). */
export const serverLogFile = join(repoRoot, 'test-results/e2e/server.log');

/**
 * Builds what is stale, starts the real server on a fresh temporary database and a free
 * port, and tells the workers where it is. The returned function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[BASE_URL_VARIABLE]) {
    console.log(`e2e: using the server at ${process.env[BASE_URL_VARIABLE]} (${BASE_URL_VARIABLE} is set)`);
    return undefined;
  }
  const log = (line: string) => console.log(`e2e: ${line}`);
  ensureBuilt(['storefront', 'server'], log);
  const started = Date.now();
  const server = await startShowroomServer({
    logFile: serverLogFile,
    // Every journey signs in from 127.0.0.1; the default 10 attempts a minute per address
    // would turn later journeys into 429s. A journey about the limit starts its own server.
    // No warming of every product's pictures at start-up: on a fresh data directory it keeps a
    // core busy for longer than all the journeys take (AVIF encoding), starving them on a 2-core
    // machine. A page's pictures are still made when the page asks for them, as in production
    // before the warm-up reaches them; the warm-up itself has its unit tests (pictureStore).
    env: { AUTH_RATE_LIMIT_MAX: '1000', PICTURE_WARMUP: '0' },
  });
  log(`server ready at ${server.baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${serverLogFile})`);
  process.env[BASE_URL_VARIABLE] = server.baseURL;
  process.env[SERVER_LOG_VARIABLE] = serverLogFile;
  return async () => {
    await server.stop();
    delete process.env[BASE_URL_VARIABLE];
  };
}
