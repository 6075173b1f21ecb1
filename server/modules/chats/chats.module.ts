import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { registerChatsDeletionStep } from './chat-deletion';
import { chatsRoutes } from './chats.routes';

/** Every chats route, and the chats' part of deleting a user. */
export const chatsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerChatsDeletionStep();
  await app.register(chatsRoutes, { deps });
};
