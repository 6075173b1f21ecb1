import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../platform/db/database';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../platform/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

export const TEMPLATE_DATABASE = 'lexchange_template';

/**
 * Migrates a template database once per run; each test file clones it (server/test/database.ts).
 * With TEST_DATABASE_URL the tests run on that server (CI's Debian PostgreSQL 15), otherwise on an
 * embedded server in a temporary DATA_DIR.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-test-'));
    await chmod(dataDir, 0o755); // the postgres user must traverse it
    embedded = await startEmbeddedDatabase(dataDir, () => {});
    serverUrl = embedded.url;
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const leftovers = await admin<{ datname: string }[]>`select datname from pg_database where datname like 'lexchange_t%'`;
  for (const { datname } of leftovers) await admin.unsafe(`drop database if exists "${datname}" with (force)`).catch(() => {});
  await admin.unsafe(`create database "${TEMPLATE_DATABASE}"`);
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const template = connectDatabase(templateUrl.toString(), { max: 1 });
  await runMigrations(template);
  await template.close();

  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);

  return async () => {
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
