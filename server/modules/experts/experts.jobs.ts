import { registerJob } from '../../platform/jobs/registry';
import { sendCallReminders } from './call-reminders';

declare module '../../platform/jobs/jobs.types' {
  interface JobPayloads {
    /** Reminders of booked expert calls, 24 hours and 1 hour before. */
    'experts.call-reminders': Record<string, never>;
  }
}

/** The experts' scheduled job (cron in UTC). */
export function registerExpertsJobs(): void {
  registerJob('experts.call-reminders', {
    run: async (deps) => {
      await sendCallReminders(deps);
    },
    // Every five minutes; each call is claimed as it is reminded, so the next run picks up anything missed.
    policy: { retryLimit: 1, retryDelay: 60, expireInSeconds: 240 },
    schedule: '*/5 * * * *',
  });
}
