import { ONE_TIME_CODE_LIFETIME_MINUTES } from '@showroom/domain';
import { SIGN_IN_LOCK_MINUTES, SIGN_IN_LOCK_THRESHOLD } from '@showroom/api';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PaymentProviderChoice, isPaymentProviderName, paymentProviderFactories } from './payments/index.ts';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded SQLite database; ignored when `databaseUrl` is set. */
  dataDir: string;
  /** A PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl: string | undefined;
  /** Where made pictures are kept (PICTURES_DIR, default `{dataDir}/pictures`). */
  picturesDir: string;
  /** Whether start-up makes every product's pictures in the background (on unless PICTURE_WARMUP=0). */
  pictureWarmup: boolean;
  /** The built storefront to serve beside the API; missing folder → API only. */
  staticDir: string;
  /** Development-only routes (the mail outbox) are mounted only outside production. */
  development: boolean;
  logLevel: string;
  /** Requests larger than this are refused with 413. */
  bodyLimitBytes: number;
  /** Login, one-time code and registration attempts per client address per window. */
  authRateLimit: { max: number; windowMs: number };
  /** Consecutive wrong passwords that pause an account's sign-in, and for how long (auth/signInLockout.ts). */
  signInLock: { threshold: number; minutes: number };
  /** Lifetime of a one-time code for the Admin check. */
  otpTtlMs: number;
  /** How long showroom and category lookups are reused; 0 reads them on every request. */
  catalogCacheTtlMs: number;
  /**
   * The 32-byte key payout account numbers are encrypted with (PAYOUT_ENCRYPTION_KEY, 64 hex
   * characters). Outside production a fixed development key stands in; in production without
   * one, payout settings cannot be saved (see accounts/payoutCipher.ts).
   */
  payoutEncryptionKey: Buffer | undefined;
  /** Who charges cards at checkout: `PAYMENT_PROVIDER` (default 'test', which charges nothing), or an instance. */
  paymentProvider: PaymentProviderChoice;
  /**
   * The store's public address, which every link in an e-mail starts with (PUBLIC_BASE_URL;
   * default: this server's own address). A mail client has no page to resolve a relative link.
   */
  publicBaseUrl: string;
  /** Mail: SMTP_URL (`smtp://user:password@host:587`, `smtps://…`) sends for real; without it mail stays in the development outbox. */
  smtpUrl: string | undefined;
  /** The From of every e-mail (MAIL_FROM). */
  mailFrom: string;
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

/**
 * Development only: a key anyone can read in this file, so that a fresh machine can save payout
 * settings without setup. Never used when NODE_ENV is production.
 */
const developmentPayoutKey = createHash('sha256').update('showroom development payout key').digest();

function payoutKey(value: string | undefined, development: boolean): Buffer | undefined {
  const text = value?.trim();
  if (!text) return development ? developmentPayoutKey : undefined;
  if (!/^[0-9a-fA-F]{64}$/.test(text))
    throw new Error('PAYOUT_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes).');
  return Buffer.from(text, 'hex');
}

function paymentProviderName(value: string | undefined): PaymentProviderChoice {
  const name = value?.trim() || 'test';
  if (!isPaymentProviderName(name)) {
    const known = Object.keys(paymentProviderFactories).join(', ');
    throw new Error(`PAYMENT_PROVIDER must be one of ${known}, got "${name}".`);
  }
  return name;
}

function publicBaseUrl(value: string | undefined, host: string, port: number): string {
  const text = value?.trim();
  if (!text) {
    // The server's own address; a loopback or wildcard host is reached as localhost.
    const name = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(host) ? 'localhost' : host;
    return `http://${name}:${port}/`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_BASE_URL must be an absolute http(s) address, got "${text}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_BASE_URL must be an absolute http(s) address, got "${text}".`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

function smtpUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^smtps?:\/\//.test(text)) throw new Error('SMTP_URL must start with smtp:// or smtps://.');
  return text;
}

/** Safe defaults: loopback only, port 3000, the embedded database in apps/server/data. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer(env.PORT, 3000, 'PORT');
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}.`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const dataDir = env.DATA_DIR?.trim() || defaultDataDir;
  const host = env.HOST?.trim() || '127.0.0.1';
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    picturesDir: env.PICTURES_DIR?.trim() || join(dataDir, 'pictures'),
    // Painting runs on a thread of its own and encoding in libvips, one view at a time: warming
    // takes one core for as long as the catalogue needs (once: the pictures stay on disk).
    pictureWarmup: env.PICTURE_WARMUP?.trim() !== '0',
    staticDir: env.STATIC_DIR?.trim() || defaultStaticDir,
    development: env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    authRateLimit: {
      max: integer(env.AUTH_RATE_LIMIT_MAX, 10, 'AUTH_RATE_LIMIT_MAX'),
      windowMs: integer(env.AUTH_RATE_LIMIT_WINDOW_MS, 60_000, 'AUTH_RATE_LIMIT_WINDOW_MS'),
    },
    signInLock: {
      threshold: integer(env.SIGN_IN_LOCK_THRESHOLD, SIGN_IN_LOCK_THRESHOLD, 'SIGN_IN_LOCK_THRESHOLD'),
      minutes: integer(env.SIGN_IN_LOCK_MINUTES, SIGN_IN_LOCK_MINUTES, 'SIGN_IN_LOCK_MINUTES'),
    },
    otpTtlMs: ONE_TIME_CODE_LIFETIME_MINUTES * 60_000,
    catalogCacheTtlMs: integer(env.CATALOG_CACHE_TTL_MS, 10_000, 'CATALOG_CACHE_TTL_MS'),
    payoutEncryptionKey: payoutKey(env.PAYOUT_ENCRYPTION_KEY, env.NODE_ENV !== 'production'),
    paymentProvider: paymentProviderName(env.PAYMENT_PROVIDER),
    publicBaseUrl: publicBaseUrl(env.PUBLIC_BASE_URL, host, port),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || 'Showroom <orders@showroom.localhost>',
  };
}
