import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { dataRoomRoutes } from './data-room.routes';
import { favoritesRoutes } from './favorites.routes';
import { listingLifecycleRoutes } from './listing-lifecycle.routes';
import { listingsRoutes } from './listings.routes';
import { registerListingsJobs } from './listings.jobs';
import { registerListingsDeletionStep } from './listings-user-deletion';

/** Every listings route (the watch list's favorites too), the listings' jobs, and their part of deleting a user. */
export const listingsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListingsJobs();
  registerListingsDeletionStep();
  await app.register(listingsRoutes, { deps });
  await app.register(listingLifecycleRoutes, { deps });
  await app.register(dataRoomRoutes, { deps });
  await app.register(favoritesRoutes, { deps });
};
