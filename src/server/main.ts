import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { prepareDemoData } from './db/seed/on-start';
import { repriceEuroListings } from './features/properties/sar';
import { loggerOptions } from './lib/logger';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // JSON lines for log collectors; readable lines when a person is watching the terminal.
  const logger = loggerOptions(config.logLevel);
  const database = await openDatabase(config).catch((err: Error) => {
    console.error(`Cannot open the database (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}): ${err.message}`);
    process.exit(1);
  });
  await runMigrations(database);
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  const app = await buildApp({ config, database, clientDir }, logger);
  await prepareDemoData({ config, db: database.db, log: app.log });
  const repriced = await repriceEuroListings(database.db, config.sarRates);
  if (repriced > 0) app.log.info({ repriced, eurSarRate: config.sarRates.EUR }, 'euro listings repriced in SAR at the configured rate');

  // Graceful shutdown (docs/operations.md#running-n-servers): answer "not ready" first and keep
  // serving for SHUTDOWN_DRAIN_SECONDS, so the balancer's health check moves the traffic elsewhere;
  // then stop listening, let the requests in flight finish, and close the database. A second signal
  // (a second Ctrl-C) ends the drain at once.
  let closing = false;
  let endDrain = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return endDrain();
    closing = true;
    app.readiness.beginShutdown();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: not ready, draining');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000).unref();
    try {
      // The worker stops claiming at once and finishes the job in hand (giving back the rest of its
      // batch) during the drain; the HTTP server then drains its requests; both are done before the
      // database closes. A job still running when the time is up keeps its lease, and is run again
      // once it runs out.
      const worker = app.jobs.stop();
      await new Promise<void>((resolve) => {
        endDrain = resolve;
        setTimeout(resolve, config.shutdownDrainMs).unref();
      });
      await Promise.all([worker, app.close()]);
      await database.close();
      app.log.info('stopped');
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.jobs.start();
  app.log.info(
    `Manzil is running at http://localhost:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
