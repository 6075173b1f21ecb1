import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo';
import {
  buildServerBundle,
  overHttp,
  queryDataDir,
  signIn,
  startAppProcess,
  stopLeftoverServer,
  type AppProcess,
} from '../../test/app-process';
import { APP_ROLE } from './app-role';
import { APP_PASSWORD_FILE, SUPERUSER_PASSWORD_FILE } from './embedded-credentials';

/** Issue #29, finding 5, as `npm start` runs the app: its connections are the app role's, not the superuser's. */
let dataDir: string;
const apps: AppProcess[] = [];

beforeAll(async () => {
  buildServerBundle();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-app-role-process-'));
  await chmod(dataDir, 0o755); // the embedded server's user must traverse it when we are root
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.stop();
  stopLeftoverServer(dataDir);
  await rm(dataDir, { recursive: true, force: true });
});

const passwords = async () =>
  Promise.all([SUPERUSER_PASSWORD_FILE, APP_PASSWORD_FILE].map(async (name) => (await readFile(path.join(dataDir, name), 'utf8')).trim()));

describe('the app started on an empty DATA_DIR, then again', () => {
  it('connects as a role that is not a superuser, and reads its passwords back at the next start', async () => {
    const first = await startAppProcess(dataDir);
    apps.push(first);
    const generated = await passwords();
    await signIn(overHttp(first.url), 'daniel.okafor@example.com', DEMO_PASSWORD); // the app's pool reads and writes
    const connections = await queryDataDir<{ user: string; superuser: boolean }>(
      dataDir,
      `select distinct a.usename as user, r.rolsuper as superuser from pg_stat_activity a join pg_roles r on r.rolname = a.usename
       where a.datname = 'lexchange' and a.application_name like 'lexchange%'`,
    );
    expect(connections).toEqual([{ user: APP_ROLE, superuser: false }]);
    await first.stop();

    const second = await startAppProcess(dataDir);
    apps.push(second);
    expect(await passwords()).toEqual(generated);
    await signIn(overHttp(second.url), 'daniel.okafor@example.com', DEMO_PASSWORD);
  }, 120_000);
});
