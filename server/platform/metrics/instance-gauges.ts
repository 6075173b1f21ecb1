import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { POOL_APPLICATION_NAMES, type Database } from '../db/database';
import type { Jobs } from '../jobs/jobs.types';

/**
 * The gauges read at scrape time from this instance's database and queue (never on a request), plus Node's own
 * (CPU, memory, event-loop delay). A scrape while the database is down reads nothing from it and says so.
 */
export function instanceGauges(database: Database, jobs: Jobs): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lexchange_process_' });

  new Gauge({
    name: 'lexchange_database_up',
    help: '1 while PostgreSQL answers the app, 0 while requests are answered 503 because it cannot be reached.',
    registers: [registry],
    collect() {
      this.set(database.availability.isDown() ? 0 : 1);
    },
  });

  new Gauge({
    name: 'lexchange_database_connections',
    help:
      "This instance's database connections (both pools) by state: open, in_use (running a statement or inside a " +
      'transaction), waiting (in_use and blocked on a lock held by another session).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      if (database.availability.isDown()) return;
      // "- 1": this very statement's connection is in use while it reads.
      const [row] = await database.sql<{ open: number; inUse: number; waiting: number }[]>`
        select count(*)::int as open,
               (count(*) filter (where state <> 'idle'))::int - 1 as "inUse",
               (count(*) filter (where state <> 'idle' and wait_event_type = 'Lock'))::int as waiting
          from pg_stat_activity
         where application_name in ${database.sql(POOL_APPLICATION_NAMES)}`.catch(() => []);
      if (!row) return;
      this.set({ state: 'open' }, row.open);
      this.set({ state: 'in_use' }, Math.max(0, row.inUse));
      this.set({ state: 'waiting' }, row.waiting);
    },
  });

  new Gauge({
    name: 'lexchange_job_queue_depth',
    help: 'Background jobs waiting to run, by queue (shared by every instance on this database).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      if (database.availability.isDown()) return;
      const depths = await jobs.queueDepths().catch(() => ({}));
      for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
    },
  });
  return registry;
}
