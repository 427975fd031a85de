import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// react-router's package exports only its development build (invariant messages, dev warnings);
// production builds use the production one it ships beside it (about 3 kB gzip less on every page).
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    port: 5173,
    // `pnpm dev` talks to the reference API server (`pnpm dev:server`, port 3000 by default).
    proxy: {
      '/api': process.env.SHOWROOM_API_URL ?? 'http://127.0.0.1:3000',
      '/media': process.env.SHOWROOM_API_URL ?? 'http://127.0.0.1:3000',
    },
  },
  preview: { port: 3000 },
  build: { sourcemap: true, target: 'es2022', manifest: true /* read by scripts/storefront-size.ts */ },
}));
