import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../mail/mail.types';
import type { JobHandlers } from '../jobs/jobs.types';
import { createPgBossJobs, type JobsLog } from '../jobs/pg-boss-jobs';
import { createBackup } from '../backup/create-backup';
import { APP_ROLE, prepareAppRole } from './app-role';
import type { Database } from './database';
import { ensureDatabase, startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import { APP_PASSWORD_FILE, SUPERUSER_PASSWORD_FILE } from './embedded-credentials';
import { openMigratedDatabase } from './open-database';

/** Issue #29, finding 5: the app's requests ran as the embedded server's superuser. */
const quiet: JobsLog = { info() {}, warn() {}, error() {} };
const WAIT = { timeout: 15_000, interval: 50 };

describe("the app's database role on the embedded server", () => {
  let dataDir: string;
  let server: EmbeddedDatabase;
  let ownerUrl: string;
  let database: Database;
  const queued: MailMessage = { to: 'ana@example.test', subject: 'Queued before the upgrade', text: 'Hello' };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-app-role-'));
    await chmod(dataDir, 0o755); // the postgres user must traverse it when we are root
    server = await startEmbeddedDatabase(dataDir, () => {});
    ownerUrl = await ensureDatabase(server.url, 'lexchange');
    // An install started before the app had a role of its own: pg-boss made its schema as the superuser.
    const before = createPgBossJobs(ownerUrl, quiet);
    await before.enqueue('mail.send', queued);
    await before.stop();
    database = await openMigratedDatabase(ownerUrl, dataDir, { max: 2 });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves requests as a role that is not a superuser, with its own 0600 password file', async () => {
    const [role] = await database.sql<{ user: string; rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean }[]>`
      select current_user as user, rolsuper, rolcreaterole, rolcreatedb from pg_roles where rolname = current_user`;
    expect(role).toEqual({ user: APP_ROLE, rolsuper: false, rolcreaterole: false, rolcreatedb: false });
    const file = path.join(dataDir, APP_PASSWORD_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = (await readFile(file, 'utf8')).trim();
    expect(password).toMatch(/^[0-9a-f]{64}$/);
    expect(password).not.toBe((await readFile(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8')).trim());
  });

  it("reads and writes the app's rows but cannot change the schema or read the server's secrets", async () => {
    const [inserted] = await database.sql<{ id: number }[]>`
      insert into rate_limit_counters (key, count, reset_at) values ('app-role-test', 1, now()) returning count as id`;
    expect(inserted).toEqual({ id: 1 });
    await database.sql`update rate_limit_counters set count = 2 where key = 'app-role-test'`;
    await database.sql`delete from rate_limit_counters where key = 'app-role-test'`;
    expect(await database.sql`select count(*)::int as count from drizzle.__drizzle_migrations`).not.toEqual([{ count: 0 }]);
    const refused = (statement: string) =>
      database.sql.unsafe(statement).then(
        () => 'allowed',
        (error: { code?: string }) => error.code,
      );
    expect(await refused('create table intruder (id int)')).toBe('42501');
    expect(await refused('drop table users')).toBe('42501');
    expect(await refused('select rolpassword from pg_authid')).toBe('42501');
    expect(await refused("copy users to program 'true'")).toBe('42501');
  });

  it('gets the tables of a later migration too (default privileges)', async () => {
    const owner = postgres(ownerUrl, { max: 1, onnotice: () => {} });
    await owner`create table later_migration (id serial primary key, note text)`;
    await owner.end();
    await database.sql`insert into later_migration (note) values ('written by the app')`;
    expect(await database.sql`select note from later_migration`).toEqual([{ note: 'written by the app' }]);
  });

  it('hears its own LISTEN/NOTIFY, as the real-time fan-out does', async () => {
    const heard: string[] = [];
    const listening = await database.sql.listen('app_role_test', (payload) => heard.push(payload));
    await database.sql`select pg_notify('app_role_test', 'hello')`;
    await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0), WAIT);
    expect(heard).toEqual(['hello']);
    await listening.unlisten();
  });

  it('runs the job queue, taking over the queue an earlier start made as the superuser without losing its jobs', async () => {
    const delivered: MailMessage[] = [];
    const jobs = createPgBossJobs(database.url, quiet, { pollingIntervalSeconds: 0.5 });
    const handlers = { 'mail.send': async (mail: MailMessage) => void delivered.push(mail) } as unknown as JobHandlers;
    try {
      await jobs.start(handlers);
      await vi.waitFor(() => expect(delivered.length).toBeGreaterThan(0), WAIT);
      await jobs.enqueue('mail.send', { ...queued, subject: 'Queued by the app role' });
      await vi.waitFor(() => expect(delivered.length).toBeGreaterThan(1), WAIT);
    } finally {
      await jobs.stop();
    }
    expect(delivered.map((mail) => mail.subject)).toEqual(['Queued before the upgrade', 'Queued by the app role']);
    const owners = await database.sql<{ owner: string }[]>`
      select distinct pg_get_userbyid(c.relowner) as owner from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'pgboss' and c.relkind in ('r', 'p')`;
    expect(owners).toEqual([{ owner: APP_ROLE }]);
  });

  it('installs the job queue on a database that has none yet, which the app role could not do itself', async () => {
    const owner = postgres(ownerUrl, { max: 1, onnotice: () => {} });
    await owner`drop schema pgboss cascade`;
    await owner.end();
    expect(await prepareAppRole(ownerUrl, dataDir)).toBe(database.url); // again at every start: the same role and password
    const delivered: MailMessage[] = [];
    const jobs = createPgBossJobs(database.url, quiet, { pollingIntervalSeconds: 0.5 });
    try {
      await jobs.start({ 'mail.send': async (mail: MailMessage) => void delivered.push(mail) } as unknown as JobHandlers);
      await jobs.enqueue('mail.send', queued);
      await vi.waitFor(() => expect(delivered.length).toBeGreaterThan(0), WAIT);
    } finally {
      await jobs.stop();
    }
    expect(delivered).toEqual([queued]);
  });

  it("backs up the database through the app's own pool, as the daily backup does, without the database passwords", async () => {
    await writeFile(path.join(dataDir, 'session-secret'), 'a-session-secret\n', { mode: 0o600 });
    const result = await createBackup({
      databaseUrl: database.url,
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      backupDir: path.join(dataDir, 'backups'),
    });
    expect(result.manifest.tables.map((table) => table.name)).toContain('users');
    expect(result.manifest.migrations.count).toBeGreaterThan(0);
    expect(result.manifest.secrets).toEqual(['session-secret']);
  });
});
