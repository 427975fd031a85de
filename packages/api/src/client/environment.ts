/** Node's global, declared here: the package's types assume no host (no @types/node). */
declare const process: { readonly env: Readonly<Record<string, string | undefined>> };

/**
 * Whether the client runs in development or tests. Node and Vitest set `NODE_ENV`; a bundler
 * (Vite, webpack, esbuild, Rollup's replace) writes its mode in place of `process.env.NODE_ENV`
 * in browser code. Where neither happened, `process` does not exist: not development. (No
 * `import.meta`: the package also ships as CommonJS, where it is a syntax error.)
 */
export function isDevelopmentEnvironment(): boolean {
  try {
    const mode = process.env.NODE_ENV;
    return mode === 'development' || mode === 'test';
  } catch {
    return false;
  }
}
