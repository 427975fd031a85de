#!/usr/bin/env node
// The one test line: lint, typecheck, then every Vitest project (unit in Node; every
// story in Chromium with its play function, axe and screenshot comparison). Prints
// "N passed, N failed" last; lint and typecheck count as one check each.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsFile = '.vitest-results/results.json';
let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', shell: false });
  console.log(
    `◀ ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

check('lint', 'pnpm', ['run', '--silent', 'lint']);
check('typecheck', 'pnpm', ['run', '--silent', 'typecheck']);

rmSync(resultsFile, { force: true });
mkdirSync('.vitest-results', { recursive: true });
const vitestOk = run('tests', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
  '--teardownTimeout=1000',
]);

try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  if (results.numFailedTests > 0) failures.push(`${results.numFailedTests} test(s)`);
  // A suite that fails to load has no failed tests, but the run still failed.
  if (!vitestOk && results.numFailedTests === 0) {
    failed += 1;
    failures.push('test run (a suite failed to load or run)');
  }
  if (results.numTotalTests === 0) {
    failed += 1;
    failures.push('test run found no tests');
  }
} catch {
  failed += 1;
  failures.push('test run (no results were written)');
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
