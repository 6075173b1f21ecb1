import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { documentsRoutes } from './documents.routes';

/**
 * Signed documents: one signing mechanism for every kind (NDA, letter of intent, purchase agreement). Modules above
 * issue documents with `createDocument` and hear of completed ones with `onDocumentSigned` (docs/deal-room.md).
 */
export const documentsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(documentsRoutes, { deps });
};
