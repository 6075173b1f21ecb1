import type { JobName } from './jobs.types';
import { registeredJobs } from './registry';

/** How a queue retries. Delays are seconds; with backoff each retry waits about twice as long as the last. */
export interface QueuePolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** A job still running after this is failed (and retried): a hung SMTP connection must not hold it forever. */
  expireInSeconds: number;
}

const DEFAULT_POLICY: QueuePolicy = { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 };

const POLICIES: Partial<Record<JobName, Partial<QueuePolicy>>> = {
  // ~30 s, 1 min, 2 min … about 2 hours in all: long enough to outlast a mail provider's outage.
  'mail.send': { retryLimit: 8, retryDelay: 30, expireInSeconds: 120 },
  // Codes in texts expire after 10 minutes, so retrying for longer only sends stale codes.
  'sms.send': { retryLimit: 4, retryDelay: 15, expireInSeconds: 60 },
  'sessions.purge-expired': { retryLimit: 1 },
};

/** A queue's policy: the default, then the platform's or the registering module's own (jobs/registry.ts). */
export function queuePolicy(name: JobName): QueuePolicy {
  const registered = new Map(registeredJobs()).get(name)?.policy;
  return { ...DEFAULT_POLICY, ...POLICIES[name], ...registered };
}

const SCHEDULES: Partial<Record<JobName, string>> = {
  'sessions.purge-expired': '0 * * * *',
};

/** Cron schedules (UTC), the platform's and the modules'. pg-boss keeps them in PostgreSQL, so N instances still run each occurrence once. */
export function jobSchedules(): Partial<Record<JobName, string>> {
  const schedules = { ...SCHEDULES };
  for (const [name, job] of registeredJobs()) if (job.schedule) schedules[name] = job.schedule;
  return schedules;
}

/** How an idle queue is watched: how many workers poll it, and how often each looks for a job. */
export interface QueueWatch {
  workers: number;
  pollingIntervalSeconds: number;
}

/**
 * A queue only a cron schedule fills (a daily reminder, an hourly purge) gets one worker that looks every 30 s: its
 * job may start half a minute late. Every poll is a query, and at one a second by two workers on each of a dozen such
 * queues an idle instance sent ~25 queries a second to PostgreSQL, about a hundredth of a core (issue #36). Queues that
 * requests fill (mail, texts, valuations, a scheduled job marked onDemand) keep `prompt`.
 */
export function queueWatch(name: JobName, prompt: QueueWatch): QueueWatch {
  const job = new Map(registeredJobs()).get(name);
  const scheduledOnly = name in jobSchedules() && !job?.onDemand;
  return scheduledOnly
    ? { workers: 1, pollingIntervalSeconds: Math.max(prompt.pollingIntervalSeconds, SCHEDULED_QUEUE_POLLING_SECONDS) }
    : prompt;
}

const SCHEDULED_QUEUE_POLLING_SECONDS = 30;
