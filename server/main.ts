import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase, runMigrations } from './platform/db/database';
import { ensureDatabase, startEmbeddedDatabase, StartupError, type EmbeddedDatabase } from './platform/db/embedded';
import { createDeps } from './platform/create-deps';
import { createInlineJobs } from './platform/jobs/inline-jobs';
import { jobHandlers } from './platform/jobs/handlers';

/** Reads config, starts or connects PostgreSQL, migrates, builds the app, listens, and shuts down cleanly. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedDatabase(config.dataDir, (line) => log.info(line));
    databaseUrl = await ensureDatabase(embedded.url, 'lexchange');
  }
  const database = connectDatabase(databaseUrl);
  await runMigrations(database);

  const jobs = createInlineJobs();
  const deps = createDeps(config, database, jobs);
  const { app } = await buildApp(deps, {
    logger: log,
    extraOrigins: config.env === 'development' ? ['http://localhost:5173'] : [],
  });
  await jobs.start(jobHandlers(deps));
  await app.listen({ port: config.port, host: config.host });
  log.info({ ms: Math.round(performance.now() - startedAt), url: config.appUrl }, 'Lexchange is ready');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close(); // drains requests and closes sockets (realtime included)
      await jobs.stop();
      await deps.realtime.close();
      await database.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(`Lexchange could not start: ${error.message}`);
  } else {
    console.error('Lexchange could not start:', error);
  }
  process.exit(1);
});
