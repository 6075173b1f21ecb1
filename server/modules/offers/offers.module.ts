import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { registerLetterOfIntentSteps } from './letter-of-intent';
import { registerLetterOfIntentGate } from './loi-gate';
import { offersRoutes } from './offers.routes';

/** What offers adds to lower modules at start-up: the deal enters "Letter of intent" when both sides signed it. */
export function connectOffers(): void {
  registerLetterOfIntentSteps();
  registerLetterOfIntentGate();
}

/** Offers' routes. */
export const offersModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(offersRoutes, { deps });
};
