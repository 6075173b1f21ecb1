import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo';
import { appDataDir, overHttp, queryDataDir, signIn } from '../../test/app-process';
import { APP_ROLE } from './app-role';
import { APP_PASSWORD_FILE, SUPERUSER_PASSWORD_FILE } from './embedded-credentials';

/** Issue #29, finding 5, as `npm start` runs the app: its connections are the app role's, not the superuser's. */
const dataDir = appDataDir('lexchange-app-role-process-');

const passwords = async () =>
  Promise.all(
    [SUPERUSER_PASSWORD_FILE, APP_PASSWORD_FILE].map(async (name) => (await readFile(path.join(dataDir.path(), name), 'utf8')).trim()),
  );

describe('the app started on an empty DATA_DIR, then again', () => {
  it('connects as a role that is not a superuser, and reads its passwords back at the next start', async () => {
    const first = await dataDir.start();
    const generated = await passwords();
    await signIn(overHttp(first.url), 'daniel.okafor@example.com', DEMO_PASSWORD); // the app's pool reads and writes
    const connections = await queryDataDir<{ user: string; superuser: boolean }>(
      dataDir.path(),
      `select distinct a.usename as user, r.rolsuper as superuser from pg_stat_activity a join pg_roles r on r.rolname = a.usename
       where a.datname = 'lexchange' and a.application_name like 'lexchange%'`,
    );
    expect(connections).toEqual([{ user: APP_ROLE, superuser: false }]);
    await first.stop();

    const second = await dataDir.start();
    expect(await passwords()).toEqual(generated);
    await signIn(overHttp(second.url), 'daniel.okafor@example.com', DEMO_PASSWORD);
  }, 120_000);
});
