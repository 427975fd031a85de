import { ensureBuilt } from './showroom-build.ts';

/**
 * Builds the storefront and the server if stale (see showroom-build.ts). The test line runs it
 * beside lint and typecheck, so the journeys and the size budget later find the build ready.
 */
ensureBuilt(['storefront', 'server'], (line) => console.log(`build: ${line}`));
