import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The point of `@showroom/api/client`: an app that uses it ships no zod and no schema. Bundled
 * as an app would (minified, browser ESM) and gzipped; the whole entry, every export included.
 * Measured at about 4 KB; zod and the schemas alone are about 100 KB.
 */
const MAX_GZIP_BYTES = 8 * 1024;

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** An entry file, or an app's module given as text (resolved from this folder). */
type Source = { file: string } | { app: string; dev: boolean };

async function bundle(source: Source): Promise<{ inputs: string[]; gzipBytes: number }> {
  const result = await build({
    ...('file' in source
      ? { entryPoints: [source.file] }
      : {
          stdin: { contents: source.app, resolveDir: fromHere('.'), loader: 'ts' as const },
          // What Vite does for `import.meta.env.DEV` in a production (false) or dev (true) build.
          define: { 'import.meta.env.DEV': String(source.dev) },
        }),
    bundle: true,
    // The workspace packages' sources, as every tool in the repository reads them.
    conditions: ['@showroom/source'],
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const metafile: Metafile = result.metafile;
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild wrote nothing');
  return { inputs: Object.keys(metafile.inputs), gzipBytes: gzipSync(output.contents).length };
}

const fromZod = (inputs: string[]) => inputs.filter((input) => input.includes('node_modules/zod/'));
/** The contract modules that hold schemas (routes.ts, endpoint.ts and vocabularyLists.ts do not). */
const schemaModules = (inputs: string[]) =>
  inputs.filter((input) =>
    /\/contract\/((endpoints|envelope|pagination|registry|validationErrors|vocabulary)\.ts$|entities\/)/.test(input),
  );

describe('@showroom/api/client bundle', () => {
  it('holds no zod and no schema module, and stays small', async () => {
    const { inputs, gzipBytes } = await bundle({ file: fromHere('./lite.ts') });
    console.info(`@showroom/api/client: ${(gzipBytes / 1024).toFixed(1)} KB minified and gzipped`);
    expect(fromZod(inputs)).toEqual([]);
    expect(schemaModules(inputs)).toEqual([]);
    expect(gzipBytes).toBeLessThan(MAX_GZIP_BYTES);
  });

  it('would see zod if it came in (the check above can fail)', async () => {
    const { inputs } = await bundle({ file: fromHere('../contract/endpoints.ts') });
    expect(fromZod(inputs).length).toBeGreaterThan(0);
    expect(schemaModules(inputs).length).toBeGreaterThan(0);
  });

  it('keeps zod out of a production build that validates in development only (the README recipe)', async () => {
    const app = `
      import { createLiteApiClient } from './lite.ts';
      export const client = createLiteApiClient({
        validateWith: import.meta.env.DEV ? (await import('../index.ts')).endpoints : undefined,
      });`;
    expect(fromZod((await bundle({ app, dev: false })).inputs)).toEqual([]);
    expect(fromZod((await bundle({ app, dev: true })).inputs).length).toBeGreaterThan(0);
  });
});
