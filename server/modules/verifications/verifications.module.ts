import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import { addUserDeletionStep } from '../admin/user-deletion';
import { verificationsRoutes } from './verifications.routes';
import { verificationDocuments, verifications } from './verifications.table';

/** Deleting a user removes their verification documents from storage (the rows go with the user by cascade). */
function registerVerificationsDeletionStep(): void {
  addUserDeletionStep({
    name: 'verifications',
    async run({ tx, user, removeFileAfterCommit }) {
      const documents = await tx
        .select({ key: verificationDocuments.storageKey })
        .from(verificationDocuments)
        .innerJoin(verifications, eq(verifications.id, verificationDocuments.verificationId))
        .where(eq(verifications.userId, user.id));
      for (const document of documents) removeFileAfterCommit(document.key);
    },
  });
}

/** The verifications routes, and their part of deleting a user. */
export const verificationsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerVerificationsDeletionStep();
  await app.register(verificationsRoutes, { deps });
};
