import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserType } from '@showroom/api';
import type { FastifyInstance } from 'fastify';
import type { DesignProvider } from '../ai/designProvider.ts';
import type { SocialProviders } from '../auth/social.ts';
import { issueToken, markOtpVerified, resolveToken } from '../auth/sessions.ts';
import { buildServer } from '../app.ts';
import type { Clock } from '../clock.ts';
import { type ServerConfig, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { seedDemoData } from '../db/seed.ts';
import { createTestDatabase } from './testDatabase.ts';

/** The demo accounts of each role the authorisation tests act as. */
export const roleAccounts: Readonly<Record<UserType, string>> = {
  User: 'customer@demo.test',
  Contractor: 'contractor@demo.test',
  Vendor: 'vendor@demo.test',
  Designer: 'designer@demo.test',
  Admin: 'admin@demo.test',
};

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  /** A fresh bearer token for a demo account (an Admin's has passed the one-time code). */
  tokenFor(email: string, options?: { otpVerified?: boolean }): Promise<string>;
  userIdOf(email: string): Promise<number>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  seed?: boolean;
  clock?: Clock;
  social?: SocialProviders;
  designProvider?: DesignProvider;
  config?: Partial<ServerConfig>;
  /** A migrated database to use (and close) instead of the suite's own. */
  database?: DatabaseHandle;
}

/** A server on a fresh, seeded database, driven with `app.inject`; nothing listens. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  // Seeded at the server's own now, so the demo's clock-relative orders are as recent for it.
  if (options.seed !== false) {
    await seedDemoData(database.db, database.dialect, undefined, options.clock?.() ?? new Date());
  }
  const config: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'development' }),
    staticDir: '/nonexistent-storefront-build',
    // Each test server keeps its pictures apart and makes none unless asked (AVIF is slow).
    picturesDir: join(tmpdir(), `showroom-pictures-${randomUUID()}`),
    pictureWarmup: false,
    // Tests sign in far more often than a person; the rate-limit test sets its own limit.
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    // Likewise the per-account sign-in lock; the lockout tests set the real one.
    signInLock: { threshold: 10_000, minutes: 15 },
    ...options.config,
  };
  const app = await buildServer({
    config,
    database,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.social ? { social: options.social } : {}),
    ...(options.designProvider ? { designProvider: options.designProvider } : {}),
  });
  await app.ready();
  const clock = options.clock ?? (() => new Date());

  const userIdOf = async (email: string) =>
    (await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  return {
    app,
    database,
    config,
    userIdOf,
    async tokenFor(email, { otpVerified = true } = {}) {
      const id = await userIdOf(email);
      const token = await issueToken(database.db, clock, 'user', id);
      if (otpVerified) {
        const session = await resolveToken(database.db, clock, 'user', token);
        if (session) await markOtpVerified(database.db, clock, session.tokenId);
      }
      return token;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(config.picturesDir, { recursive: true, force: true });
    },
  };
}
