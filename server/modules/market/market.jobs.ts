import { registerJob } from '../../platform/jobs/registry';
import type { JobDeps } from '../../platform/jobs/handlers';
import { forgetSnapshot, latestComputedAt, recomputeMarket } from './market-snapshot';

declare module '../../platform/jobs/jobs.types' {
  interface JobPayloads {
    /**
     * Recomputes the market data into a new snapshot. `requested_at` (a deal closed, staff excluded one): skipped when
     * a snapshot computed since answers it, so a burst of closes costs one run. Nightly: no payload, always runs.
     */
    'market.recompute': { requested_at?: string };
  }
}

export async function runMarketRecompute(deps: Pick<JobDeps, 'database' | 'now'>, payload: { requested_at?: string }): Promise<void> {
  if (payload.requested_at) {
    const latest = await latestComputedAt(deps.database.db);
    if (latest && latest.getTime() > new Date(payload.requested_at).getTime()) return;
  }
  await recomputeMarket(deps.database.db, deps.now());
  forgetSnapshot(deps.database);
}

export function registerMarketJobs(): void {
  registerJob('market.recompute', {
    run: runMarketRecompute,
    policy: { retryLimit: 3, retryDelay: 60, expireInSeconds: 600 },
    // Nightly, 04:15 UTC: late-night in the US, after the listings' purge.
    schedule: '15 4 * * *',
    // A won close and staff's exclusions enqueue it too: its queue is watched every second.
    onDemand: true,
  });
}
