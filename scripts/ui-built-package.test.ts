/**
 * Proves the published @showroom/ui works in an app without the vanilla-extract plugin: the
 * package is built and packed as it would be published, unpacked into a consumer fixture,
 * bundled there by a plain Vite config, and the rendered markup's class names are checked
 * against the stylesheet the consumer ended up with.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const uiDir = join(root, 'packages/ui');
// Inside packages/ui/node_modules, so the unpacked package resolves its dependencies (and
// React) from the workspace install, as an app's node_modules would provide them.
const fixtureDir = join(uiDir, 'node_modules/.consumer-fixture');
const installedDir = join(fixtureDir, 'node_modules/@showroom/ui');

function packAndInstall(): void {
  // The design system's one workspace dependency, built as an app would install it.
  execFileSync('pnpm', ['run', 'build'], { cwd: join(root, 'packages/domain'), stdio: 'pipe' });
  execFileSync('pnpm', ['run', 'build'], { cwd: uiDir, stdio: 'pipe' });
  rmSync(fixtureDir, { recursive: true, force: true });
  mkdirSync(installedDir, { recursive: true });
  execFileSync('pnpm', ['pack', '--pack-destination', fixtureDir], { cwd: uiDir, stdio: 'pipe' });
  const tarball = readdirSync(fixtureDir).find((file) => file.endsWith('.tgz')) as string;
  execFileSync('tar', ['xzf', join(fixtureDir, tarball), '-C', installedDir, '--strip-components=1']);
  cpSync(join(root, 'scripts/fixtures/ui-consumer'), fixtureDir, { recursive: true });
}

/** Class names used in the markup. */
function classNames(html: string): string[] {
  const names = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/));
  return [...new Set(names.filter(Boolean))];
}

describe('the built @showroom/ui in an app without the vanilla-extract plugin', () => {
  let css = '';
  let js = '';
  let html = '';

  beforeAll(async () => {
    packAndInstall();
    const quiet = { configFile: false as const, logLevel: 'silent' as const, root: fixtureDir, plugins: [] };
    await build({ ...quiet, build: { outDir: 'dist-client', emptyOutDir: true } });
    const assets = join(fixtureDir, 'dist-client/assets');
    for (const file of readdirSync(assets)) {
      if (file.endsWith('.css')) css += readFileSync(join(assets, file), 'utf8');
      if (file.endsWith('.js')) js += readFileSync(join(assets, file), 'utf8');
    }
    await build({
      ...quiet,
      build: { ssr: 'server.js', outDir: 'dist-server', emptyOutDir: true },
      // Bundled so that Vite, not Node, deals with the package's CSS imports.
      ssr: { noExternal: ['@showroom/ui', '@fontsource-variable/inter'] },
    });
    const server = (await import(pathToFileURL(join(fixtureDir, 'dist-server/server.js')).href)) as { html: string };
    html = server.html;
  }, 120_000);

  it('installs only the published files, its entries naming the built files', () => {
    const manifest = JSON.parse(readFileSync(join(installedDir, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    // The sources' condition is the workspace's own; no consumer's resolver asks for it.
    expect(manifest.exports['.']).toEqual({
      '@showroom/source': './src/index.ts',
      types: './dist/index.d.ts',
      import: './dist/index.js',
    });
    expect(manifest.exports['./style.css']).toBe('./dist/style.css');
    // The sources ship for the source maps (debugging, "go to definition"); tests, stories and
    // their screenshots do not.
    expect(readdirSync(installedDir).sort()).toEqual(['CHANGELOG.md', 'README.md', 'dist', 'package.json', 'src']);
    const sources = readdirSync(join(installedDir, 'src'), { recursive: true }).map(String);
    expect(sources).toContain('index.ts');
    expect(sources.filter((file) => /\.(test|stories)\.tsx?$|__screenshots__|^storybook\b/.test(file))).toEqual([]);
  });

  it('renders the components to markup', () => {
    expect(html).toContain('data-theme="shop"');
    // One landmark of each component in the fixture's tree (scripts/fixtures/ui-consumer/tree.js).
    for (const text of [
      '<h2',
      'Porcelain floor tile',
      'New',
      '$59.50',
      'Approved',
      'Project name',
      'Shown on your quote',
      'role="combobox"',
      'type="checkbox"',
      'Include grout',
      'value="2"',
      'role="tablist"',
      'Specifications',
      'aria-current="page"',
      'Add to cart',
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it('ships a stylesheet that styles every class the markup uses', () => {
    // lucide-react marks every icon with its own hook classes (`lucide lucide-<name>`) for apps
    // that want them; they are lucide's, never ours, so nothing needs to style them.
    const used = classNames(html).filter((name) => !/^lucide(-|$)/.test(name));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !css.includes(`.${name}`))).toEqual([]);
  });

  it('ships the typeface and needs no vanilla-extract build step at run time', () => {
    expect(css).toMatch(/font-family:\s*["']?Inter Variable/);
    expect(js).not.toContain('.css.ts');
    expect(js).not.toContain('@vanilla-extract/css');
  });
});
