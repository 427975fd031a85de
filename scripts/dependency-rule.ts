import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The dependency rule of ARCHITECTURE.md as data: which modules each published package
 * may import (besides its own relative files). Anything else is a violation.
 */
export interface PackageRule {
  name: string;
  dir: string;
  /** Bare specifiers (package names) this package may import. */
  allowed: (specifier: string) => boolean;
  why: string;
}

const packageName = (specifier: string): string =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);

// Test-only code (tests, stories, story helpers, a package's src/testing harness) is left out
// of every build, so it may use dev tools the published code must not.
const isTestOrStory = (file: string) =>
  /\.(test|stories)\.tsx?$/.test(file) || file.includes('/storybook/') || file.includes('/src/testing/');

/** The one workspace package every other may use: the rules shared by all (money, statuses, texts). */
const DOMAIN = '@showroom/domain';
const isWorkspace = (name: string) => name.startsWith('@showroom/');

export const packageRules: readonly PackageRule[] = [
  {
    name: DOMAIN,
    dir: 'packages/domain',
    allowed: () => false,
    why: 'domain imports nothing: plain rules that every package may use',
  },
  {
    name: '@showroom/ui',
    dir: 'packages/ui',
    allowed: (s) => !isWorkspace(packageName(s)) || packageName(s) === DOMAIN,
    why: 'ui depends on no other workspace package but @showroom/domain',
  },
  {
    name: '@showroom/machines',
    dir: 'packages/machines',
    allowed: (s) => ['xstate', 'card-validator', 'libphonenumber-js', DOMAIN].includes(packageName(s)),
    why: 'machines depends only on @showroom/domain, xstate and small platform-free libraries (no React, DOM, storage or network)',
  },
  {
    name: '@showroom/api',
    dir: 'packages/api',
    allowed: (s) => {
      const name = packageName(s);
      return !name.startsWith('react') && !name.startsWith('@radix-ui/') && (!isWorkspace(name) || name === DOMAIN);
    },
    why: 'api imports no React and no other workspace package but @showroom/domain',
  },
  {
    name: '@showroom/emails',
    dir: 'packages/emails',
    allowed: (s) =>
      ['react', 'react-dom', DOMAIN].includes(packageName(s)) || packageName(s).startsWith('@react-email/'),
    why: 'emails uses React, react-email and @showroom/domain only: no design system (mail clients need inline styles) and no other workspace package',
  },
];

export interface Violation {
  file: string;
  specifier: string;
  why: string;
}

/** Bare module specifiers a source file imports (static, dynamic, re-exports). */
export function importedModules(source: string): string[] {
  const info = ts.preProcessFile(source, true, true);
  return info.importedFiles.map((f) => f.fileName).filter((name) => !name.startsWith('.') && !name.startsWith('/'));
}

export function checkSources(rule: PackageRule, sources: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of sources) {
    if (isTestOrStory(file)) continue;
    for (const specifier of importedModules(source)) {
      if (!rule.allowed(specifier)) violations.push({ file, specifier, why: rule.why });
    }
  }
  return violations;
}

export function checkManifest(rule: PackageRule, manifest: { dependencies?: Record<string, string> }): Violation[] {
  return Object.keys(manifest.dependencies ?? {})
    .filter((dep) => !rule.allowed(dep))
    .map((dep) => ({ file: `${rule.dir}/package.json`, specifier: dep, why: rule.why }));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' || entry === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry) ? [path] : [];
  });
}

/** Checks the real repository: every source file and manifest of each rule's package. */
export function checkRepository(root: string): Violation[] {
  return packageRules.flatMap((rule) => {
    const dir = join(root, rule.dir);
    const sources = new Map(
      sourceFiles(join(dir, 'src')).map((file) => [relative(root, file), readFileSync(file, 'utf8')] as const),
    );
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    return [...checkSources(rule, sources), ...checkManifest(rule, manifest)];
  });
}

/**
 * The storefront's layers import one way: `features/` may use `routes/` (links, the route table,
 * in-place navigation), never the reverse, so a route module never pulls a feature's code.
 */
export const storefrontLayers = { from: 'apps/storefront/src/routes', forbidden: 'apps/storefront/src/features' };

/** Relative imports of files under `from` that land under `forbidden` (paths from the repository root). */
export function checkLayer(
  sources: ReadonlyMap<string, string>,
  { from, forbidden }: { from: string; forbidden: string },
): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of sources) {
    if (!file.startsWith(`${from}/`) || isTestOrStory(file)) continue;
    const relativeImports = ts
      .preProcessFile(source, true, true)
      .importedFiles.map((f) => f.fileName)
      .filter((name) => name.startsWith('.'));
    for (const specifier of relativeImports) {
      if (join(dirname(file), specifier).startsWith(`${forbidden}/`)) {
        violations.push({ file, specifier, why: `${from} must not import ${forbidden}` });
      }
    }
  }
  return violations;
}

/** The storefront's layer rule, on the real repository. */
export function checkStorefrontLayers(root: string): Violation[] {
  const sources = new Map(
    sourceFiles(join(root, storefrontLayers.from)).map(
      (file) => [relative(root, file), readFileSync(file, 'utf8')] as const,
    ),
  );
  return checkLayer(sources, storefrontLayers);
}
