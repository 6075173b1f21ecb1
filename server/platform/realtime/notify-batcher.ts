import type { Sql } from '../db/database';

/** Notifications per statement; a burst larger than this goes in several. */
const MAX_BATCH = 1000;

interface Pending {
  payloads: string[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Sends NOTIFYs one statement at a time, folding whatever queued up meanwhile into the next statement: each
 * NOTIFY commits a transaction (a WAL flush), so a burst of a thousand becomes a few commits instead of a
 * thousand. One `send` is never split across statements, so its payloads reach listeners back to back.
 * PostgreSQL folds identical payloads within one transaction, so callers keep payloads distinct.
 */
export function createNotifyBatcher(sql: Sql, channel: string) {
  const queue: Pending[] = [];
  let flushing = false;

  async function flush() {
    while (queue.length > 0) {
      const batch: Pending[] = [];
      let count = 0;
      while (queue.length > 0 && (batch.length === 0 || count + queue[0]!.payloads.length <= MAX_BATCH)) {
        const next = queue.shift()!;
        batch.push(next);
        count += next.payloads.length;
      }
      try {
        const payloads = batch.flatMap((pending) => pending.payloads);
        await sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) with ordinality as t(payload, position) order by position`;
        for (const pending of batch) pending.resolve();
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    flushing = false;
  }

  return {
    send(payloads: string[]): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ payloads, resolve, reject });
        if (flushing) return;
        flushing = true;
        // Publishes made in the same turn of the event loop (a fan-out loop) go out in one statement.
        setImmediate(() => void flush());
      });
    },
  };
}
