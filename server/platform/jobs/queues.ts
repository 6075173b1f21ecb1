import type { JobName } from './jobs.types';

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
  // Daily; a failed run is retried, and tomorrow's run catches anything still left.
  'listings.purge-deleted': { retryLimit: 2, retryDelay: 300, expireInSeconds: 900 },
  // Each buyer is claimed and mailed in their own transaction, so a retry only sends what is still owed.
  'listings.alerts-digest': { retryLimit: 3, retryDelay: 300, expireInSeconds: 1800 },
  // Every five minutes; each call is claimed as it is reminded, so the next run picks up anything missed.
  'experts.call-reminders': { retryLimit: 1, retryDelay: 60, expireInSeconds: 240 },
  // A failed render is retried for about an hour; until it succeeds the valuation stays "in review, report pending".
  'valuations.complete': { retryLimit: 8, retryDelay: 15, expireInSeconds: 120 },
};

export function queuePolicy(name: JobName): QueuePolicy {
  return { ...DEFAULT_POLICY, ...POLICIES[name] };
}

/** Cron schedules (UTC). pg-boss keeps them in PostgreSQL, so N instances still run each occurrence once. */
export const JOB_SCHEDULES: Partial<Record<JobName, string>> = {
  'sessions.purge-expired': '0 * * * *',
  'listings.purge-deleted': '30 3 * * *',
  // 14:00 UTC: the morning in the continental US.
  'listings.alerts-digest': '0 14 * * *',
  'experts.call-reminders': '*/5 * * * *',
};
