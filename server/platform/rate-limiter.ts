import { sql } from 'drizzle-orm';
import type { Db } from './db/database';
import { tooManyRequests } from './errors';
import { rateLimitCounters } from './rate-limit.table';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** Fixed-window counters in PostgreSQL, so every instance agrees (login, two-factor, SMS). */
export interface RateLimiter {
  hit(key: string, max: number, windowMs: number): Promise<RateLimitResult>;
  /** hit(), throwing 429 with Retry-After when over the limit. */
  consume(key: string, max: number, windowMs: number): Promise<void>;
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** The moment of a hit, as a placeholder encoded like a timestamp column (pass a Date). */
const hitAt = sql.param(sql.placeholder('at'), rateLimitCounters.resetAt);

/**
 * hit()'s upsert: one more in the current window, or 1 in a new window ending at `resetAt`. Placeholders `key`,
 * `at` and `resetAt` (fill them with hitValues); returns the count and the window's end.
 */
export function countHit(db: Db) {
  return db
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder('key'), count: 1, resetAt: sql.placeholder('resetAt') })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= ${hitAt} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${hitAt} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
}

/** The placeholder values of countHit. */
export function hitValues(key: string, windowMs: number, at: Date) {
  return { key, at, resetAt: new Date(at.getTime() + windowMs) };
}

/** What countHit's row means for a limit of `max`. */
export function hitResult(row: { count: number; resetAt: Date }, max: number, at: Date): RateLimitResult {
  return { allowed: row.count <= max, count: row.count, retryAfterSeconds: (row.resetAt.getTime() - at.getTime()) / 1000 };
}

export function createRateLimiter(db: Db, now: () => Date = () => new Date()): RateLimiter {
  const hitStatement = countHit(db).prepare('rate_limit_hit');
  async function hit(key: string, max: number, windowMs: number): Promise<RateLimitResult> {
    const at = now();
    const [row] = await hitStatement.execute(hitValues(key, windowMs, at));
    return hitResult(row!, max, at);
  }
  return {
    hit,
    async consume(key, max, windowMs) {
      const result = await hit(key, max, windowMs);
      if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
    },
    async peek(key) {
      // Drizzle's postgres-js driver passes timestamps through unserialised: raw sql params must be strings.
      const rows = await db.execute<{ count: number }>(
        sql`select count from ${rateLimitCounters} where key = ${key} and reset_at > ${now().toISOString()}`,
      );
      return rows[0]?.count ?? 0;
    },
    async reset(key) {
      await db.execute(sql`delete from ${rateLimitCounters} where key = ${key}`);
    },
  };
}
