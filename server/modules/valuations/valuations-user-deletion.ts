import { and, eq, isNotNull } from 'drizzle-orm';
import { addUserDeletionStep } from '../admin/user-deletion';
import { valuations } from './valuations.table';

/** Deleting a user deletes their valuations (the rows cascade) and the PDF reports stored for them. */
export function registerValuationsDeletionStep(): void {
  addUserDeletionStep({
    name: 'valuations',
    async run({ tx, user, removeFileAfterCommit }) {
      const reports = await tx
        .select({ key: valuations.reportKey })
        .from(valuations)
        .where(and(eq(valuations.ownerId, user.id), isNotNull(valuations.reportKey)));
      for (const report of reports) if (report.key) removeFileAfterCommit(report.key);
      await tx.delete(valuations).where(eq(valuations.ownerId, user.id));
    },
  });
}
