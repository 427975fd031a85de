#!/usr/bin/env node
// Builds and packs every published workspace package (packages/*) exactly as `pnpm publish`
// would, then lints each tarball with publint (strict) and @arethetypeswrong/cli (see attwProfile:
// ESM and CommonJS where a package ships both), and finally installs domain, machines and api
// with npm into an app outside the workspace and uses them there (consumerProblems, README
// examples included). Exits non-zero on any problem; prints one line per package and one for the
// app. Usage: node scripts/check-packages.mjs [--json results.json]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const jsonFlag = process.argv.indexOf('--json');
const jsonOut = jsonFlag > 0 ? process.argv[jsonFlag + 1] : undefined;

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/**
 * A source map in the tarball must lead to real sources: each of its `sources` shipped in the
 * package, or its text embedded (`sourcesContent`). A map that points at files left out of the
 * package sends a developer's debugger and "go to definition" nowhere.
 */
function unshippedSources(tarball, scratch) {
  const unpacked = join(scratch, 'unpacked');
  mkdirSync(unpacked);
  const extracted = run('tar', ['-xzf', tarball, '-C', unpacked], scratch);
  if (!extracted.ok) return [`could not unpack the tarball:\n${extracted.output}`];
  const root = join(unpacked, 'package');
  const missing = [];
  let maps = 0;
  for (const file of readdirSync(root, { recursive: true })) {
    if (!String(file).endsWith('.map')) continue;
    maps += 1;
    const mapFile = join(root, String(file));
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    (map.sources ?? []).forEach((source, index) => {
      if (typeof map.sourcesContent?.[index] === 'string') return;
      const target = resolve(dirname(mapFile), map.sourceRoot ?? '', source);
      if (!existsSync(target)) missing.push(`${relative(root, mapFile)} → ${source}`);
    });
  }
  if (missing.length === 0) return [];
  const examples = missing.slice(0, 3).join('\n');
  return [`${missing.length} source-map source(s) of ${maps} map(s) are not in the package, e.g.:\n${examples}`];
}

/**
 * What attw holds a package to: ESM and CommonJS in every resolution mode (`strict`) for a
 * package with a `require` build; the same less TypeScript's node10 mode for one with subpath
 * entries (node10 cannot read `exports`, so only the root entry's `main`/`types` reach it); ESM
 * alone for an ESM-only package (the design system: React components and a stylesheet).
 */
function attwProfile(manifest) {
  const entries = Object.entries(manifest.exports ?? {});
  const dual = entries.some(([, target]) => typeof target === 'object' && target !== null && 'require' in target);
  if (!dual) return 'esm-only';
  const subpaths = entries.some(([key, target]) => key !== '.' && typeof target === 'object');
  return subpaths ? 'node16' : 'strict';
}

const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(root, 'packages', entry.name))
  .filter((dir) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return manifest.private !== true;
  });

// Every package first, in dependency order (pnpm sorts a recursive run): a package's CommonJS
// build reads the CommonJS declarations of the workspace packages it depends on.
const builtAll = run('pnpm', ['--filter', './packages/*', 'run', 'build'], root);

