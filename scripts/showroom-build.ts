import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds the storefront and the server only when their output is missing or older than what
 * goes into it. The e2e journeys, the size budget and Lighthouse all need the built app; on a
 * fresh clone nothing is built, while inside one `pnpm test` the first of them builds and the
 * others reuse it. Freshness is judged by modification times, which a checkout, an edit or a
 * deleted file (its folder's time changes) all move forward.
 */

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export type BuildTarget = 'storefront' | 'server';

interface TargetSpec {
  filter: string;
  /** The file whose time stands for the whole build; written on every build. */
  output: string;
  /** Files and folders whose contents end up in the build. */
  inputs: readonly string[];
}

const sharedInputs = ['packages/api/src', 'packages/machines/src', 'pnpm-lock.yaml'];

export const buildTargets: Record<BuildTarget, TargetSpec> = {
  storefront: {
    filter: '@showroom/storefront',
    // The manifest, not index.html: the size check needs it, and a build from before
    // `build.manifest` was turned on has none.
    output: 'apps/storefront/dist/.vite/manifest.json',
    inputs: [
      'apps/storefront/src',
      'apps/storefront/public',
      'apps/storefront/index.html',
      'apps/storefront/vite.config.ts',
      'apps/storefront/build',
      'apps/storefront/package.json',
      'packages/ui/src',
      ...sharedInputs,
    ],
  },
  server: {
    filter: '@showroom/server',
    output: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/vite.config.ts', 'apps/server/package.json', ...sharedInputs],
  },
};

const skippedFolders = new Set(['node_modules', 'dist', '__screenshots__']);

/** The newest modification time under `path` (the path itself included), in ms. */
export function newestTime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && skippedFolders.has(entry.name)) continue;
    newest = Math.max(newest, newestTime(join(path, entry.name)));
  }
  return newest;
}

/** Why `target` must be built, or null when its output is newer than every input. */
export function staleReason(target: BuildTarget): string | null {
  const spec = buildTargets[target];
  const output = join(repoRoot, spec.output);
  if (!existsSync(output)) return `${spec.output} is missing`;
  const built = statSync(output).mtimeMs;
  const changed = spec.inputs.find((input) => newestTime(join(repoRoot, input)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/** Builds each stale target with its own package script; throws when a build fails. */
export function ensureBuilt(targets: readonly BuildTarget[], log: (line: string) => void = console.log): void {
  for (const target of targets) {
    const reason = staleReason(target);
    if (reason === null) {
      log(`${target}: using the existing build (up to date)`);
      continue;
    }
    log(`${target}: building (${reason})`);
    const started = Date.now();
    const { status } = spawnSync('pnpm', ['--filter', buildTargets[target].filter, 'build'], {
      cwd: repoRoot,
      // The build's own output goes to stderr so a JSON reporter's stdout stays clean.
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (status !== 0) throw new Error(`Building the ${target} failed (exit ${status}); see its output above.`);
    log(`${target}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
