import { registerJob } from '../../platform/jobs/registry';
import { purgeLostClientLists } from './client-notice-gate';

declare module '../../platform/jobs/jobs.types' {
  interface JobPayloads {
    /** Deletes the client lists of deals closed as lost more than a year ago. */
    'client-notices.purge-lost': Record<string, never>;
  }
}

export function registerClientNoticesJobs(): void {
  registerJob('client-notices.purge-lost', {
    run: async (deps) => {
      await purgeLostClientLists(deps);
    },
    // Daily; tomorrow's run catches whatever a failed one left.
    policy: { retryLimit: 2, retryDelay: 300, expireInSeconds: 900 },
    schedule: '45 3 * * *',
  });
}
