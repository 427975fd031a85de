import { describe, expect, it } from 'vitest';
import { createFirstLoadTest, type ModuleGraph, type ModuleInfo } from './firstLoadChunk.ts';

const root = '/repo';
const entry = `${root}/apps/storefront/src/main.tsx`;
const ui = (path: string) => `${root}/packages/ui/src/${path}`;
const app = (path: string) => `${root}/apps/storefront/src/${path}`;

/** A module graph from `id → what it imports` (static, and lazily with `lazy:`). */
function graphOf(
  modules: Record<string, { imports?: string[]; lazy?: string[]; exports?: string[]; code?: string }>,
): ModuleGraph {
  const infos = new Map<string, ModuleInfo>();
  for (const [id, module] of Object.entries(modules)) {
    const importers = Object.entries(modules)
      .filter(([, other]) => other.imports?.includes(id))
      .map(([other]) => other);
    const dynamicImporters = Object.entries(modules)
      .filter(([, other]) => other.lazy?.includes(id))
      .map(([other]) => other);
    infos.set(id, {
      isEntry: id === entry,
      importers,
      importedIds: module.imports ?? [],
      dynamicImporters,
      exports: module.exports ?? [],
      code: module.code ?? null,
    });
  }
  return { getModuleInfo: (id) => infos.get(id) ?? null };
}

const graph = graphOf({
  [entry]: { imports: [app('shell/Header.tsx')], lazy: [app('pages/Home.tsx')] },
  [app('shell/Header.tsx')]: {
    imports: [ui('index.ts'), app('state/store.ts')],
    code: `import { Button, type ButtonProps } from '@showroom/ui';`,
  },
  [app('state/store.ts')]: { imports: [] },
  [app('pages/Home.tsx')]: {
    imports: [ui('index.ts'), app('state/store.ts'), app('pages/homeOnly.ts')],
    code: `import { Carousel } from '@showroom/ui';`,
  },
  [app('pages/homeOnly.ts')]: {},
  [ui('index.ts')]: { imports: [ui('Button/index.ts'), ui('Carousel/index.ts')] },
  [ui('Button/index.ts')]: { imports: [ui('Button/Button.tsx')], exports: ['Button'] },
  [ui('Button/Button.tsx')]: { imports: [ui('Icon/Icon.tsx')], exports: ['Button', 'buttonVariants'] },
  [ui('Icon/Icon.tsx')]: { exports: ['Icon'] },
  [ui('Carousel/index.ts')]: { imports: [ui('Carousel/Carousel.tsx')], exports: ['Carousel'] },
  [ui('Carousel/Carousel.tsx')]: { imports: [ui('Icon/Icon.tsx')], exports: ['Carousel'] },
});

describe('the modules the first visit loads', () => {
  const loadedFirst = createFirstLoadTest(entry);
  const first = (id: string) => loadedFirst(id, graph);

  it('takes the storefront modules the entry imports statically', () => {
    expect(first(app('shell/Header.tsx'))).toBe(true);
    expect(first(app('state/store.ts'))).toBe(true);
  });

  it('takes a package module the entry imports by name, and what that module imports', () => {
    expect(first(ui('Button/Button.tsx'))).toBe(true);
    expect(first(ui('Icon/Icon.tsx'))).toBe(true);
  });

  it('leaves what only lazy pages use, even when the package index re-exports it', () => {
    expect(first(ui('Carousel/Carousel.tsx'))).toBe(false);
    expect(first(app('pages/Home.tsx'))).toBe(false);
    expect(first(app('pages/homeOnly.ts'))).toBe(false);
  });

  it('leaves the index modules and the entry itself to the bundler', () => {
    expect(first(ui('index.ts'))).toBe(false);
    expect(first(ui('Button/index.ts'))).toBe(false);
    expect(first(entry)).toBe(false);
  });
});
