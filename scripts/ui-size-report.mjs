#!/usr/bin/env node
// What each @showroom/ui component costs an app: for every component folder, a production
// bundle of `export * from '<folder>/index.ts'` alone (minified, tree-shaken, React and
// react-dom excluded, everything else included: Radix, culori, the theme runtime), gzipped.
// CSS is reported separately. Usage: pnpm size:ui [--json file]
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const componentsDir = join(root, 'packages/ui/src/components');
const jsonFlag = process.argv.indexOf('--json');
const jsonOut = jsonFlag > 0 ? process.argv[jsonFlag + 1] : undefined;
const isReact = (id) => /^react(-dom)?(\/|$)/.test(id);
// The typeface is one stylesheet and font files an app loads once (as the published build
// leaves it, an import); library mode would inline it as base64 into every row that
// touches the theme, so it is left out here and reported on its own line.
const isFont = (id) => id.startsWith('@fontsource-variable/');

const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const scratch = mkdtempSync(join(tmpdir(), 'ui-size-'));
const rows = [];
try {
  for (const name of components) {
    const entry = join(scratch, `${name}.entry.ts`);
    writeFileSync(entry, `export * from ${JSON.stringify(join(componentsDir, name, 'index.ts'))};\n`);
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      root: join(root, 'packages/ui'),
      plugins: [react(), vanillaExtractPlugin()],
      build: {
        write: false,
        minify: true,
        sourcemap: false,
        lib: { entry, formats: ['es'], fileName: name, cssFileName: name },
        rolldownOptions: { external: (id) => isReact(id) || isFont(id) },
      },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
    let js = '';
    let css = '';
    for (const chunk of chunks) {
      if (chunk.type === 'chunk') js += chunk.code;
      else if (chunk.fileName.endsWith('.css')) css += String(chunk.source);
    }
    rows.push({
      component: name,
      jsGzip: gzipSync(js).length,
      cssGzip: gzipSync(css).length,
      jsMinified: Buffer.byteLength(js),
    });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const width = Math.max(...rows.map((row) => row.component.length), 'component'.length);
console.log(`${'component'.padEnd(width)}  js (gzip)   css (gzip)  js (min)`);
for (const row of rows) {
  console.log(
    `${row.component.padEnd(width)}  ${kb(row.jsGzip).padStart(9)}  ${kb(row.cssGzip).padStart(10)}  ${kb(row.jsMinified).padStart(9)}`,
  );
}
console.log('React and react-dom excluded; each row includes the theme runtime and the libraries it uses.');
console.log(
  'The Inter typeface is loaded once per app, not per component: one variable woff2 per script subset (latin ~48 kB), fetched only when the page uses that subset.',
);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
