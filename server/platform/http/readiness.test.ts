import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { POOL_APPLICATION_NAMES } from '../db/database';
import { codeMigrationLevel, createReadiness } from './readiness';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

  it('is 200 when the database answers, the schema is at the code’s level and the job workers run', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'ok', shutdown: 'no' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('opens every connection of both pools before it first says ready (a restarted instance meets no connect storm)', async () => {
    const open = async (name: string) =>
      (
        await t.database.sql<{ open: number }[]>`select count(*)::int as open from pg_stat_activity
          where datname = current_database() and application_name = ${name}`
      )[0]!.open;
    expect(await open(POOL_APPLICATION_NAMES[0]!)).toBe(t.database.sql.options.max);
    expect(await open(POOL_APPLICATION_NAMES[1]!)).toBe(t.database.customPlanSql.options.max);
  });

  it('is 503 while the schema is behind the code, naming that check', async () => {
    const behind = createReadiness(t.database, t.deps.jobs, { level: codeMigrationLevel() + 1 });
    expect(await behind.check()).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'behind', jobs: 'ok', shutdown: 'no' },
    });
  });

  it('is 503 before the job workers run', async () => {
    const stopped = createReadiness(t.database, { isStarted: () => false });
    expect((await stopped.check()).checks.jobs).toBe('not started');
  });

  it('is 503 from the start of a drain while liveness stays 200', async () => {
    const draining = createReadiness(t.database, t.deps.jobs);
    draining.startDrain();
    expect(await draining.check()).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok', shutdown: 'draining' },
    });
  });

  it('answers at once while every connection of the request pool is busy (a loaded instance is not a broken one)', async () => {
    expect((await ready()).statusCode).toBe(200); // the schema's level is known from now on
    let poolFreed = false;
    const busy = Promise.all(
      Array.from({ length: t.database.sql.options.max }, () => t.database.sql`select pg_sleep(1)`.then(() => (poolFreed = true))),
    );
    const res = await ready();
    expect([res.statusCode, poolFreed]).toEqual([200, false]);
    await busy;
  });

  it('takes a ping that does not answer for a busy database (ready), and one that fails for an unreachable one', async () => {
    const withPing = (ping: () => Promise<void>) => createReadiness({ ...t.database, ping }, t.deps.jobs, { level: 0 });
    const slow = withPing(() => new Promise<void>(() => {}));
    await slow.check(); // the first check reads the migrations and opens the pools
    expect((await slow.check()).checks.database).toBe('ok');
    const refused = withPing(() => Promise.reject(new Error('connect ECONNREFUSED')));
    await refused.check();
    expect(await refused.check()).toMatchObject({ ready: false, checks: { database: 'unreachable' } });
  });

  it('is 503 while the database cannot be reached, without its internals (the last test: the app stays down)', async () => {
    t.database.availability.markDown('test');
    t.database.availability.close(); // no probe brings it back
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not-ready',
      checks: { database: 'unreachable', migrations: 'unknown', jobs: 'ok', shutdown: 'no' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});
