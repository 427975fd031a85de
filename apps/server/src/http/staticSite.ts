import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite puts content-hashed files under /assets/: they never change, so cache them for a year. */
const hashedAsset = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** Where the storefront's build puts the pages it renders to HTML, with an index of their paths. */
const prerenderedIndex = join('prerendered', 'routes.json');
/** The file for addresses no page of the storefront matches, and the first segments its pages have. */
const unknownPathsIndex = join('prerendered', 'unknown-paths.json');

export interface StaticSite {
  /**
   * The HTML a page path is answered with: the page's prerendered HTML, else index.html (each
   * file read once: the build does not change under a running server). An address no page of
   * the storefront can match gets its Page Not Found and status 404.
   */
  page(path: string): Promise<{ readonly html: string; readonly status: 200 | 404 }>;
}

/** A prerendered file's path inside the build, as the storefront's indexes give it. */
const isPrerenderedFile = (root: string, file: unknown): file is string =>
  typeof file === 'string' && /^prerendered\/[\w.-]+\.html$/.test(file) && existsSync(join(root, file));

/**
 * The storefront build's index of prerendered pages: path → file. A path may be a pattern whose
 * `:name` segments stand for any one segment (`/verify/:hash`). A missing or malformed index
 * (an older build) means none, so every page gets index.html as before.
 */
function readPrerenderedPages(root: string): ReadonlyMap<string, string> {
  const indexFile = join(root, prerenderedIndex);
  if (!existsSync(indexFile)) return new Map();
  try {
    const parsed: unknown = JSON.parse(readFileSync(indexFile, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return new Map();
    const pages = Object.entries(parsed).filter((entry): entry is [string, string] =>
      isPrerenderedFile(root, entry[1]),
    );
    return new Map(pages);
  } catch {
    return new Map();
  }
}

interface UnknownPaths {
  readonly file: string;
  /** Every first path segment a page of the storefront has, lower-cased ('' for home). */
  readonly firstSegments: ReadonlySet<string>;
}

/** The build's answer for unknown addresses; none (every such address gets index.html) if missing or malformed. */
function readUnknownPaths(root: string): UnknownPaths | null {
  const indexFile = join(root, unknownPathsIndex);
  if (!existsSync(indexFile)) return null;
  try {
    const parsed = JSON.parse(readFileSync(indexFile, 'utf8')) as { file?: unknown; firstSegments?: unknown };
    const segments = parsed.firstSegments;
    if (!isPrerenderedFile(root, parsed.file) || !Array.isArray(segments)) return null;
    if (!segments.every((segment): segment is string => typeof segment === 'string')) return null;
    return { file: parsed.file, firstSegments: new Set(segments) };
  } catch {
    return null;
  }
}

/**
 * Whether no page can match `path`: its first segment is plain text (letters, digits, `._~-`)
 * that no page's first segment is, case aside, as the storefront's router compares them. Any
 * other first segment (percent-escapes, other characters) is left to the storefront to judge.
 */
export function isUnknownPath(path: string, firstSegments: ReadonlySet<string>): boolean {
  const segment = path.split('/')[1] ?? '';
  return /^[A-Za-z0-9._~-]+$/.test(segment) && !firstSegments.has(segment.toLowerCase());
}

/**
 * Serves the built storefront (apps/storefront/dist) beside the API. Returns null when it has
 * not been built, in which case the server answers the API only.
 */
export async function installStaticSite(app: FastifyInstance, root: string): Promise<StaticSite | null> {
  if (!existsSync(join(root, 'index.html'))) return null;
  const prerendered = readPrerenderedPages(root);
  await app.register(fastifyStatic, {
    root,
    // One route per file found at start-up instead of a catch-all, so unknown paths reach the
    // not-found handler (SPA fallback for pages, JSON 404 under /api).
    wildcard: false,
    // `/` is a page like the others: the not-found handler answers it (with its prerendered HTML).
    index: false,
    // The storefront's server build (its request-time renderer) is for this server, not for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const patterns = [...prerendered].filter(([path]) => path.includes('/:'));
  const pageFile = (path: string) =>
    prerendered.get(path) ?? patterns.find(([pattern]) => matchesPattern(pattern, path))?.[1] ?? 'index.html';
  const unknown = readUnknownPaths(root);
  const read = new Map<string, Promise<string>>();
  const html = (file: string) => {
    let text = read.get(file);
    if (!text) {
      text = readFile(join(root, file), 'utf8');
      // A failed read is tried again next time.
      text.catch(() => read.delete(file));
      read.set(file, text);
    }
    return text;
  };
  return {
    async page(path) {
      if (unknown && isUnknownPath(path, unknown.firstSegments)) return { html: await html(unknown.file), status: 404 };
      return { html: await html(pageFile(path)), status: 200 };
    },
  };
}

/** Whether `path` has the pattern's segments, each `:name` standing for one non-empty segment. */
export function matchesPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) => (segment.startsWith(':') ? given[index] !== '' : segment === given[index]))
  );
}
