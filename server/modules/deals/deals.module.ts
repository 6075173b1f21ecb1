import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { registerDealsSaleStep } from './deal-closing';
import { registerDataRoomOpeningSteps } from './data-room-opening';
import { registerDealsDataRoomStages } from './deal-data-room';
import { registerDealsStageGates } from './deal-gates';
import { registerDealsMatchSteps } from './deal-opening';
import { dealDocumentsRoutes } from './deal-documents.routes';
import { dealsRoutes } from './deals.routes';

/** What deals adds to lower modules at start-up: a deal per accepted match, closing the deals on a sale, data-room stages, the
 * stage gates deals knows itself. */
export function connectDeals(): void {
  registerDealsMatchSteps();
  registerDealsSaleStep();
  registerDealsDataRoomStages();
  registerDataRoomOpeningSteps();
  registerDealsStageGates();
}

/** Deals' routes. */
export const dealsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(dealsRoutes, { deps });
  await app.register(dealDocumentsRoutes, { deps });
};
