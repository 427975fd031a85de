import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { workspaceSources } from '../../scripts/workspace-sources.ts';
import { prerenderPlugin } from './build/prerender.ts';

export default defineConfig(() => {
  return {
    ...workspaceSources,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      // The pages every first-time guest sees alike, rendered to HTML at build time.
      prerenderPlugin({
        root: fileURLToPath(new URL('.', import.meta.url)),
        plugins: () => [react(), vanillaExtractPlugin()],
        // The Latin subset of the body font: every page's text, so its late arrival would reflow it.
        preloadFonts: /inter-latin-wght-normal-[\w-]+\.woff2$/,
      }),
    ],
    server: {
      port: 5173,
      // `pnpm dev` talks to the reference API server (`pnpm dev:server`, port 3000 by default).
      proxy: {
        '/api': process.env.SHOWROOM_API_URL ?? 'http://127.0.0.1:3000',
        '/media': process.env.SHOWROOM_API_URL ?? 'http://127.0.0.1:3000',
      },
    },
    preview: { port: 3000 },
    build: {
      sourcemap: true,
      target: 'es2022',
      manifest: true /* read by scripts/storefront-size.ts */,
      // A lazy page's stylesheets are fetched with its code (no unstyled flash); its JS imports
      // are left to the browser's module loader. Listing every JS file each page needs put the
      // names of ~120 files into the first visit's code (2.3 kB gzip); links prefetch a page's
      // code on intent, so the extra round trip for its imports is mostly hidden.
      // The exception: a first visit to a catalogue page fetches the page's whole module tree at
      // once (src/prerender/catalogueFirstVisit.ts, a chunk only that visit loads, holds the list).
      modulePreload: {
        // Every browser the build targets (es2022) but Safari before 17 has modulepreload; the
        // polyfill would cost every first visit ~0.4 kB gzip, and without it those Safaris only
        // fetch a page's imports when it runs.
        polyfill: false,
        resolveDependencies: (_file, deps, { hostId }) =>
          /catalogueFirstVisit-[\w-]+\.js$/.test(hostId) ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Rolldown gives each set of modules the entry shares with lazy pages a chunk of its own:
            // two dozen requests and ~4 kB gzip of glue on the first visit. Everything the entry
            // loads statically (Rolldown's own `$initial` tag) goes in one chunk instead.
            includeDependenciesRecursively: false,
            groups: [
              {
                // The colour maths only a branded shop needs (app/shopPalette.ts loads it on
                // demand): a chunk of its own, or the bundler folds it into the entry.
                name: 'palette',
                test: /node_modules[\\/]culori[\\/]|packages[\\/]ui[\\/]src[\\/]theme[\\/]palette\.ts$/,
                priority: 1,
              },
              {
                // XState and the machines' placeholder effects every machine is set up with: one
                // chunk for every page that runs a machine (split in two, each such page paid
                // for the glue twice).
                name: 'xstate',
                test: /node_modules[\\/]xstate[\\/]|packages[\\/]machines[\\/]src[\\/]effects[\\/]placeholders\.ts$/,
                priority: 1,
              },
              { name: 'app', tags: ['$initial'] },
            ],
          },
        },
      },
    },
  };
});
