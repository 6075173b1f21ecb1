import { registerJob } from '../../platform/jobs/registry';
import { sendListingAlertDigests } from './listing-alerts.service';
import { purgeDeletedListings } from './listing-lifecycle.service';

declare module '../../platform/jobs/jobs.types' {
  interface JobPayloads {
    /** Removes listings soft-deleted more than 30 days ago, with their files. */
    'listings.purge-deleted': Record<string, never>;
    /** Each buyer's daily e-mail of the new listings fitting their Buyer Customization. */
    'listings.alerts-digest': Record<string, never>;
  }
}

/** The listings' scheduled jobs (cron in UTC). */
export function registerListingsJobs(): void {
  registerJob('listings.purge-deleted', {
    run: async (deps) => {
      await purgeDeletedListings(deps);
    },
    // Daily; a failed run is retried, and tomorrow's run catches anything still left.
    policy: { retryLimit: 2, retryDelay: 300, expireInSeconds: 900 },
    schedule: '30 3 * * *',
  });
  registerJob('listings.alerts-digest', {
    run: async (deps) => {
      await sendListingAlertDigests(deps);
    },
    // Each buyer is claimed and mailed in their own transaction, so a retry only sends what is still owed.
    policy: { retryLimit: 3, retryDelay: 300, expireInSeconds: 1800 },
    // 14:00 UTC: the morning in the continental US.
    schedule: '0 14 * * *',
  });
}
