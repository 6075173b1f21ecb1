import pino, { type Logger } from 'pino';
import { createShutdown, type Shutdown } from './bootstrap/shutdown';
import { loadConfig, type Config } from './config';
import { ensureDatabase, startEmbeddedDatabase, StartupError } from './platform/db/embedded';
import { tightenInstall } from './platform/files/tighten-data-dir';

/** The database server's URL: DATABASE_URL, or the embedded server in DATA_DIR (initialised on the first run). */
async function databaseServer(config: Config, log: Logger, shutdown: Shutdown): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  const embedded = await startEmbeddedDatabase(config.dataDir, (line) => log.info(line), {
    // Supervised: restarted when it dies; when it cannot be, the process exits non-zero so its own supervisor acts.
    onGiveUp: (reason) => {
      console.error(`Lexchange stopped: ${reason}`);
      setTimeout(() => process.exit(1), 10_000).unref();
      void shutdown.close().finally(() => process.exit(1));
    },
  });
  shutdown.add('embedded PostgreSQL', () => embedded.stop());
  return ensureDatabase(embedded.url, 'lexchange');
}

/** Reads config, starts or connects PostgreSQL, migrates, builds the app, listens, and shuts down cleanly. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const shutdown = createShutdown({ log });
  shutdown.listen(); // from the start, so Ctrl+C during start-up still stops PostgreSQL
  try {
    tightenInstall(config, log); // before anything else writes there: an older install's files become the app user's only
    // PostgreSQL starts (or initialises) in its own process while this one loads the app's modules: the heavy
    // imports are dynamic so the two overlap instead of adding up.
    const appModules = Promise.all([import('./app'), import('./platform/create-deps'), import('./platform/jobs/handlers')]);
    appModules.catch(() => {}); // awaited below; a database failure must not leave it unhandled
    const [ownerUrl, { openMigratedDatabase }] = await Promise.all([
      databaseServer(config, log, shutdown),
      import('./platform/db/open-database'),
    ]);
    // On the embedded server the superuser migrates, and the app's requests run as a role that is not one.
    const database = await openMigratedDatabase(ownerUrl, config.databaseUrl ? undefined : config.dataDir, {
      log: (line) => log.warn(line),
      timeouts: config.databaseTimeouts,
    });
    shutdown.add('database', () => database.close());
    const [{ seedDemo }, { bootstrapAdmin }, { createPgBossJobs }] = await Promise.all([
      import('./seed/demo'),
      import('./bootstrap/admin'),
      import('./platform/jobs/pg-boss-jobs'),
    ]);
    // Demo data first: its staff member makes a generated admin password unnecessary.
    if (config.seedDemo)
      await seedDemo(database.db, (line) => log.info(line), new Date(), { sessionSecret: config.sessionSecret, formIds: config.formIds });
    await bootstrapAdmin(database.db, { admin: config.admin, embedded: !config.databaseUrl, log: (line) => log.warn(line) });

    const [{ buildApp, webRenderDist }, { createDeps }, { jobHandlers }] = await appModules;
    const jobs = createPgBossJobs(database.url, log);
    shutdown.add('jobs', () => jobs.stop());
    const deps = createDeps(config, database, jobs, (fields, line) => log.info(fields, line));
    if (config.backup.schedule === 'daily') (await import('./platform/backup/backup.jobs')).registerBackupJob(config.backup);
    if (config.seedDemo) {
      const [{ writeDemoDocuments }, { writeDemoDataRoom }, { writeDemoNdas }, { writeDemoLetters }] = await Promise.all([
        import('./seed/seed-verifications'),
        import('./seed/seed-data-room'),
        import('./seed/seed-ndas'),
        import('./seed/seed-offers'),
      ]);
      await writeDemoDocuments(database.db, deps.storage);
      await writeDemoDataRoom(database.db, deps.storage);
      await writeDemoNdas(database.db, deps.storage);
      await writeDemoLetters(database.db, deps.storage);
    }
    shutdown.add('realtime', () => deps.realtime.close());
    const { loadFirstScreenRenderer } = await import('./platform/first-screen/render');
    const { app } = await buildApp(deps, {
      logger: log,
      renderFirstScreen: await loadFirstScreenRenderer(webRenderDist),
      extraOrigins: config.env === 'development' ? ['http://localhost:5173'] : [],
    });
    // Drains in-flight requests and closes the sockets (WebSockets included).
    shutdown.add('http', () => app.close());
    // Runs first on SIGTERM: /api/ready turns 503 so the load balancer stops sending, then the server stops accepting.
    shutdown.add('drain', async () => {
      deps.readiness.startDrain();
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    });
    await app.listen({ port: config.port, host: config.host });
    if (config.metrics.port) {
      const { serveMetrics } = await import('./platform/metrics/serve-metrics');
      const metrics = await serveMetrics(config.metrics, database, jobs, log);
      if (metrics) shutdown.add('metrics', () => metrics.close());
    }
    log.info({ ms: Math.round(performance.now() - startedAt), url: config.appUrl }, 'Lexchange is ready');
    // After listen: the queue's first start installs its schema; requests may enqueue before the workers run.
    await jobs.start(jobHandlers(deps));
    const { resumeValuationCompletions } = await import('./modules/valuations/valuation-completion.service');
    await resumeValuationCompletions(deps).catch((error: unknown) =>
      log.error({ err: error }, 'Could not queue the pending valuation reports'),
    );
  } catch (error) {
    await shutdown.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(`Lexchange could not start: ${error.message}`);
  } else {
    console.error('Lexchange could not start:', error);
  }
  process.exit(1);
});
