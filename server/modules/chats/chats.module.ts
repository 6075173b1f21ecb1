import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { provideAccessRequestDays } from '../listings/listing-stats.service';
import { registerChatsDeletionStep } from './chat-deletion';
import { accessRequestDays } from './chats.query';
import { chatsRoutes } from './chats.routes';
import { messagesRoutes } from './messages.routes';

/** Chats and their messages (one module: a chat is its messages), the chats' part of deleting a user, and the access requests the listing figures count. */
export const chatsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerChatsDeletionStep();
  provideAccessRequestDays(accessRequestDays);
  await app.register(chatsRoutes, { deps });
  await app.register(messagesRoutes, { deps });
};
