import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { connectModules } from '../modules';
import { loadConfig } from '../config';
import type { Database } from '../platform/db/database';
import { createDeps } from '../platform/create-deps';
import type { AppDeps } from '../platform/deps';
import { signedInMarkerFor, signedInMarkerName } from '../platform/http/coarse-rate-limit';
import { csrfTokenFor, CSRF_COOKIE, sessionCookieName } from '../platform/http/session.plugin';
import { createInlineJobs } from '../platform/jobs/inline-jobs';
import { jobHandlers } from '../platform/jobs/handlers';
import type { RouteRecord } from '../platform/http/route-table';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  routes: RouteRecord[];
  dataDir: string;
  /** Cookie and X-XSRF-TOKEN headers of a new session for the user (or a visitor session). */
  loginAs(userId: number | null, options?: { impersonatorId?: number }): Promise<Record<string, string>>;
  /** .eml files in the outbox, oldest first, as text. */
  mails(): Promise<string[]>;
  /** SMS JSON files in the outbox, oldest first. */
  texts(): Promise<{ to: string; body: string }[]>;
  close(): Promise<void>;
}

async function readOutbox(dir: string): Promise<string[]> {
  try {
    const files = (await readdir(dir)).sort();
    return Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  } catch {
    return [];
  }
}

/** The whole app on a fresh cloned database and a temporary DATA_DIR; jobs run inline so outboxes are readable at once. */
export async function buildTestApp(
  overrides: Partial<AppDeps> = {},
  env: NodeJS.ProcessEnv = {},
  /** A database of the test's own (e.g. on an embedded server it kills) instead of a clone of the template. */
  options: { database?: Database } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-app-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '0', APP_URL: 'http://localhost:3000', ...env });
  const database = options.database ?? (await createTestDatabase());
  const jobs = createInlineJobs();
  const deps = { ...createDeps(config, database, jobs), ...overrides };
  // The modules' jobs are known before the inline queue takes its handlers.
  connectModules();
  await jobs.start(jobHandlers(deps));
  const { app, routes } = await buildApp(deps, { serveWeb: false });
  await app.ready();
  const cookieName = sessionCookieName(false);
  return {
    app,
    deps,
    database,
    routes,
    dataDir,
    async loginAs(userId, options = {}) {
      const session = await deps.sessions.create({ userId, impersonatorId: options.impersonatorId ?? null });
      const csrf = csrfTokenFor(config.sessionSecret, session.token);
      // A signed-in browser also holds the marker the coarse rate limit counts it by (per session, as the app sets it).
      const marker = userId === null ? '' : `; ${signedInMarkerName(false)}=${signedInMarkerFor(config.sessionSecret, session.token)}`;
      return { cookie: `${cookieName}=${session.token}; ${CSRF_COOKIE}=${csrf}${marker}`, 'x-xsrf-token': csrf };
    },
    mails: () => readOutbox(config.mail.outboxDir),
    texts: async () => (await readOutbox(config.sms.outboxDir)).map((text) => JSON.parse(text) as { to: string; body: string }),
    async close() {
      await app.close();
      await deps.realtime.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
