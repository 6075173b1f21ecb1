/**
 * The demo's data-room documents and download log. The rows are written in the seed's transaction; the files go
 * to storage at start, under the keys of the listing's uploads (`listings/{id}/…`), when missing — the seed runs
 * before storage exists, and a lost file is rendered again, byte for byte.
 */
import { eq, like } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import type { Storage } from '../platform/storage/storage.types';
import { usableInformationOf } from '../modules/listings/listing-answers';
import { dataRoomDownloads, listingFiles, listings } from '../modules/listings/listings.table';
import { DEMO_DATA_ROOMS } from './demo-data-room';
import { renderDemoDocument, type DemoDocumentKind } from './demo-documents';
import { DEMO_LISTINGS, type DemoListingKey } from './demo-listings';
import { timeAt } from './demo-time';
import type { SeedContext } from './seed-deps';

const DEMO_KEY = /^listings\/(\d+)\/demo-([a-z-]+?)--([a-z-]+)\.(pdf|csv)$/;
const keyOf = (listingId: number, listing: DemoListingKey, kind: DemoDocumentKind, ext: string) =>
  `listings/${listingId}/demo-${listing}--${kind}.${ext}`;

const demoListing = (key: string) => DEMO_LISTINGS.find((listing) => listing.key === key);

export async function seedDataRoom({ tx, people, listings: rows, now }: Pick<SeedContext, 'tx' | 'people' | 'listings' | 'now'>) {
  for (const room of DEMO_DATA_ROOMS) {
    const listing = rows.get(room.listing)!;
    const demo = demoListing(room.listing)!;
    const media: { collectionName: string }[] = [];
    for (const document of room.documents) {
      const createdAt = timeAt(now, document.uploaded);
      const rendered = await renderDemoDocument(document.kind, demo, createdAt);
      const [file] = await tx
        .insert(listingFiles)
        .values({
          listingId: listing.id,
          collectionName: document.collection,
          storageKey: keyOf(listing.id, room.listing, document.kind, rendered.ext),
          filename: document.filename,
          mimetype: rendered.mime,
          size: rendered.data.length,
          uploadedBy: listing.ownerId,
          createdAt,
        })
        .returning({ id: listingFiles.id });
      media.push({ collectionName: document.collection });
      if (document.downloads.length > 0) {
        await tx.insert(dataRoomDownloads).values(
          document.downloads.map((download) => ({
            listingId: listing.id,
            fileId: file!.id,
            filename: document.filename,
            userId: people.get(download.by)!.id,
            downloadedAt: timeAt(now, download.at),
          })),
        );
      }
    }
    await tx
      .update(listings)
      .set({ hasUsableInformation: usableInformationOf(listing, media) })
      .where(eq(listings.id, listing.id));
  }
}

/** Writes the demo documents that storage lacks (called at every start; a few reads once they are there). */
export async function writeDemoDataRoom(db: Db, storage: Storage): Promise<number> {
  const rows = await db
    .select({ key: listingFiles.storageKey, createdAt: listingFiles.createdAt })
    .from(listingFiles)
    .where(like(listingFiles.storageKey, 'listings/%/demo-%'));
  let written = 0;
  for (const row of rows) {
    const [, , listingKey, kind] = DEMO_KEY.exec(row.key) ?? [];
    const demo = listingKey ? demoListing(listingKey) : undefined;
    if (!demo || (await storage.get(row.key))) continue;
    const rendered = await renderDemoDocument(kind as DemoDocumentKind, demo, row.createdAt);
    await storage.put(row.key, rendered.data, rendered.mime);
    written += 1;
  }
  return written;
}
