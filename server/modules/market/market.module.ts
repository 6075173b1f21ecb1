import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { onDealClosed } from '../deals/deal-closed';
import { registerMarketJobs } from './market.jobs';
import { marketRoutes } from './market.routes';

/** The market data's start-up hooks: its job, and a recount queued whenever a deal closes as won. */
export function connectMarket(): void {
  registerMarketJobs();
  onDealClosed({
    name: 'market: recount',
    // Wall-clock time: the job compares it with when a snapshot's transaction began (market.jobs.ts).
    async after(deps, event) {
      if (event.outcome === 'won') await deps.jobs.enqueue('market.recompute', { requested_at: new Date().toISOString() });
    },
  });
}

export const marketModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(marketRoutes, { deps });
};
