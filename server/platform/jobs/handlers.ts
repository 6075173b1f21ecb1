import type { AppDeps } from '../deps';
import type { JobHandlers } from './jobs.types';
import { registeredJobs } from './registry';

export type JobDeps = Pick<AppDeps, 'mail' | 'sms' | 'sessions' | 'database' | 'storage' | 'jobs' | 'config' | 'now' | 'realtime'>;

/** What each queued job does: the platform's own, then those the modules registered (platform/jobs/registry.ts). */
export function jobHandlers(deps: JobDeps): JobHandlers {
  const handlers: Record<string, (payload: never) => Promise<void>> = {
    'mail.send': (message: Parameters<JobDeps['mail']['send']>[0]) => deps.mail.send(message),
    'sms.send': (message: Parameters<JobDeps['sms']['send']>[0]) => deps.sms.send(message),
    'sessions.purge-expired': async () => {
      await deps.sessions.purgeExpired();
    },
  };
  for (const [name, job] of registeredJobs()) handlers[name] = (payload) => job.run(deps, payload);
  return handlers as unknown as JobHandlers;
}
