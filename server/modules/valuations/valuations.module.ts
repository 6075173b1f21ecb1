import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { valuateRoutes } from './valuate.routes';

/** Every valuations route. */
export const valuationsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app) => {
  await app.register(valuateRoutes);
};
