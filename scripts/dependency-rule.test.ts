import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkLayer,
  checkManifest,
  checkRepository,
  checkSources,
  checkStorefrontLayers,
  importedModules,
  packageRules,
  storefrontLayers,
} from './dependency-rule.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const rule = (name: string) => packageRules.find((r) => r.name === name)!;

describe('dependency rule (ARCHITECTURE.md)', () => {
  it('holds for the repository', () => {
    expect(checkRepository(root)).toEqual([]);
  });

  it('finds static, dynamic and re-exported imports', () => {
    const source = `import a from 'a'; import type { B } from 'b/sub'; export * from 'c'; const d = import('d'); import './local.ts';`;
    expect(importedModules(source).sort()).toEqual(['a', 'b/sub', 'c', 'd']);
  });

  it('catches React, the network and storage wrappers in machines', () => {
    const sources = new Map([
      ['packages/machines/src/x.ts', `import { useState } from 'react'; import { createMachine } from 'xstate';`],
      ['packages/machines/src/y.ts', `import ky from 'ky'; import { parse } from 'libphonenumber-js/min';`],
    ]);
    expect(checkSources(rule('@showroom/machines'), sources).map((v) => v.specifier)).toEqual(['react', 'ky']);
  });

  it('catches a workspace import in ui and React in api', () => {
    const ui = new Map([['packages/ui/src/a.tsx', `import { x } from '@showroom/machines';`]]);
    const api = new Map([['packages/api/src/a.ts', `import { useEffect } from 'react';`]]);
    expect(checkSources(rule('@showroom/ui'), ui)).toHaveLength(1);
    expect(checkSources(rule('@showroom/api'), api)).toHaveLength(1);
  });

  it('lets ui, machines and api use @showroom/domain, and nothing else of the workspace', () => {
    const uses = (file: string, specifier: string) => new Map([[file, `import { x } from '${specifier}';`]]);
    for (const name of ['@showroom/ui', '@showroom/machines', '@showroom/api']) {
      const file = `${rule(name).dir}/src/a.ts`;
      expect(checkSources(rule(name), uses(file, '@showroom/domain'))).toEqual([]);
    }
    expect(checkSources(rule('@showroom/ui'), uses('packages/ui/src/a.ts', '@showroom/machines'))).toHaveLength(1);
    expect(checkSources(rule('@showroom/machines'), uses('packages/machines/src/a.ts', '@showroom/api'))).toHaveLength(
      1,
    );
    expect(checkSources(rule('@showroom/api'), uses('packages/api/src/a.ts', '@showroom/machines'))).toHaveLength(1);
  });

  it('lets domain import nothing at all, nor declare a dependency', () => {
    const sources = new Map([
      ['packages/domain/src/a.ts', `import { z } from 'zod'; import { y } from '@showroom/machines'; import './b.ts';`],
      ['packages/domain/src/a.test.ts', `import fc from 'fast-check';`],
    ]);
    expect(checkSources(rule('@showroom/domain'), sources).map((v) => v.specifier)).toEqual([
      'zod',
      '@showroom/machines',
    ]);
    expect(checkManifest(rule('@showroom/domain'), { dependencies: { xstate: '5' } })).toHaveLength(1);
  });

  it('checks declared dependencies too', () => {
    expect(checkManifest(rule('@showroom/machines'), { dependencies: { xstate: '5', 'react-dom': '19' } })).toEqual([
      expect.objectContaining({ specifier: 'react-dom' }),
    ]);
  });

  it("holds the storefront's layers: routes/ imports nothing from features/", () => {
    expect(checkStorefrontLayers(root)).toEqual([]);
  });

  it('catches a route module importing a feature, statically or dynamically', () => {
    const sources = new Map([
      ['apps/storefront/src/routes/a.ts', `import { x } from '../features/product/x.ts';`],
      ['apps/storefront/src/routes/b.ts', `const y = import('../features/cart/y.ts'); import { z } from './z.ts';`],
      ['apps/storefront/src/features/c.ts', `import { IN_PLACE } from '../routes/RoutePage.tsx';`],
      ['apps/storefront/src/routes/a.test.ts', `import { x } from '../features/product/x.ts';`],
    ]);
    expect(checkLayer(sources, storefrontLayers).map((v) => `${v.file} ${v.specifier}`)).toEqual([
      'apps/storefront/src/routes/a.ts ../features/product/x.ts',
      'apps/storefront/src/routes/b.ts ../features/cart/y.ts',
    ]);
  });

  it('keeps the e-mails to React, react-email and @showroom/domain', () => {
    const sources = new Map([
      [
        'packages/emails/src/a.tsx',
        `import { Button } from '@showroom/ui'; import { Html } from '@react-email/components'; import { formatUsd } from '@showroom/domain'; import { z } from 'zod';`,
      ],
    ]);
    expect(checkSources(rule('@showroom/emails'), sources).map((v) => v.specifier)).toEqual(['@showroom/ui', 'zod']);
  });
});
