import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { provideAccessRequestDays } from '../listings/listing-stats.service';
import { registerChatsDeletionStep } from './chat-deletion';
import { accessRequestDays } from './chats.query';
import { chatsRoutes } from './chats.routes';
import { messagesRoutes } from './messages.routes';

/** What chats gives lower modules at start-up: its part of deleting a user, the access requests listings counts. */
export function connectChats(): void {
  registerChatsDeletionStep();
  provideAccessRequestDays(accessRequestDays);
}

/** Chats and their messages (one module: a chat is its messages). */
export const chatsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(chatsRoutes, { deps });
  await app.register(messagesRoutes, { deps });
};
