import { registerJob } from '../../platform/jobs/registry';
import { completeValuation } from './valuation-completion.service';

declare module '../../platform/jobs/jobs.types' {
  interface JobPayloads {
    /** Renders a completed expert valuation's PDF report, then marks it completed and notifies the owner. */
    'valuations.complete': { valuationId: number };
  }
}

export function registerValuationsJobs(): void {
  registerJob('valuations.complete', {
    run: async (deps, { valuationId }) => {
      await completeValuation(deps, valuationId);
    },
    // A failed render is retried for about an hour; until it succeeds the valuation stays "in review, report pending".
    policy: { retryLimit: 8, retryDelay: 15, expireInSeconds: 120 },
  });
}
