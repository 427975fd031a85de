/**
 * Which modules the storefront's first visit loads, for the build's chunking (vite.config.ts):
 * those go into one `app` chunk beside the entry, instead of the dozens of small shared chunks
 * the bundler makes when lazy pages share modules with the entry.
 *
 * The module graph says which module imports which, but a package's index module re-exports
 * everything, so "reachable through @showroom/ui" would take in every component. What the
 * entry's own modules import from each package by name counts instead. A module some code
 * imports lazily is left to the bundler, which knows what that code needs.
 */

export interface ModuleInfo {
  readonly isEntry: boolean;
  readonly importers: readonly string[];
  readonly importedIds: readonly string[];
  readonly dynamicImporters: readonly string[];
  readonly exports: readonly string[];
  readonly code: string | null;
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The packages' index modules: they re-export everything, used or not. */
const barrel = /packages[\\/][^\\/]+[\\/]src[\\/](.+[\\/])?index\.ts$/;
const packageModule = /packages[\\/]([^\\/]+)[\\/]src[\\/]/;
const storefrontModule = /apps[\\/]storefront[\\/]src[\\/]/;
const namedImport = /import\s*\{([^}]*)\}\s*from\s*["']@showroom\/([a-z]+)["']/g;

/** Static importers lead from the entry (or a root) to `id` without passing a package's index. */
function reachedDirectly(id: string, graph: ModuleGraph, isRoot: (id: string) => boolean): boolean {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    const info = graph.getModuleInfo(current);
    if (!info || barrel.test(current) || info.dynamicImporters.length > 0) continue;
    if (info.isEntry || isRoot(current)) return true;
    for (const importer of info.importers)
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
  }
  return false;
}

/** The storefront modules the entry imports statically, packages' indexes not entered. */
function storefrontModulesOfEntry(entry: string, graph: ModuleGraph): string[] {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    for (const imported of graph.getModuleInfo(queue.shift() as string)?.importedIds ?? [])
      if (!seen.has(imported) && !barrel.test(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
  }
  return [...seen].filter((id) => storefrontModule.test(id));
}

/** Per package (`ui`, `machines`, `api`), the names these modules import from it. */
function namesImportedByPackage(ids: readonly string[], graph: ModuleGraph): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const id of ids) {
    for (const [, list = '', owner = ''] of (graph.getModuleInfo(id)?.code ?? '').matchAll(namedImport)) {
      const set = names.get(owner) ?? new Set<string>();
      for (const item of list.split(',')) {
        const name = item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) set.add(name);
      }
      names.set(owner, set);
    }
  }
  return names;
}

/** A test for one build: whether the first visit loads module `id`. */
export function createFirstLoadTest(entry: string): (id: string, graph: ModuleGraph) => boolean {
  const known = new Map<string, boolean>();
  let namesByPackage: Map<string, Set<string>> | null = null;
  const usedByName = (id: string, graph: ModuleGraph, names: Map<string, Set<string>>): boolean => {
    const owner = packageModule.exec(id)?.[1];
    if (!owner || barrel.test(id)) return false;
    const used = names.get(owner);
    return (graph.getModuleInfo(id)?.exports ?? []).some((name) => used?.has(name));
  };
  return (id, graph) => {
    // The entry module stays the entry chunk.
    if (id === entry) return false;
    const names = (namesByPackage ??= namesImportedByPackage(storefrontModulesOfEntry(entry, graph), graph));
    let answer = known.get(id);
    if (answer === undefined) {
      answer = reachedDirectly(id, graph, (candidate) => usedByName(candidate, graph, names));
      known.set(id, answer);
    }
    return answer;
  };
}
