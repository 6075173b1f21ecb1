import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { dataRoomAccessRoutes } from './data-room-access.routes';
import { dataRoomFolderRoutes } from './data-room-folders.routes';
import { dataRoomRoutes } from './data-room.routes';
import { favoritesRoutes } from './favorites.routes';
import { listingLifecycleRoutes } from './listing-lifecycle.routes';
import { listingNdaRoutes } from './listing-nda.routes';
import { registerNdaReader } from './listing-nda.service';
import { listingsRoutes } from './listings.routes';
import { registerListingsJobs } from './listings.jobs';
import { registerListingsDeletionStep } from './listings-user-deletion';

/** What listings gives the platform and admin at start-up: its jobs and its part of deleting a user. */
export function connectListings(): void {
  registerListingsJobs();
  registerListingsDeletionStep();
  registerNdaReader();
}

/** Every listings route (the watch list's favorites too). */
export const listingsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(listingsRoutes, { deps });
  await app.register(listingLifecycleRoutes, { deps });
  await app.register(dataRoomRoutes, { deps });
  await app.register(dataRoomAccessRoutes, { deps });
  await app.register(dataRoomFolderRoutes, { deps });
  await app.register(favoritesRoutes, { deps });
  await app.register(listingNdaRoutes, { deps });
};
