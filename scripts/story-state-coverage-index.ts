/**
 * Storybook's own story index, generated without building Storybook.
 *
 * `storybook index --output-file <file>` (a core command of the `storybook` CLI since 8.x; not
 * in the CLI docs, which document the same index as the `/index.json` of a running or built
 * Storybook) loads `.storybook/main.ts`, runs the configured indexers over the `stories` globs
 * and writes the index `storybook build` would ship: ids, titles, types and the final tags
 * (preview, meta and story tags combined, `!tag` removals applied). It bundles nothing, so it
 * takes about 2 s here instead of a full static build.
 *
 * It runs in a child process rather than through `buildIndex` from
 * `storybook/internal/core-server`: the CLI is the more stable surface, and loading main.ts
 * registers a process-wide Node loader hook for TypeScript (Storybook warns when its module
 * helpers run under Vitest), which has no place in a test worker.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { StoryIndex } from 'storybook/internal/types';

const run = promisify(execFile);

/** The `storybook` bin as the package declares it, resolved from the project that depends on it. */
async function storybookBin(rootDir: string): Promise<string> {
  const manifestPath = createRequire(join(rootDir, 'package.json')).resolve('storybook/package.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.['storybook'];
  if (bin === undefined) throw new Error(`${manifestPath} declares no storybook bin`);
  return join(dirname(manifestPath), bin);
}

function assertStoryIndex(value: unknown, source: string): asserts value is StoryIndex {
  const entries = (value as { entries?: unknown } | null)?.entries;
  const valid =
    typeof entries === 'object' &&
    entries !== null &&
    Object.values(entries).every(
      (entry: { id?: unknown; type?: unknown; tags?: unknown }) =>
        typeof entry.id === 'string' && (entry.type === 'story' || entry.type === 'docs') && Array.isArray(entry.tags),
    );
  if (!valid) throw new Error(`${source} is not a Storybook index ({ v, entries: { [id]: { id, type, tags } } })`);
}

/** Builds the story index of the Storybook configured in `<rootDir>/<configDir>`. */
export async function buildStoryIndex(rootDir: string, configDir = '.storybook'): Promise<StoryIndex> {
  const bin = await storybookBin(rootDir);
  const outputDir = await mkdtemp(join(tmpdir(), 'story-index-'));
  const outputFile = join(outputDir, 'index.json');
  try {
    // cwd is the root: Storybook resolves the stories globs and writes importPaths relative to it.
    // NODE_ENV as a manual `storybook index` run has it (Vitest sets it to 'test').
    await run(process.execPath, [bin, 'index', '--config-dir', configDir, '--output-file', outputFile, '--quiet'], {
      cwd: rootDir,
      env: { ...process.env, NODE_ENV: 'production', STORYBOOK_DISABLE_TELEMETRY: 'true' },
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: Error & { stdout?: string; stderr?: string }) => {
      throw new Error(`storybook index failed: ${error.message}\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    const index: unknown = JSON.parse(await readFile(outputFile, 'utf8'));
    assertStoryIndex(index, 'the output of storybook index');
    return index;
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}
