import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { valuateRoutes } from './valuate.routes';
import { registerValuationsDeletionStep } from './valuations-user-deletion';
import { registerValuationsJobs } from './valuations.jobs';
import { valuationsRoutes } from './valuations.routes';

/** What valuations gives the platform and admin at start-up: its job and its part of deleting a user. */
export function connectValuations(): void {
  registerValuationsJobs();
  registerValuationsDeletionStep();
}

/** Every valuations route. */
export const valuationsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(valuateRoutes);
  await app.register(valuationsRoutes, { deps });
};
