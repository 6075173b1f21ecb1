import type { JobDeps } from './handlers';
import type { JobName, JobPayloads } from './jobs.types';
import type { QueuePolicy } from './queues';

/** A module's job: what it does, how its queue retries, and when it runs on its own (cron, UTC). */
export interface ModuleJob<N extends JobName> {
  run(deps: JobDeps, payload: JobPayloads[N]): Promise<void>;
  policy?: Partial<QueuePolicy>;
  schedule?: string;
  /**
   * A scheduled job that requests also enqueue (a won close recounts the market): its queue is watched every second
   * like the mail's, not only every half minute like the other scheduled queues (queues.ts, queueWatch).
   */
  onDemand?: boolean;
}

const moduleJobs = new Map<JobName, ModuleJob<JobName>>();

/**
 * Modules register their jobs when the app starts (in their `*.module.ts`), the same way they register their part
 * of deleting a user; their payload types join JobPayloads by declaration merging. Registering again replaces.
 */
export function registerJob<N extends JobName>(name: N, job: ModuleJob<N>): void {
  moduleJobs.set(name, job as unknown as ModuleJob<JobName>);
}

export function registeredJobs(): [JobName, ModuleJob<JobName>][] {
  return [...moduleJobs.entries()];
}
