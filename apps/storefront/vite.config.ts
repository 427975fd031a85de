import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
});
