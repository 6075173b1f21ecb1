import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { issueMessage } from '../../contracts/common/validation-messages';
import type { AppDeps } from '../platform/deps';
import { broadcastingRoutes } from './broadcasting/broadcasting.routes';
import { adminUsersRoutes } from './admin/users.routes';
import { impersonationRoutes } from './impersonation/impersonation.routes';
import { systemRoutes } from './system/system.routes';
import { authRoutes } from './auth/auth.routes';
import { customizationRoutes } from './customization/customization.routes';
import { surveysRoutes } from './surveys/surveys.routes';
import { connectUsers, usersModule } from './users/users.module';
import { chatsModule, connectChats } from './chats/chats.module';
import { sharesOpenChat } from './chats/chats.query';
import { notificationsRoutes } from './notifications/notifications.routes';
import { unsubscribeRoutes } from './notifications/unsubscribe.routes';
import { documentsModule } from './documents/documents.module';
import { connectListings, listingsModule } from './listings/listings.module';
import { connectDeals, dealsModule } from './deals/deals.module';
import { connectOffers, offersModule } from './offers/offers.module';
import { clientNoticesModule, connectClientNotices } from './client-notices/client-notices.module';
import { closingModule, connectClosing } from './closing/closing.module';
import { connectEarnout, earnoutModule } from './earnout/earnout.module';
import { connectMarket, marketModule } from './market/market.module';
import { findUsersRoutes } from './find-users/find-users.routes';
import { avatarsRoutes } from './avatars/avatars.routes';
import { connectValuations, valuationsModule } from './valuations/valuations.module';
import { registerExpertsJobs } from './experts/experts.jobs';
import { resourcesRoutes } from './resources/resources.routes';
import { expertsRoutes } from './experts/experts.routes';
import { toursRoutes } from './tours/tours.routes';
import { outboxModule } from './outbox/outbox.routes';
import { connectVerifications, verificationsModule } from './verifications/verifications.module';

// An API client's bad input is refused in the product's words, not zod's, wherever a schema gives no message of its own.
z.config({ customError: issueMessage });

/**
 * What modules give the platform and lower modules, each through its `connect…()` in its `*.module.ts`: the session
 * user source, job handlers, user-deletion steps, match and sale steps. Idempotent; runs before anything uses them —
 * the demo seed (which answers matches and sells listings) and the routes.
 */
export function connectModules(): void {
  connectUsers();
  connectListings();
  connectChats();
  connectDeals();
  connectOffers();
  connectClientNotices();
  connectClosing();
  connectEarnout();
  connectMarket();
  connectVerifications();
  connectValuations();
  registerExpertsJobs();
}

/** Every module under /api. Each route declares its access level in config.access. */
export async function registerModules(api: FastifyInstance, deps: AppDeps): Promise<void> {
  connectModules();
  await api.register(systemRoutes, { deps });
  await api.register(authRoutes, { deps });
  await api.register(usersModule, {
    deps,
    maySeeIdentity: (viewerId: number, userId: number) => sharesOpenChat(deps.database.db, viewerId, userId),
  });
  await api.register(customizationRoutes, { deps });
  await api.register(surveysRoutes, { deps });
  await api.register(broadcastingRoutes, { deps });
  await api.register(adminUsersRoutes, { deps });
  await api.register(impersonationRoutes, { deps });
  await api.register(chatsModule, { deps });
  await api.register(notificationsRoutes, { deps });
  await api.register(unsubscribeRoutes, { deps });
  await api.register(documentsModule, { deps });
  await api.register(listingsModule, { deps });
  await api.register(dealsModule, { deps });
  await api.register(offersModule, { deps });
  await api.register(clientNoticesModule, { deps });
  await api.register(closingModule, { deps });
  await api.register(earnoutModule, { deps });
  await api.register(marketModule, { deps });
  await api.register(findUsersRoutes, { deps });
  await api.register(valuationsModule, { deps });
  await api.register(resourcesRoutes, { deps });
  await api.register(expertsRoutes, { deps });
  await api.register(toursRoutes, { deps });
  await api.register(outboxModule, { deps });
  await api.register(verificationsModule, { deps });
  await api.register(avatarsRoutes);
}
