import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowedPackages,
  boundaryViolations,
  buildInMemory,
  describeDiagnostic,
  forbiddenGlobals,
  importedPackages,
  type BuiltPackage,
} from './testing/packageBoundary.ts';

/** packages/machines, found from this file's path (no Node APIs in this package's tests). */
function packageDir(): string {
  const testPath = expect.getState().testPath as string;
  return testPath.slice(0, testPath.lastIndexOf('/src/'));
}

describe('the built package', () => {
  let built: BuiltPackage;
  let dir: string;

  beforeAll(() => {
    dir = packageDir();
    built = buildInMemory(dir);
  });

  it('compiles with its build config without errors', () => {
    expect(built.diagnostics).toEqual([]);
    expect(built.modules.has(`${dir}/dist/index.js`)).toBe(true);
    // Test files and test helpers are not shipped.
    expect([...built.modules.keys()].filter((file) => /\.test\.js$|\/testing\//.test(file))).toEqual([]);
  });

  it('imports only @showroom/domain, xstate, card-validator, libphonenumber-js and its own files, and touches no platform global', () => {
    expect(boundaryViolations(built.modules)).toEqual([]);
    expect(importedPackages(built.modules)).toEqual([
      '@showroom/domain',
      'card-validator',
      'libphonenumber-js',
      'xstate',
    ]);
  });

  it("declares xstate as a peer (one copy: the host's) and exactly the other libraries as dependencies", () => {
    const manifest = JSON.parse(ts.sys.readFile(`${dir}/package.json`) as string) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual(
      [...allowedPackages].filter((name) => name !== 'xstate').sort(),
    );
    // A host with its own xstate would otherwise get a second, nested copy in its bundle.
    expect(Object.keys(manifest.peerDependencies ?? {})).toEqual(['xstate']);
  });
});

describe('the boundary check itself', () => {
  const bad = new Map([
    [
      '/pkg/dist/bad.js',
      [
        "import React from 'react';",
        "import { x } from './missing.js';",
        "import { y } from './ok.js';",
        "export * from 'node:fs';",
        "const lazy = () => import('axios');",
        'const computed = (name) => import(name);',
        "localStorage.setItem('a', 'b');",
        "fetch('/api');",
        'globalThis.navigator;',
        'globalThis.Intl;',
        "self['sessionStorage'];",
        'window.document;',
        'const safe = { fetch: 1, window: 2 }; safe.fetch; safe.document;',
        'class Store { localStorage = 1; setTimeout() {} }',
        'function go(location, { history }) { const [navigator] = [1]; return [location, history, navigator]; }',
        'const pick = { a: process };',
        'export { safe };',
      ].join('\n'),
    ],
    [
      '/pkg/dist/ok.js',
      "import { setup } from 'xstate'; import v from 'card-validator'; export * from 'libphonenumber-js/min';",
    ],
    ['/pkg/dist/ok.d.ts', "import type { Window } from 'dom';"],
  ]);

  it('reports every forbidden import and global, and nothing else', () => {
    expect(boundaryViolations(bad)).toEqual([
      "/pkg/dist/bad.js: import of 'react'",
      "/pkg/dist/bad.js: import of missing file './missing.js'",
      "/pkg/dist/bad.js: import of 'node:fs'",
      "/pkg/dist/bad.js: dynamic import of 'axios'",
      "/pkg/dist/bad.js: dynamic import of '<computed>'",
      "/pkg/dist/bad.js: uses global 'localStorage'",
      "/pkg/dist/bad.js: uses global 'fetch'",
      "/pkg/dist/bad.js: uses global 'globalThis.navigator'",
      "/pkg/dist/bad.js: uses global 'self['sessionStorage']'",
      "/pkg/dist/bad.js: uses global 'window.document'",
      "/pkg/dist/bad.js: uses global 'window'",
      "/pkg/dist/bad.js: uses global 'process'",
    ]);
    expect(importedPackages(bad)).toEqual([
      '<computed>',
      'axios',
      'card-validator',
      'dom',
      'libphonenumber-js',
      'node:fs',
      'react',
      'xstate',
    ]);
  });

  it('covers the globals the issue names', () => {
    for (const name of [
      'window',
      'document',
      'localStorage',
      'sessionStorage',
      'fetch',
      'XMLHttpRequest',
      'navigator',
      'React',
    ]) {
      expect(forbiddenGlobals).toContain(name);
    }
  });

  it('reports a config that cannot be read', () => {
    const broken = buildInMemory('/nonexistent-package');
    expect(broken.modules.size).toBe(0);
    expect(broken.diagnostics.join('\n')).toMatch(/nonexistent-package\/tsconfig\.build\.json/);
  });

  it('names scoped packages by scope and name', () => {
    expect(importedPackages(new Map([['/pkg/dist/scoped.js', "import x from '@scope/lib/sub';"]]))).toEqual([
      '@scope/lib',
    ]);
  });

  it('reports compiler errors with their place', () => {
    const file = ts.createSourceFile('/pkg/src/a.ts', 'const a: number = "x";', ts.ScriptTarget.Latest);
    const diagnostic: ts.Diagnostic = {
      file,
      start: 6,
      length: 1,
      messageText: "Type 'string' is not assignable to type 'number'.",
      category: ts.DiagnosticCategory.Error,
      code: 2322,
    };
    expect(describeDiagnostic(diagnostic)).toBe("/pkg/src/a.ts:1:7 Type 'string' is not assignable to type 'number'.");
  });
});
