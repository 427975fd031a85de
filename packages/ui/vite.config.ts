import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// Every dependency stays an import, the typeface's CSS included: library mode would
// otherwise inline the font files into the stylesheet as base64 (~300 kB).
const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];

/**
 * Library build for publishing: ESM per entry plus one compiled stylesheet, so an app
 * without the vanilla-extract plugin can use the package. Development never needs it:
 * the workspace consumes src/ directly.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', tokens: 'src/tokens.ts', palette: 'src/theme/palette.ts' },
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: (id) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)) || /^react(-dom)?(\/|$)/.test(id),
    },
  },
});
