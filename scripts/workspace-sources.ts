import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';
import { sourceCondition } from './source-condition.ts';

const serverConditions = [sourceCondition, ...defaultServerConditions];

/**
 * Vite resolve options that read the workspace packages' sources, in the browser and in SSR.
 * The SSR conditions are given twice: `ssr.resolve` for Vite's own SSR, and the `ssr`
 * environment's for a server that replaces the `ssr` options, as vanilla-extract's stylesheet
 * compiler does (without them, a `.css.ts` file read @showroom/ui's built tokens, whose variable
 * names differ from the sources', and every var() in the storefront's styles came out empty).
 */
export const workspaceSources = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: serverConditions } },
  environments: { ssr: { resolve: { conditions: serverConditions } } },
} satisfies UserConfig;
