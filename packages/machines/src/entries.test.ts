import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as root from './index.ts';

/** packages/machines, found from this file's path (no Node APIs in this package's tests). */
function packageDir(): string {
  const testPath = expect.getState().testPath as string;
  return testPath.slice(0, testPath.lastIndexOf('/src/'));
}

interface Conditions {
  readonly '@showroom/source': string;
  readonly import: { readonly types: string; readonly default: string };
  readonly require: { readonly types: string; readonly default: string };
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The folders that hold a machine, the effect contracts, or a family of rules, each with its index.ts. */
function entryFolders(dir: string): string[] {
  const folders = (path: string) =>
    ts.sys
      .getDirectories(`${dir}/src/${path}`)
      .filter((name) => ts.sys.fileExists(`${dir}/src/${path}${name}/index.ts`));
  return [
    ...folders('').filter((name) => name !== 'rules' && name !== 'testing'),
    ...folders('rules/').map((name) => `rules/${name}`),
  ];
}

describe('one entry per machine and per family of rules', () => {
  const dir = packageDir();
  const manifest = JSON.parse(ts.sys.readFile(`${dir}/package.json`) as string) as {
    exports: Record<string, Conditions | string>;
  };

  it('has an entry for every folder, named in kebab case, pointing at its sources and both builds', () => {
    const folders = entryFolders(dir);
    expect(folders.length).toBeGreaterThan(25);
    for (const folder of folders) {
      const key = `./${folder.split('/').map(kebab).join('/')}`;
      expect(manifest.exports[key], key).toEqual({
        '@showroom/source': `./src/${folder}/index.ts`,
        import: { types: `./dist/${folder}/index.d.ts`, default: `./dist/${folder}/index.js` },
        require: { types: `./dist/cjs/${folder}/index.d.ts`, default: `./dist/cjs/${folder}/index.js` },
      });
    }
    // Only those, the root and the manifest.
    expect(Object.keys(manifest.exports).length).toBe(folders.length + 2);
  });

  it('exports through the entries exactly what the root entry does', async () => {
    const viaEntries = new Set<string>();
    for (const folder of entryFolders(dir)) {
      const module = (await import(/* @vite-ignore */ `./${folder}/index.ts`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        expect(value, `${folder}: ${name}`).toBe((root as Record<string, unknown>)[name]);
        viaEntries.add(name);
      }
    }
    expect([...viaEntries].sort()).toEqual(Object.keys(root).sort());
  });
});
