import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps';
import { broadcastingRoutes } from './broadcasting/broadcasting.routes';
import { adminUsersRoutes } from './admin/users.routes';
import { impersonationRoutes } from './impersonation/impersonation.routes';
import { systemRoutes } from './system/system.routes';
import { authRoutes } from './auth/auth.routes';
import { customizationRoutes } from './customization/customization.routes';
import { formsRoutes } from './forms/forms.routes';
import { usersRoutes } from './users/users.routes';
import { sharesOpenChat } from './chats/chats.query';
import { chatsRoutes } from './chats/chats.routes';
import { messagesRoutes } from './messages/messages.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { unsubscribeRoutes } from './notifications/unsubscribe.routes';
import { listingsModule } from './listings/listings.module';
import { favoritesRoutes } from './favorites/favorites.routes';
import { dealsRoutes } from './deals/deals.routes';
import { findUsersRoutes } from './find-users/find-users.routes';
import { avatarsRoutes } from './avatars/avatars.routes';
import { valuationsModule } from './valuations/valuations.module';

/** Every module's routes, mounted under /api. Each route declares its access level in config.access. */
export async function registerModules(api: FastifyInstance, deps: AppDeps): Promise<void> {
  await api.register(systemRoutes, { deps });
  await api.register(authRoutes, { deps });
  await api.register(usersRoutes, { deps, maySeeIdentity: (viewerId, userId) => sharesOpenChat(deps.database.db, viewerId, userId) });
  await api.register(customizationRoutes, { deps });
  await api.register(formsRoutes, { deps });
  await api.register(broadcastingRoutes, { deps });
  await api.register(adminUsersRoutes, { deps });
  await api.register(impersonationRoutes, { deps });
  await api.register(chatsRoutes, { deps });
  await api.register(messagesRoutes, { deps });
  await api.register(notificationsRoutes, { deps });
  await api.register(unsubscribeRoutes, { deps });
  await api.register(listingsModule, { deps });
  await api.register(favoritesRoutes, { deps });
  await api.register(dealsRoutes, { deps });
  await api.register(findUsersRoutes, { deps });
  await api.register(valuationsModule, { deps });
  await api.register(avatarsRoutes);
}
