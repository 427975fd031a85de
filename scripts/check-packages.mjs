#!/usr/bin/env node
// Builds and packs every published workspace package (packages/*) exactly as `pnpm publish`
// would, then lints each tarball with publint (strict) and @arethetypeswrong/cli (see attwProfile:
// ESM and CommonJS where a package ships both). Exits non-zero on any problem; prints one
// line per package. Usage: node scripts/check-packages.mjs [--json results.json]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

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

if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
process.exit(results.every((result) => result.ok) ? 0 : 1);
