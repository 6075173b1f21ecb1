import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import { addUserDeletionStep } from '../admin/user-deletion';
import { setBarNumbersSource } from '../listings/public-face';
import { registerVerificationsJobs } from './verifications.jobs';
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

/** What verifications gives the platform and admin at start-up: its jobs (expiry, document purge) and its part of deleting a user. */
export function connectVerifications(): void {
  registerVerificationsJobs();
  registerVerificationsDeletionStep();
  // The identifying-details check of a listing's public face knows the seller's bar numbers (issue #33).
  setBarNumbersSource(async (db, userId) =>
    (await db.select({ barNumber: verifications.barNumber }).from(verifications).where(eq(verifications.userId, userId))).map(
      (row) => row.barNumber,
    ),
  );
}

/** Every verifications route. */
export const verificationsModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(verificationsRoutes, { deps });
};
