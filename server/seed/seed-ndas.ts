/**
 * The demo's signed NDAs: every buyer signs the listing's NDA before asking for access, as the app requires. The
 * rows are written in the seed's transaction; the PDFs (as signed, and with the certificate page) go to storage at
 * start when missing — the seed runs before storage exists, and both render again byte for byte.
 */
import { asc, eq, like } from 'drizzle-orm';
import type { Db, Transaction } from '../platform/db/database';
import type { Storage } from '../platform/storage/storage.types';
import { appendCertificatePage, type CertificateContent } from '../modules/documents/certificate-page';
import { findDocuments } from '../modules/documents/documents.service';
import { documents, documentSignatures } from '../modules/documents/documents.table';
import { dayOf, ndaFor } from '../modules/listings/listing-nda.service';
import { NDA_PLATFORM_VERSION, NDA_TITLE } from '../modules/listings/nda-text';
import type { ListingRow } from '../modules/listings/listings.table';
import type { UserRow } from '../modules/users/users.table';
import { DEMO_ADDRESS, DEMO_BROWSER, insertDemoSignature, markDemoSigned } from './demo-signatures';

const keyOf = (listingId: number, buyerId: number, final: boolean) =>
  `documents/demo-nda-${listingId}-${buyerId}${final ? '-signed' : ''}.pdf`;
const VERSION = { version: 1, platformVersion: NDA_PLATFORM_VERSION, clauses: [] };

async function renderSigned(
  listing: Pick<ListingRow, 'reference'>,
  buyer: Pick<UserRow, 'uniqueId'>,
  day: Date,
  certificate: Omit<CertificateContent, 'sha256'>,
) {
  const { pdf, sha256 } = await ndaFor(listing, VERSION, day, buyer.uniqueId);
  const final = await appendCertificatePage(pdf, { ...certificate, sha256 });
  return { pdf, sha256, final };
}

const titleOf = (listing: Pick<ListingRow, 'reference'>) => `${NDA_TITLE} — listing ${listing.reference}, version ${VERSION.version}`;

/** The buyer signs the listing's NDA at `signedAt` (a few minutes before their request). */
export async function seedSignedNda(tx: Transaction, buyer: UserRow, listing: ListingRow, signedAt: Date): Promise<void> {
  if ((await findDocuments(tx, { kind: 'nda', listingId: listing.id, partyUserId: buyer.id })).length > 0) return;
  const day = dayOf(signedAt);
  const fullName = `${buyer.firstName} ${buyer.lastName}`;
  const [document] = await tx
    .insert(documents)
    .values({
      kind: 'nda',
      listingId: listing.id,
      title: titleOf(listing),
      templateVersion: VERSION.version,
      sha256: '',
      pdfKey: keyOf(listing.id, buyer.id, false),
      pdfSize: 0,
      createdAt: signedAt,
    })
    .returning();
  const signature = { side: 'buyer', fullName, uniqueId: buyer.uniqueId, signedAt, ipAddress: DEMO_ADDRESS, userAgent: DEMO_BROWSER };
  const { pdf, sha256, final } = await renderSigned(listing, buyer, day, {
    documentId: document!.id,
    title: titleOf(listing),
    signatures: [signature],
  });
  await insertDemoSignature(tx, {
    documentId: document!.id,
    side: 'buyer',
    userId: buyer.id,
    uniqueId: buyer.uniqueId,
    fullName,
    sha256,
    signedAt,
  });
  await markDemoSigned(tx, document!.id, { sha256, pdf, final, finalKey: keyOf(listing.id, buyer.id, true), signedAt });
}

/** Writes the demo NDAs' PDFs that storage lacks (at start); returns how many files it wrote. */
export async function writeDemoNdas(db: Db, storage: Storage): Promise<number> {
  const rows = await db
    .select({ document: documents, signature: documentSignatures })
    .from(documents)
    .innerJoin(documentSignatures, eq(documentSignatures.documentId, documents.id))
    .where(like(documents.pdfKey, 'documents/demo-nda-%'))
    .orderBy(asc(documents.id));
  let written = 0;
  for (const { document, signature } of rows) {
    if (!document.listingId || !document.finalKey) continue;
    if ((await storage.get(document.pdfKey)) && (await storage.get(document.finalKey))) continue;
    const reference = /listing (LST-[0-9A-Z]+)/.exec(document.title)?.[1] ?? '';
    const { pdf, final } = await renderSigned({ reference }, { uniqueId: signature.uniqueId }, dayOf(signature.signedAt), {
      documentId: document.id,
      title: document.title,
      signatures: [
        {
          side: 'buyer',
          fullName: signature.fullName,
          uniqueId: signature.uniqueId,
          signedAt: signature.signedAt,
          ipAddress: signature.ipAddress,
          userAgent: signature.userAgent,
        },
      ],
    });
    await storage.put(document.pdfKey, pdf, 'application/pdf');
    await storage.put(document.finalKey, final, 'application/pdf');
    written += 2;
  }
  return written;
}
