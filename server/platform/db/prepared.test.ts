import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { rateLimitCounters } from '../rate-limit.table';
import { sessions } from '../session/session.table';
import type { Db } from './database';
import { builtOncePer } from './prepared';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const database = await createTestDatabase();
afterAll(() => database.close());

const counterByKey = builtOncePer((db: Db | Transaction) =>
  db
    .select()
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, sql.placeholder('key')))
    .prepare('counter_by_key'),
);

describe('statements built once (drizzle prepared queries)', () => {
  it('are built once per handle and encode placeholders by their column (Date, jsonb)', async () => {
    const { db } = database;
    expect(counterByKey(db)).toBe(counterByKey(db));
    const insert = db
      .insert(sessions)
      .values({ id: sql.placeholder('id'), data: sql.placeholder('data'), expiresAt: sql.placeholder('expiresAt') })
      .returning()
      .prepare('insert_session');
    const expiresAt = new Date('2030-01-02T03:04:05.678Z');
    const [row] = await insert.execute({ id: 'prepared-test', data: { remember: true }, expiresAt });
    expect(row).toMatchObject({ id: 'prepared-test', data: { remember: true }, expiresAt });
  });

  it('run inside a transaction only when built on it', async () => {
    const { db } = database;
    let seen: number[] = [];
    const rolledBack = db.transaction(async (tx) => {
      await tx.insert(rateLimitCounters).values({ key: 'in-tx', count: 1, resetAt: new Date() });
      // The pool's copy runs on another connection, where the transaction's row is not visible.
      seen = [(await counterByKey(tx).execute({ key: 'in-tx' })).length, (await counterByKey(db).execute({ key: 'in-tx' })).length];
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow('Rollback');
    expect(seen).toEqual([1, 0]);
    expect(await counterByKey(db).execute({ key: 'in-tx' })).toHaveLength(0);
  });
});
