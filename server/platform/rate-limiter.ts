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

export function createRateLimiter(db: Db, now: () => Date = () => new Date()): RateLimiter {
  async function hit(key: string, max: number, windowMs: number): Promise<RateLimitResult> {
    const at = now();
    const resetAt = new Date(at.getTime() + windowMs);
    // Drizzle's postgres-js driver passes timestamps through unserialised: raw sql params must be strings.
    const atParam = at.toISOString();
    const resetAtParam = resetAt.toISOString();
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${rateLimitCounters.resetAt} <= ${atParam} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${atParam} then ${resetAtParam}::timestamptz else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning();
    const count = row!.count;
    return { allowed: count <= max, count, retryAfterSeconds: (row!.resetAt.getTime() - at.getTime()) / 1000 };
  }
  return {
    hit,
    async consume(key, max, windowMs) {
      const result = await hit(key, max, windowMs);
      if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
    },
    async peek(key) {
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
