import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded SQLite database; ignored when `databaseUrl` is set. */
  dataDir: string;
  /** A PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl: string | undefined;
  /** The built storefront to serve beside the API; missing folder → API only. */
  staticDir: string;
  /** Development-only routes (the mail outbox) are mounted only outside production. */
  development: boolean;
  logLevel: string;
  /** Requests larger than this are refused with 413. */
  bodyLimitBytes: number;
  /** Login, one-time code and registration attempts per client address per window. */
  authRateLimit: { max: number; windowMs: number };
  /** Lifetime of a one-time code for the Admin check. */
  otpTtlMs: number;
  /** How long showroom and category lookups are reused; 0 reads them on every request. */
  catalogCacheTtlMs: number;
}

// `src/` and the built `dist/` sit at the same depth, so these resolve in both.
const defaultDataDir = fileURLToPath(new URL('../data', import.meta.url));
const defaultStaticDir = fileURLToPath(new URL('../../storefront/dist', import.meta.url));

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}".`);
  return parsed;
}

/** Safe defaults: loopback only, port 3000, the embedded database in apps/server/data. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer(env.PORT, 3000, 'PORT');
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}.`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: env.DATA_DIR?.trim() || defaultDataDir,
    databaseUrl,
    staticDir: env.STATIC_DIR?.trim() || defaultStaticDir,
    development: env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    authRateLimit: {
      max: integer(env.AUTH_RATE_LIMIT_MAX, 10, 'AUTH_RATE_LIMIT_MAX'),
      windowMs: integer(env.AUTH_RATE_LIMIT_WINDOW_MS, 60_000, 'AUTH_RATE_LIMIT_WINDOW_MS'),
    },
    otpTtlMs: 10 * 60_000,
    catalogCacheTtlMs: integer(env.CATALOG_CACHE_TTL_MS, 10_000, 'CATALOG_CACHE_TTL_MS'),
  };
}
