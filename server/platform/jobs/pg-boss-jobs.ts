import type PgBoss from 'pg-boss';
import type { JobHandlers, JobName, JobPayloads, Jobs } from './jobs.types';
import { loggableError } from '../loggable-error';
import { jobFailures } from '../metrics/registry';
import { jobSchedules, queuePolicy, queueWatch, type QueuePolicy } from './queues';

export interface JobsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PgBossJobsOptions {
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
  /** Parallel jobs per queue in this instance. */
  workersPerQueue?: number;
  /** Tests shorten retry delays. */
  policies?: Partial<Record<JobName, Partial<QueuePolicy>>>;
}

/**
 * The production queue: jobs live in PostgreSQL (pg-boss creates its `pgboss` schema), so every instance shares them
 * and none is lost on restart. Enqueueing works before start() (and without it): a web-only instance can send jobs
 * that another instance's workers run.
 */
export function createPgBossJobs(databaseUrl: string, log: JobsLog, options: PgBossJobsOptions = {}): Jobs {
  // pg-boss (and its `pg` driver) load on first use, after the app already answers requests.
  let started: Promise<PgBoss> | undefined;
  const ready = () => {
    if (!started) {
      started = import('pg-boss').then(async ({ default: PgBossClass }) => {
        const boss = new PgBossClass({ connectionString: databaseUrl, max: 4, application_name: 'lexchange-jobs' });
        boss.on('error', (error) => {
          // 57P01: PostgreSQL is shutting down (Ctrl+C reaches it too); pg-boss reconnects or stops with the app.
          if ((error as { code?: string }).code === '57P01') log.warn({ err: loggableError(error) }, 'job queue lost its connection');
          else log.error({ err: loggableError(error) }, 'job queue error');
        });
        await boss.start();
        return boss;
      });
      started.catch(() => (started = undefined)); // the next call tries again, e.g. once the database is back
    }
    return started;
  };
  const queues = new Map<JobName, Promise<void>>();
  let workersStarted = false;
  const policyOf = (name: JobName) => ({ ...queuePolicy(name), ...options.policies?.[name] });
  // Creating queues attaches partitions, which deadlocks when run in parallel: create them one at a time, and
  // retry the rare deadlock with another instance starting at the same moment.
  let chain: Promise<unknown> = Promise.resolve();
  const createQueue = async (name: JobName) => {
    const boss = await ready();
    const policy = policyOf(name);
    for (let attempt = 1; ; attempt++) {
      try {
        if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...policy });
        else await boss.createQueue(name, { name, ...policy });
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt * Math.random()));
      }
    }
  };
  const ensureQueue = (name: JobName) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = chain.then(() => createQueue(name));
      chain = queue.catch(() => {});
      queue.catch(() => queues.delete(name));
      queues.set(name, queue);
    }
    return queue;
  };

  return {
    async enqueue<N extends JobName>(name: N, payload: JobPayloads[N]) {
      await ensureQueue(name);
      await (await ready()).send(name, payload);
    },

    async start(handlers: JobHandlers) {
      const names = Object.keys(handlers) as JobName[];
      await Promise.all(names.map(ensureQueue));
      const boss = await ready();
      const prompt = { workers: options.workersPerQueue ?? 2, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };
      for (const name of names) {
        const handler = handlers[name] as (payload: unknown) => Promise<void>;
        const { workers, pollingIntervalSeconds } = queueWatch(name, prompt);
        for (let i = 0; i < workers; i++) {
          await boss.work<object>(name, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
            try {
              await handler(job!.data);
            } catch (error) {
              jobFailures.labels(name).inc();
              log.warn({ err: loggableError(error), job: name, id: job!.id }, 'job failed; pg-boss retries it per the queue policy');
              throw error;
            }
          });
        }
      }
      const schedules = jobSchedules();
      for (const [name, cron] of Object.entries(schedules)) {
        if (names.includes(name as JobName)) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      }
      // A schedule this configuration no longer has (BACKUP_SCHEDULE turned off) would go on queueing jobs nobody runs.
      for (const stored of await boss.getSchedules()) {
        if (!(stored.name in schedules)) {
          await boss.unschedule(stored.name);
          log.info({ job: stored.name }, 'schedule removed: no longer configured');
        }
      }
      workersStarted = true;
      log.info({ queues: names }, 'job workers started');
    },

    isStarted: () => workersStarted,

    async queueDepths() {
      const boss = await started?.catch(() => undefined);
      if (!boss) return {};
      const depths: Partial<Record<JobName, number>> = {};
      for (const [name, queue] of queues) {
        if (
          await queue.then(
            () => true,
            () => false,
          )
        )
          depths[name] = await boss.getQueueSize(name);
      }
      return depths;
    },

    async stop() {
      workersStarted = false;
      const boss = await started?.catch(() => undefined);
      if (!boss) return;
      // Waits up to 10 s for running jobs; any still running are retried by the next instance.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
