import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import { LEGACY_SUPERUSER_PASSWORD, SUPERUSER_PASSWORD_FILE } from './embedded-credentials';

/** Issue #29, finding 5: the embedded server's superuser had one fixed password, printed in the source. */
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-credentials-'));
  await chmod(dir, 0o755); // the postgres user must traverse it when we are root
  return dir;
}

/** Logs in to the server at `url` as its superuser with `password`: the error code when PostgreSQL refuses it. */
async function loginAnswer(url: string, password: string): Promise<string> {
  const sql = postgres(url, { password, max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await sql`select 1`;
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const passwordIn = async (dataDir: string) => (await readFile(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8')).trim();

describe('the embedded PostgreSQL superuser password', () => {
  const dataDirs: string[] = [];
  const servers: EmbeddedDatabase[] = [];
  const start = async (dataDir: string, log: (line: string) => void = () => {}) => {
    const server = await startEmbeddedDatabase(dataDir, log);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    dataDirs.push(await tempDir(), await tempDir());
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('is generated per install, kept in a 0600 file in DATA_DIR, and the old fixed password is refused', async () => {
    const [first, second] = await Promise.all(dataDirs.map((dir) => start(dir)));
    const passwords = await Promise.all(dataDirs.map(passwordIn));
    expect(passwords[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(passwords[1]).toMatch(/^[0-9a-f]{64}$/);
    expect(passwords[0]).not.toBe(passwords[1]);
    expect(passwords).not.toContain(LEGACY_SUPERUSER_PASSWORD);
    for (const dir of dataDirs) expect((await stat(path.join(dir, SUPERUSER_PASSWORD_FILE))).mode & 0o777).toBe(0o600);

    expect(await loginAnswer(first!.url, passwords[0]!)).toBe('accepted');
    expect(await loginAnswer(first!.url, LEGACY_SUPERUSER_PASSWORD)).toBe('28P01');
    expect(await loginAnswer(second!.url, passwords[0]!)).toBe('28P01');
    await second!.stop();
  });

  it('asks every connection for a password (scram-sha-256), trusting none', async () => {
    const hba = (await readFile(path.join(dataDirs[0]!, 'pg', 'pg_hba.conf'), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() && !line.trim().startsWith('#'));
    expect(hba.length).toBeGreaterThan(0);
    for (const line of hba) expect(line.trim().split(/\s+/).at(-1)).toBe('scram-sha-256');
  });

  it('is read back at the next start, not generated again', async () => {
    const before = await passwordIn(dataDirs[1]!);
    const again = await start(dataDirs[1]!);
    expect(await passwordIn(dataDirs[1]!)).toBe(before);
    expect(await loginAnswer(again.url, before)).toBe('accepted');
    await again.stop();
  });

  it('replaces the old fixed password of a cluster made before, once, at start, and refuses it from then on', async () => {
    const dataDir = dataDirs[1]!;
    // A cluster as today's main leaves it: the fixed password, and no password file.
    const server = await start(dataDir);
    const sql = postgres(server.url, { max: 1, onnotice: () => {} });
    await sql.unsafe(`alter role postgres password '${LEGACY_SUPERUSER_PASSWORD}'`);
    await sql.end();
    await server.stop();
    await rm(path.join(dataDir, SUPERUSER_PASSWORD_FILE));

    const lines: string[] = [];
    const migrated = await start(dataDir, (line) => lines.push(line));
    const password = await passwordIn(dataDir);
    expect(password).toMatch(/^[0-9a-f]{64}$/);
    expect(lines.join('\n')).toContain("the embedded PostgreSQL's superuser now uses this install's generated password");
    expect(await loginAnswer(migrated.url, password)).toBe('accepted');
    expect(await loginAnswer(migrated.url, LEGACY_SUPERUSER_PASSWORD)).toBe('28P01');
    await migrated.stop();

    // The next start neither needs nor accepts the old password.
    const later: string[] = [];
    const next = await start(dataDir, (line) => later.push(line));
    expect(later.join('\n')).not.toContain('generated password');
    expect(await loginAnswer(next.url, LEGACY_SUPERUSER_PASSWORD)).toBe('28P01');
    await next.stop();
  }, 30_000);
});
