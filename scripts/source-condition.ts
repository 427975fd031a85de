import { register } from 'node:module';

/**
 * The export condition under which each workspace package (packages/*) names its TypeScript
 * sources. Its `import` and `require` conditions name the built files, so a package is correct
 * however it is packed and installed; inside this repository every tool asks for the sources
 * first: TypeScript (`customConditions` in tsconfig.base.json), Vite, Vitest and Storybook
 * (workspace-sources.ts), Node-run scripts and Playwright (`--conditions`, see package.json).
 */
export const sourceCondition = '@showroom/source';

/** The Node flag that makes Node (and tsx, and Playwright's test loader) resolve the sources. */
export const sourceConditionFlag = `--conditions=${sourceCondition}`;

/**
 * Makes this Node process resolve the workspace packages' sources from now on, for a process not
 * started with `sourceConditionFlag`. Modules already imported are not affected, so import what
 * needs it dynamically afterwards.
 */
export function resolveSourcesFromNowOn(): void {
  if (registered) return;
  register(new URL('./source-condition-hooks.mjs', import.meta.url));
  registered = true;
}

let registered = false;
