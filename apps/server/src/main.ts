import { buildServer } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isSeeded, seedDemoData } from './db/seed.ts';
import { DEMO_CREDENTIALS } from '@showroom/api/demo';

/**
 * `node dist/main.js`: opens (creating, migrating and seeding on first start) the database,
 * serves the API and the built storefront, and shuts down gracefully on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db, database.dialect);
  const firstStart = !(await isSeeded(database.db));
  if (firstStart) await seedDemoData(database.db, database.dialect);

  const app = await buildServer({ config, database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting connections and resolves once in-flight requests have been
    // answered; only then is the database closed, so no write is cut off.
    const timer = setTimeout(() => {
      app.log.error('requests did not finish within 10 s; closing anyway');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const where = database.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  // Printed plainly (not as a log line) so a person starting the server sees it at once.
  const accounts = DEMO_CREDENTIALS.map((account) => `  ${account.email.padEnd(24)} ${account.type}`).join('\n');
  process.stdout.write(
    [
      '',
      `Showroom is running at ${address.replace('127.0.0.1', 'localhost')}`,
      `Database: ${where}${firstStart ? ' (created and seeded with the demo data)' : ''}`,
      `Demo accounts (password ${DEMO_CREDENTIALS[0]?.password ?? ''}):`,
      accounts,
      '',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