const results = [];
for (const dir of packages) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const name = manifest.name;
  const problems = [];
  const scratch = mkdtempSync(join(tmpdir(), 'check-package-'));
  try {
    const built = builtAll;
    if (!built.ok) problems.push(`build failed:\n${built.output}`);
    const packed = built.ok ? run('pnpm', ['pack', '--pack-destination', scratch], dir) : { ok: false, output: '' };
    const tarball = packed.ok ? readdirSync(scratch).find((file) => file.endsWith('.tgz')) : undefined;
    if (built.ok && !tarball) problems.push(`pack failed:\n${packed.output}`);
    if (tarball) {
      const path = join(scratch, tarball);
      const publint = run('pnpm', ['exec', 'publint', 'run', '--strict', path], join(root, 'packages/ui'));
      if (!publint.ok || !publint.output.includes('All good!')) problems.push(`publint:\n${publint.output}`);
      // Stylesheets carry no types; every other entry point must resolve to types and code.
      const cssEntries = Object.keys(manifest.exports ?? {}).filter((key) => key.endsWith('.css'));
      const attwArgs = ['exec', 'attw', '--profile', attwProfile(manifest), '--format', 'ascii', path];
      if (cssEntries.length > 0) attwArgs.push('--exclude-entrypoints', ...cssEntries);
      const attw = run('pnpm', attwArgs, join(root, 'packages/ui'));
      if (!attw.ok) problems.push(`attw:\n${attw.output}`);
      problems.push(...unshippedSources(path, scratch));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  results.push({ name, ok: problems.length === 0, problems });
  console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name}`);
  for (const problem of problems) console.log(problem.replace(/^/gm, '     '));
}

/**
 * An app outside the workspace (scripts/fixtures/package-consumer): domain, machines and api
 * packed with npm, installed with npm into a fresh folder with the lowest xstate the machines
 * support, then required, imported, driven, typechecked (strict, node16 and bundler) and bundled.
 */
function consumerProblems() {
  const problems = [];
  const app = mkdtempSync(join(tmpdir(), 'showroom-consumer-'));
  try {
    cpSync(join(root, 'scripts/fixtures/package-consumer'), app, { recursive: true });
    const tarballs = [];
    for (const name of ['domain', 'machines', 'api']) {
      const packed = run('npm', ['pack', '--silent', '--pack-destination', app], join(root, 'packages', name));
      const file = packed.output.trim().split('\n').at(-1);
      if (!packed.ok || !file?.endsWith('.tgz')) return [`npm pack of packages/${name} failed:\n${packed.output}`];
      tarballs.push(`./${file}`);
    }
    const machines = JSON.parse(readFileSync(join(root, 'packages/machines/package.json'), 'utf8'));
    const lowestXstate = machines.peerDependencies.xstate.replace(/^[\^~]/, '');
    const installed = run(
      'npm',
      // msw: the api README's example runs on the mocks (an optional peer of @showroom/api).
      ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs, `xstate@${lowestXstate}`, 'msw@^2'],
      app,
    );
    if (!installed.ok) return [`npm install failed:\n${installed.output}`];
    const tsc = join(root, 'packages/machines/node_modules/typescript/bin/tsc');
    const steps = [
      ['require()', process.execPath, ['consume.cjs']],
      ['import', process.execPath, ['consume.mjs']],
      ['typecheck, node16', process.execPath, [tsc, '-p', 'tsconfig.node16.json']],
      ['typecheck, bundler', process.execPath, [tsc, '-p', 'tsconfig.bundler.json']],
    ];
    for (const [label, command, args] of steps) {
      const step = run(command, args, app);
      if (!step.ok) problems.push(`${label}:\n${step.output}`);
    }
    problems.push(...readmeExampleProblems(app));
    const esbuild = createRequire(join(root, 'packages/api/package.json'))('esbuild');
    const bundled = esbuild.buildSync({
      entryPoints: [join(app, 'status-rules-entry.mjs')],
      absWorkingDir: app,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const gzipBytes = gzipSync(bundled.outputFiles[0].contents).length;
    console.log(
      `     the status rules alone, bundled from the installed package: ${(gzipBytes / 1024).toFixed(1)} kB gzip`,
    );
    if (gzipBytes > statusRulesBudget)
      problems.push(`the status rules bundle to ${gzipBytes} bytes gzip (budget ${statusRulesBudget})`);
  } catch (error) {
    problems.push(String(error?.stack ?? error));
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
  return problems;
}

const exampleMarker =
  /<!-- example run from the installed package on every test run; (.*?) -->\s*```js\n([\s\S]*?)\n```/g;

/**
 * Runs each README example marked as such, as the installed package's README has it: a block
 * whose marker lists what it prints must print each of those; one marked "each commented value
 * is checked" has every `expression; // value` line turned into an assertion first.
 */
function readmeExampleProblems(app) {
  const problems = [];
  let examples = 0;
  for (const name of ['domain', 'machines', 'api']) {
    const readme = readFileSync(join(app, 'node_modules/@showroom', name, 'README.md'), 'utf8');
    for (const [, how, code] of readme.matchAll(exampleMarker)) {
      examples += 1;
      const file = join(app, `readme-example-${name}-${examples}.mjs`);
      const checked = how.startsWith('each commented value')
        ? `import assert from 'node:assert/strict';\n${code.replace(/^(.+?);\s*\/\/\s*('[^']*'|-?[\d.]+|null)(?=\s|$).*$/gm, 'assert.deepStrictEqual($1, $2);')}`
        : code;
      writeFileSync(file, checked);
      const ran = run(process.execPath, [file], app);
      const expected = [...how.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
      const missing = expected.filter((text) => !ran.output.includes(text));
      if (!ran.ok || missing.length > 0) {
        problems.push(
          `the ${name} README's example ${ran.ok ? `did not print ${missing.join(', ')}` : 'failed'}:\n${ran.output}`,
        );
      }
    }
  }
  if (examples < 3) problems.push(`expected the README examples of domain, machines and api, found ${examples}`);
  return problems;
}

/** The status rules alone bundled to 1.1 kB gzip when an outside developer first measured them. */
const statusRulesBudget = 2048;

const consumer = builtAll.ok ? consumerProblems() : ['the packages did not build'];
results.push({ name: 'an npm app using the packed packages', ok: consumer.length === 0, problems: consumer });
console.log(`${consumer.length === 0 ? 'ok  ' : 'FAIL'} an npm app using the packed packages`);
for (const problem of consumer) console.log(problem.replace(/^/gm, '     '));

if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
process.exit(results.every((result) => result.ok) ? 0 : 1);
