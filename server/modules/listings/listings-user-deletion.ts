import { eq } from 'drizzle-orm';
import { addUserDeletionStep } from '../admin/user-deletion';
import { listingFiles, listings } from './listings.table';

/** Deleting a user deletes their listings with answers, media and data-room files ("the user with his/her listings"). */
export function registerListingsDeletionStep(): void {
  addUserDeletionStep({
    name: 'listings',
    async run({ tx, user, removeFileAfterCommit }) {
      const files = await tx
        .select({ key: listingFiles.storageKey })
        .from(listingFiles)
        .innerJoin(listings, eq(listings.id, listingFiles.listingId))
        .where(eq(listings.ownerId, user.id));
      for (const file of files) removeFileAfterCommit(file.key);
      await tx.delete(listings).where(eq(listings.ownerId, user.id));
    },
  });
}
