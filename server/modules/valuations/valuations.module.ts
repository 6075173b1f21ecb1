import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { valuateRoutes } from './valuate.routes';
import { registerValuationsDeletionStep } from './valuations-user-deletion';
import { valuationsRoutes } from './valuations.routes';

/** Every valuations route, and the valuations' part of deleting a user. */
export const valuationsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerValuationsDeletionStep();
  await app.register(valuateRoutes);
  await app.register(valuationsRoutes, { deps });
};
