import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { registerLetterOfIntentSteps } from './letter-of-intent';
import { registerLetterOfIntentGate } from './loi-gate';
import { offersRoutes } from './offers.routes';
import { registerPurchaseAgreementSteps } from './purchase-agreement';
import { registerSignatureNotice } from './signature-notice';

/** What offers adds to lower modules at start-up: the deal enters "Letter of intent", then "Purchase agreement", when both sides signed each. */
export function connectOffers(): void {
  registerLetterOfIntentSteps();
  registerPurchaseAgreementSteps();
  registerLetterOfIntentGate();
  registerSignatureNotice();
}

/** Offers' routes. */
export const offersModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(offersRoutes, { deps });
};
