import { registerJob } from '../../platform/jobs/registry';
import { purgeDecidedDocuments, runVerificationExpiry } from './verification-expiry.service';

declare module '../../platform/jobs/jobs.types' {
  interface JobPayloads {
    /** Reminds users of verification levels about to lapse, then lapses those past their date. */
    'verifications.expire': Record<string, never>;
    /** Deletes the documents of verification submissions rejected or withdrawn more than 30 days ago. */
    'verifications.purge-documents': Record<string, never>;
  }
}

/** The verifications' scheduled jobs (cron in UTC). */
export function registerVerificationsJobs(): void {
  registerJob('verifications.expire', {
    run: async (deps) => {
      await runVerificationExpiry(deps);
    },
    // Hourly; each grant is reminded or lapsed by one UPDATE, so a retry only does what is still due.
    policy: { retryLimit: 2, retryDelay: 120, expireInSeconds: 900 },
    schedule: '15 * * * *',
  });
  registerJob('verifications.purge-documents', {
    run: async (deps) => {
      await purgeDecidedDocuments(deps);
    },
    policy: { retryLimit: 2, retryDelay: 300, expireInSeconds: 900 },
    schedule: '45 3 * * *',
  });
}
