import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { buildListing, buildUser } from '../../test/factories';
import { connectDatabase, type Database } from './database';
import { instanceGauges } from '../metrics/instance-gauges';
import { timeoutErrorCode } from './session-timeouts';

const LOCK_BOUND_MS = 1_000;

describe('bounds on the app’s database sessions', () => {
  let clone: Database;
  let t: TestApp;
  let holder: postgres.Sql;
  let headers: Record<string, string>;

  beforeAll(async () => {
    clone = await createTestDatabase();
    // The app's pools on the same database, with the bounds main.ts sets (a shorter lock wait, to keep the test short).
    const database = connectDatabase(clone.url, {
      max: 3,
      timeouts: { statementMs: 15_000, lockMs: LOCK_BOUND_MS, idleInTransactionMs: 2_000 },
    });
    t = await buildTestApp({}, {}, { database });
    const owner = await buildUser(t.database.db);
    await buildListing(t.database.db, { owner });
    headers = await t.loginAs(owner.id);
    holder = postgres(clone.url, { max: 1, onnotice: () => {} });
  });

  afterAll(async () => {
    await holder.end();
    await t.close();
    await clone.close();
  });

  it('answers 503 with Retry-After within the lock bound while another session holds listings, and 200 once released', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/listings', headers })).statusCode).toBe(200);

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holding = holder.begin(async (tx) => {
      await tx`lock table listings in access exclusive mode`;
      locked();
      await released;
    });
    await lockTaken;

    const startedAt = performance.now();
    const blocking = t.app.inject({ method: 'GET', url: '/api/listings', headers });
    // Meanwhile the metrics show this instance's connections waiting on the lock (the page and its count both wait).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const gauges = await instanceGauges(t.database, t.deps.jobs).getSingleMetricAsString('lexchange_database_connections');
    expect(gauges).toMatch(/^lexchange_database_connections\{state="waiting"\} [1-9]\d*$/m);
    const blocked = await blocking;
    const waitedMs = performance.now() - startedAt;
    expect(blocked.statusCode).toBe(503);
    expect(blocked.headers['retry-after']).toBe('2');
    expect(blocked.json()).toEqual({ message: 'Lexchange is busy. Please try again in 2 seconds.' });
    expect(waitedMs).toBeGreaterThanOrEqual(LOCK_BOUND_MS - 50);
    expect(waitedMs).toBeLessThan(LOCK_BOUND_MS + 2_000);

    release();
    await holding;
    const after = await t.app.inject({ method: 'GET', url: '/api/listings', headers });
    expect(after.statusCode).toBe(200);
    // The database was busy, not gone: nothing else is refused.
    expect(t.database.availability.isDown()).toBe(false);
  });

  it('ends a transaction left idle past its bound, and the pool goes on serving', async () => {
    const sql = t.database.sql;
    await expect(
      sql.begin(async (tx) => {
        await tx`select 1`;
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        await tx`select 1`;
      }),
    ).rejects.toThrow();
    expect((await t.app.inject({ method: 'GET', url: '/api/listings', headers })).statusCode).toBe(200);
  });

  it('cancels a statement past its bound with a code the error handler recognises', async () => {
    const short = connectDatabase(clone.url, { max: 1, timeouts: { statementMs: 200, lockMs: 200, idleInTransactionMs: 0 } });
    try {
      const error = await short.sql`select pg_sleep(2)`.catch((caught: unknown) => caught);
      expect(timeoutErrorCode(error)).toBe('57014');
      expect(timeoutErrorCode({ cause: { code: '55P03' } })).toBe('55P03');
      expect(timeoutErrorCode(new Error('other'))).toBeNull();
    } finally {
      await short.close();
    }
  });
});
