import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { workspaceSources } from '../../scripts/workspace-sources.ts';

/**
 * Builds the server for plain `node dist/main.js` (Node 20 cannot run TypeScript). The
 * workspace packages export their TypeScript sources, so they are bundled in, together with
 * their own dependencies (xstate, card-validator, …) which this app does not list; this app's
 * own dependencies stay external and load from node_modules (better-sqlite3 is native).
 */
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@showroom/'));

export default defineConfig({
  ...workspaceSources,
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      // The picture painter's and the e-mail renderer's threads are entries of their own, loaded
      // by file beside main.js.
      input: {
        main: 'src/main.ts',
        pictureWorker: 'src/media/pictureWorker.ts',
        mailWorker: 'src/mail/mailWorker.ts',
      },
      external: (id) =>
        id.startsWith('node:') ||
        builtinModules.includes(id) ||
        external.some((name) => id === name || id.startsWith(`${name}/`)),
      // Shared code goes into chunks beside the entries, so `new URL(…, import.meta.url)` in
      // either finds the other.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  ssr: { ...workspaceSources.ssr, noExternal: true },
  // The e-mails are React: always the production JSX runtime, which `node dist/main.js` (run
  // with NODE_ENV=production) has, even when this build runs under a test runner (NODE_ENV=test).
  oxc: { jsx: { runtime: 'automatic', development: false } },
});
