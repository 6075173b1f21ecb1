import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users } from '../users/users.table';
import { dataRoomDownloads } from './listings.table';

/** The listing's data-room downloads with who downloaded (null once the account is gone), newest first, 500 at most. */
export async function dataRoomDownloadLog(db: Db, listingId: number) {
  return db
    .select({
      id: dataRoomDownloads.id,
      fileId: dataRoomDownloads.fileId,
      filename: dataRoomDownloads.filename,
      downloadedAt: dataRoomDownloads.downloadedAt,
      stamped: dataRoomDownloads.stamped,
      userId: users.id,
      uniqueId: users.uniqueId,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(dataRoomDownloads)
    .leftJoin(users, eq(users.id, dataRoomDownloads.userId))
    .where(eq(dataRoomDownloads.listingId, listingId))
    .orderBy(desc(dataRoomDownloads.downloadedAt), desc(dataRoomDownloads.id))
    .limit(500);
}
