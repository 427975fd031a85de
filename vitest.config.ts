import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { prebundledDependencies } from './.storybook/prebundledDependencies.ts';
import { workspaceSources } from './scripts/workspace-sources.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * A fresh browser options object per project: Vitest mutates what it is given, and a
 * shared object breaks the second project.
 */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
      // The window must be larger than any story viewport, or Vitest scales the test
      // frame down to fit and every screenshot is resampled.
      // Tall as well: the visual check grows the test frame to fit tall stories (see
      // vitest.setup.storybook.ts), and the frame must still fit in the window unscaled.
      contextOptions: { viewport: { width: 1600, height: 4000 }, deviceScaleFactor: 1 },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1280, height: 800 },
    // Failure screenshots would land beside the baselines; the comparison's own
    // actual and diff images are what a reviewer needs.
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        // Strict on purpose: a one-pixel style change must fail.
        // includeAA: anti-aliased edge pixels count too (pixelmatch skips them by default).
        comparatorOptions: { threshold: 0, includeAA: true, allowedMismatchedPixels: 0 },
      },
    },
  };
}

/**
 * The stories of one package in Chromium (every story a test: its play function, axe, and the
 * screenshot comparison). The story files of a worker share one page (`isolate: false`): a fresh
 * page and module graph per file cost more than the stories themselves (all stories: 598 s shared
 * against 976 s isolated, same machine). A shared page keeps what earlier files left (loaded fonts
 * and modules, the frame's size), so a story assumes none of it (see the architecture notes). The
 * packages are separate projects so that the storefront's global CSS cannot reach the design
 * system's stories.
 */
function storybookProject(name: string, otherStories: string) {
  return {
    ...workspaceSources,
    plugins: [storybookTest({ configDir: `${root}.storybook` })],
    optimizeDeps: {
      include: [...prebundledDependencies],
    },
    test: {
      name,
      browser: chromiumBrowser(),
      // The plugin takes the story files from .storybook/main.ts; each project leaves out the other's.
      exclude: [otherStories, '**/node_modules/**'],
      // Two stories at a time: a story spends much of its time waiting (timers, the demo
      // handlers, frames), so two keep both cores busy.
      maxWorkers: 2,
      // The default 15 s is a story's whole play on an idle machine many times over, but
      // not on a busy shared 2-core one: two long form stories timed out there mid-typing.
      testTimeout: 30_000,
      setupFiles: ['./vitest.setup.storybook.ts'],
      isolate: false,
    },
  };
}

export default defineConfig({
  test: {
    // Measured by the unit run of `pnpm test` (scripts/test-all.mjs passes --coverage).
    coverage: {
      provider: 'v8',
      include: ['packages/machines/src/**/*.ts'],
      // Tests and the test-only model harness are not part of the published package.
      exclude: ['**/*.test.ts', 'packages/machines/src/testing/**'],
      reporter: ['text-summary', ['text', { skipFull: true }]],
      reportsDirectory: '.vitest-results/coverage',
      thresholds: {
        'packages/machines/src/**/*.ts': { lines: 100, branches: 100, functions: 100, statements: 100 },
      },
    },
    projects: [
      {
        ...workspaceSources,
        test: {
          name: 'unit',
          environment: 'node',
          // Model-based tests replay thousands of generated paths; on a shared 2-core machine
          // under coverage they need more than the default 5 s, and building a package in a hook more than 10 s.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The test files of a worker share one module graph: loading it afresh for each file
          // was half the run (all unit tests with coverage: 114 s shared against 234 s; the
          // server's on PostgreSQL: 104 s against 133 s). Files keep no state between them: each
          // makes its own databases, stores and services, and every vi.mock here is the same one.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      storybookProject('storybook-ui', 'apps/**'),
      storybookProject('storybook-storefront', 'packages/**'),
    ],
  },
});
