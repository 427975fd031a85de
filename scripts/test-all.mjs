#!/usr/bin/env node
// The one test line: lint, typecheck, the published packages' check and the app's build (side
// by side), then every Vitest project (unit in Node; every story in Chromium with its play
// function, axe and screenshot comparison), then the storefront's end-to-end journeys
// (Playwright, the built app on the real server) and its size budget. Prints "N passed, N failed" last; lint and
// typecheck count as one check each.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';

let passed = 0;
let failed = 0;
const failures = [];
/** Each failed Vitest test by file and name, repeated at the end of the run. */
const failedTests = [];

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', shell: false, env: { ...process.env, ...env } });
  console.log(
    `◀ ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return status === 0;
}

function count(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

/**
 * Runs commands side by side (each is single-threaded, and the machine has two cores) and prints
 * each one's output in one piece when it ends, so the log reads as if they had run in turn.
 */
function runTogether(commands) {
  return Promise.all(
    commands.map(
      ({ label, command, args }) =>
        new Promise((done) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`◀ ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds} s`);
            done(status === 0);
          });
        }),
    ),
  );
}

rmSync('.vitest-results', { recursive: true, force: true });
mkdirSync('.vitest-results', { recursive: true });
// Each published package, built and packed as published, passes publint and attw.
const packagesFile = '.vitest-results/packages.json';
const [lintOk, typecheckOk] = await runTogether([
  { label: 'lint', command: 'pnpm', args: ['run', '--silent', 'lint'] },
  { label: 'typecheck', command: 'pnpm', args: ['run', '--silent', 'typecheck'] },
  { label: 'published packages', command: 'node', args: ['scripts/check-packages.mjs', '--json', packagesFile] },
  // The app the journeys and the size budget use, built now rather than in the journeys' setup.
  // Not counted: a failed build fails the journeys' setup, which builds what is still stale.
  { label: 'storefront and server build', command: 'pnpm', args: ['exec', 'tsx', 'scripts/ensure-built.ts'] },
]);
count('lint', lintOk);
count('typecheck', typecheckOk);
try {
  for (const result of JSON.parse(readFileSync(packagesFile, 'utf8'))) count(`package ${result.name}`, result.ok);
} catch {
  count('published packages (no results were written)', false);
}

/**
 * One Vitest run per project: unit tests in Node with coverage (its thresholds make the run
 * fail), then every story in Chromium. Each writes its own JSON results.
 */
function vitest(label, project, extraArgs, { resultsName = project, env = {} } = {}) {
  const resultsFile = `.vitest-results/${resultsName}.json`;
  const ok = run(
    label,
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      `--project=${project}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsFile}`,
      '--teardownTimeout=1000',
      ...extraArgs,
    ],
    env,
  );
  try {
    const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    if (results.numFailedTests > 0) {
      failures.push(`${results.numFailedTests} ${project} test(s)`);
      // Named again here: the runner's own report of them may be far above, out of a log's tail.
      for (const file of results.testResults) {
        for (const test of file.assertionResults) {
          if (test.status === 'failed') {
            failedTests.push(`${relative('.', file.name)} › ${test.fullName}${firstLines(vitestFailure(test))}`);
          }
        }
      }
    }
    // A suite that fails to load, or a coverage threshold missed, fails the run with no failed test.
    if (!ok && results.numFailedTests === 0) {
      failed += 1;
      failures.push(`${project} run (a suite failed to load, or coverage fell below its threshold)`);
    }
    if (results.numTotalTests === 0) {
      failed += 1;
      failures.push(`${project} run found no tests`);
    }
  } catch {
    failed += 1;
    failures.push(`${project} run (no results were written)`);
  }
}

// Two workers whatever the machine: Vitest's default (cores − 1) is one on a 2-core machine,
// and the server's tests spend much of their time waiting on their database.
const unitWorkers = '--maxWorkers=2';
// The unit run always uses the embedded SQLite database for the server's tests.
vitest('unit tests with coverage', 'unit', ['--coverage.enabled', unitWorkers], {
  env: { SHOWROOM_TEST_DATABASE_URL: '' },
});
// The server's tests a second time, against PostgreSQL, when one is given (.ci/run starts one).
if (process.env.SHOWROOM_TEST_DATABASE_URL) {
  vitest('server tests on PostgreSQL', 'unit', ['apps/server', unitWorkers], { resultsName: 'unit-postgres' });
} else {
  console.log('\n(server tests on PostgreSQL skipped: SHOWROOM_TEST_DATABASE_URL is not set)');
}
// The design system's stories, then the storefront's: one after the other, so two pages at a
// time share the machine's two cores (one run of both projects would open two each).
vitest('design-system stories in Chromium', 'storybook-ui', []);
vitest('storefront stories in Chromium', 'storybook-storefront', []);

/**
 * The storefront's end-to-end journeys (Playwright, playwright.config.ts): the built app on the
 * real server in Chromium. Each journey counts; its JSON report is the only source of counts.
 */
function journeys(label) {
  const resultsFile = resolve('.vitest-results/e2e.json');
  const ok = run(label, 'pnpm', ['exec', 'playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: resultsFile,
    // The journeys import the workspace packages' sources (scripts/source-condition.ts).
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=@showroom/source'].filter(Boolean).join(' '),
  });
  try {
    const report = JSON.parse(readFileSync(resultsFile, 'utf8'));
    const { stats } = report;
    // retries are off; a journey that passed only on a retry ("flaky") is counted as failed.
    const failedJourneys = stats.unexpected + stats.flaky;
    passed += stats.expected;
    failed += failedJourneys;
    if (failedJourneys > 0) {
      failures.push(`${failedJourneys} e2e journey(s)`);
      for (const name of unexpectedJourneys(report.suites)) failedTests.push(name);
    }
    // Global setup failing (a build, the server not starting) fails the run with no failed journey.
    if (!ok && failedJourneys === 0) {
      failed += 1;
      failures.push('e2e run (global setup or the runner failed; see above)');
    }
    if (stats.expected + failedJourneys === 0) {
      failed += 1;
      failures.push('e2e run found no journeys');
    }
  } catch {
    failed += 1;
    failures.push('e2e run (no results were written)');
  }
}

/**
 * The start of a failure's message, indented under its name: CI shows only the log's tail, and the
 * cause of a failure seen once under load must be readable there.
 */
function firstLines(message, count = 6) {
  if (!message) return '';
  // The runners colour their messages; the escape character is spelled out, not a literal in the pattern.
  const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  const lines = message
    .replace(colours, '')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines
    .slice(0, count)
    .map((line) => `\n      ${line.length > 200 ? `${line.slice(0, 200)}…` : line}`)
    .join('');
}

/**
 * A Vitest failure as its JSON report gives it (the error's stack). A test or hook that ran past
 * its timeout keeps only the stack Vitest captured when the test was declared, whose first line is
 * 'Error: STACK_TRACE_ERROR'; the timeout is named instead.
 */
function vitestFailure(test) {
  const message = test.failureMessages?.[0];
  if (!message?.startsWith('Error: STACK_TRACE_ERROR')) return message;
  return `Timed out: the test or one of its hooks ran past its timeout (stack from where it was declared)\n${message.split('\n').slice(1).join('\n')}`;
}

/** The journeys of a Playwright JSON report that failed or passed only on a retry, by file and title. */
function unexpectedJourneys(suites = [], titles = []) {
  return suites.flatMap((suite) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected' || test.status === 'flaky'))
      .map((spec) => {
        const error = spec.tests.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
        return `${[...path, spec.title].join(' › ')}${firstLines(error?.message)}`;
      });
    return [...own, ...unexpectedJourneys(suite.suites, path)];
  });
}

journeys('storefront journeys (e2e)');
// The storefront's size budget (scripts/storefront-size.ts, ADR 007): a first visit to / within 116 kB
// gzip JS, any route's own chunk within 39 kB.
count('storefront size budget', run('storefront size budget', 'pnpm', ['run', '--silent', 'size:storefront']));

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
for (const name of failedTests) console.log(`  ✗ ${name}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
