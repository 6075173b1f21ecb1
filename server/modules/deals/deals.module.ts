import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { registerDealsSaleStep } from './deal-closing';
import { registerDealsMatchSteps } from './deal-opening';
import { dealsRoutes } from './deals.routes';

/** Deals' routes, and what deals adds to lower modules' events: a deal per accepted match, closing on a sale. */
export const dealsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerDealsMatchSteps();
  registerDealsSaleStep();
  await app.register(dealsRoutes, { deps });
};
