import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { BASE_URL_VARIABLE } from './apps/storefront/e2e/environment.ts';
import { sourceConditionFlag } from './scripts/source-condition.ts';

// The journeys import the workspace packages' sources, as every tool here does. Playwright loads
// the test files in this very process, so the condition has to be given when Node starts.
const nodeFlags = [...process.execArgv, ...(process.env['NODE_OPTIONS'] ?? '').split(/\s+/)];
if (!nodeFlags.includes(sourceConditionFlag)) {
  throw new Error(
    `Run the journeys with \`pnpm test:e2e\` (or NODE_OPTIONS=${sourceConditionFlag}): they import the workspace packages' sources.`,
  );
}

/**
 * The storefront's end-to-end journeys (apps/storefront/e2e): the built storefront served by
 * the real reference server on a fresh database, driven in Debian's Chromium. Global setup
 * builds what is stale and starts the server; `pnpm test:e2e` runs them, `pnpm test` counts them.
 */
export default defineConfig({
  testDir: 'apps/storefront/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/e2e/output',
  globalSetup: './apps/storefront/e2e/global-setup.ts',
  // Two shared cores run the server, Chromium and the runner: two workers keep them busy
  // without starving the server. Journeys share one database: each makes its own data.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A journey that passes only on a retry is a bug to fix, not to hide.
  retries: 0,
  // The longest journeys take 20–25 s on a quiet machine (catalogue browsing: 25.3 s); under load
  // they passed 30 s. A limit on time, not on what is checked: every expectation keeps its own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Set by global setup in the runner before workers start, so each worker sees it when it
    // loads this file (or given by the caller to run against a server of their own).
    baseURL: process.env[BASE_URL_VARIABLE],
    // A failed journey keeps its trace of actions, network and console (with the failure's
    // screenshot and page snapshot beside it); the screencast and DOM snapshots a full trace
    // records for every journey cost a third of the run here (20 journeys: 133 s against 94 s).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
      },
    },
  ],
});
