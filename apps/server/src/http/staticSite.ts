import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite puts content-hashed files under /assets/: they never change, so cache them for a year. */
const hashedAsset = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * Serves the built storefront (apps/storefront/dist) beside the API. Returns false when it has
 * not been built, in which case the server answers the API only.
 */
export async function installStaticSite(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    // One route per file found at start-up instead of a catch-all, so unknown paths reach the
    // not-found handler (SPA fallback for pages, JSON 404 under /api).
    wildcard: false,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
