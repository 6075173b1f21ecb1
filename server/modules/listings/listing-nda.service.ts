import { desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound, unprocessable } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session-user';
import { DOCUMENT_MESSAGES, type SignDocumentInput, type SignedDocument } from '../../../contracts/documents/documents';
import { NDA_MESSAGES, type ListingNda } from '../../../contracts/documents/nda';
import { provideDocumentReader } from '../documents/document-events';
import { assertSignature, signDocument, type Signer } from '../documents/document-signing';
import { presentDocument, presentDocuments } from '../documents/documents.query';
import { createDocument, findDocuments, sha256Of } from '../documents/documents.service';
import type { DocumentRow } from '../documents/documents.table';
import { findUserById } from '../users/users.repository';
import { canViewListing, isStaff } from './listing.policy';
import { listingNdaVersions } from './listing-nda.table';
import { findListing } from './listings.repository';
import type { ListingRow } from './listings.table';
import { renderNda } from './nda-pdf';
import { composeNda, NDA_PLATFORM_VERSION, ndaText, NDA_TITLE } from './nda-text';

export interface NdaVersion {
  version: number;
  platformVersion: number;
  clauses: string[];
}

/** The listing's current version; a listing whose seller never changed it has the platform's text alone, version 1. */
export async function currentNdaVersion(db: Db, listingId: number): Promise<NdaVersion> {
  const [row] = await db
    .select()
    .from(listingNdaVersions)
    .where(eq(listingNdaVersions.listingId, listingId))
    .orderBy(desc(listingNdaVersions.version))
    .limit(1);
  return row ?? { version: 1, platformVersion: NDA_PLATFORM_VERSION, clauses: [] };
}

/** The start of today (UTC): the NDA's date, and its PDF's, so a hash shown today still matches when signed today. */
export const dayOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The NDA of a listing's version as a buyer reads and signs it on a day: its content, PDF and the PDF's hash. */
export async function ndaFor(listing: Pick<ListingRow, 'reference'>, version: NdaVersion, now: Date, buyerUniqueId: string | null) {
  const day = dayOf(now);
  const content = composeNda({
    reference: listing.reference,
    version: version.version,
    date: day,
    buyerUniqueId,
    clauses: version.clauses,
  });
  const pdf = await renderNda(content, day);
  return { content, pdf, sha256: sha256Of(pdf) };
}

const DAY_MS = 86_400_000;

/**
 * The NDA the buyer was shown: today's, or yesterday's when they read it before midnight (UTC) and sign after it. The
 * two differ only in their date, so a buyer who reads past midnight signs what they read instead of meeting a 409.
 */
async function ndaAsShown(listing: ListingRow, version: NdaVersion, now: Date, buyerUniqueId: string, shownSha256: string) {
  const today = await ndaFor(listing, version, now, buyerUniqueId);
  if (today.sha256 === shownSha256) return today;
  const yesterday = await ndaFor(listing, version, new Date(now.getTime() - DAY_MS), buyerUniqueId);
  return yesterday.sha256 === shownSha256 ? yesterday : today;
}

/** The buyer's signed NDA of the listing, any version (the one they signed stays theirs). */
export async function signedNdaOf(db: Db, listingId: number, buyerId: number): Promise<DocumentRow | null> {
  const rows = await findDocuments(db, { kind: 'nda', listingId, partyUserId: buyerId });
  return rows.filter((row) => row.status === 'signed').at(-1) ?? null;
}

export async function hasSignedNda(db: Db, listingId: number, buyerId: number): Promise<boolean> {
  return (await signedNdaOf(db, listingId, buyerId)) !== null;
}

async function visibleListing(db: Db, user: SessionUser, id: number): Promise<ListingRow> {
  const listing = await findListing(db, id);
  if (!listing || !canViewListing(user, listing)) throw notFound('No such listing.');
  return listing;
}

/** GET /listings/{id}/nda: the current version for the caller (a buyer's copy names their account), and their signed copy. */
export async function listingNda(deps: Pick<AppDeps, 'database' | 'now'>, user: SessionUser, id: number): Promise<ListingNda> {
  const db = deps.database.db;
  const listing = await visibleListing(db, user, id);
  const version = await currentNdaVersion(db, id);
  const asBuyer = listing.ownerId !== user.id && !isStaff(user);
  const account = asBuyer ? await findUserById(db, user.id) : null;
  const { content, sha256 } = await ndaFor(listing, version, deps.now(), account?.uniqueId ?? null);
  const signed = asBuyer ? await signedNdaOf(db, id, user.id) : null;
  return {
    version: version.version,
    sha256,
    text: ndaText(content),
    clauses: version.clauses,
    signed: signed ? await presentDocument(db, signed) : null,
  };
}

/**
 * POST /listings/{id}/nda: the buyer signs the current version. The PDF is rendered again and must hash to what they
 * were shown (409 otherwise); the document is issued and signed in one go, the buyer its only party.
 */
export async function signListingNda(
  deps: AppDeps,
  signer: Signer,
  id: number,
  input: SignDocumentInput,
): Promise<{ document: SignedDocument; created: boolean }> {
  const db = deps.database.db;
  const listing = await visibleListing(db, signer.user, id);
  if (listing.ownerId === signer.user.id) throw unprocessable(NDA_MESSAGES.ownListing, 'listing_id');
  if (signer.impersonating || isStaff(signer.user)) throw forbidden(DOCUMENT_MESSAGES.impersonating);
  const existing = await signedNdaOf(db, id, signer.user.id);
  if (existing) return { document: await presentDocument(db, existing), created: false };

  const account = await findUserById(db, signer.user.id);
  if (!account) throw notFound('No such account.');
  const version = await currentNdaVersion(db, id);
  const { pdf, sha256 } = await ndaAsShown(listing, version, deps.now(), account.uniqueId, input.sha256);
  assertSignature(account, input, sha256);

  const document = await issueOnce(deps, listing, version, account.id, pdf, sha256);
  return { document: await signDocument(deps, signer, document.id, input, undefined, { pdf, sha256 }), created: true };
}

/**
 * The buyer's unsigned NDA of this very text, else a new one: under a lock per buyer and listing, so pressing "Sign"
 * twice at once issues one document (the second signature of the same party is then a no-op).
 */
async function issueOnce(deps: AppDeps, listing: ListingRow, version: NdaVersion, buyerId: number, pdf: Buffer, sha256: string) {
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing-nda:${listing.id}:${buyerId}`}))`);
    const pending = await findDocuments(tx, { kind: 'nda', listingId: listing.id, partyUserId: buyerId });
    const same = pending.find((row) => row.sha256 === sha256);
    if (same) return same;
    return createDocument(
      { db: tx, storage: deps.storage },
      {
        kind: 'nda',
        listingId: listing.id,
        title: `${NDA_TITLE} — listing ${listing.reference}, version ${version.version}`,
        templateVersion: version.version,
        pdf,
        parties: [{ side: 'buyer', userId: buyerId }],
      },
    );
  });
}

/** The listing for its owner acting for themselves: staff and staff acting as the owner read but do not change the NDA. */
async function ownListing(db: Db, user: SessionUser, id: number, impersonating: boolean): Promise<ListingRow> {
  const listing = await visibleListing(db, user, id);
  if (listing.ownerId !== user.id || impersonating) throw forbidden('Only the listing’s owner changes its confidentiality agreement.');
  return listing;
}

/** PUT /listings/{id}/nda: the seller's clauses; a change makes the next version, an unchanged list changes nothing. */
export async function saveNdaClauses(
  deps: Pick<AppDeps, 'database' | 'now'>,
  user: SessionUser,
  id: number,
  clauses: string[],
  impersonating: boolean,
): Promise<ListingNda> {
  const db = deps.database.db;
  await ownListing(db, user, id, impersonating);
  const current = await currentNdaVersion(db, id);
  const unchanged = current.platformVersion === NDA_PLATFORM_VERSION && JSON.stringify(current.clauses) === JSON.stringify(clauses);
  if (!unchanged) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing-nda-version:${id}`}))`);
      const [latest] = await tx
        .select({ version: listingNdaVersions.version })
        .from(listingNdaVersions)
        .where(eq(listingNdaVersions.listingId, id))
        .orderBy(desc(listingNdaVersions.version))
        .limit(1);
      // A listing without rows is on the implicit version 1: its first change is version 2.
      await tx.insert(listingNdaVersions).values({
        listingId: id,
        version: (latest?.version ?? 1) + 1,
        platformVersion: NDA_PLATFORM_VERSION,
        clauses,
        createdAt: deps.now(),
      });
    });
  }
  return listingNda(deps, user, id);
}

/** GET /listings/{id}/ndas: what buyers signed, for the owner and staff. */
export async function signedNdasOfListing(db: Db, user: SessionUser, id: number): Promise<SignedDocument[]> {
  const listing = await visibleListing(db, user, id);
  if (listing.ownerId !== user.id && !isStaff(user)) throw forbidden('Only the listing’s owner and staff see who signed its NDA.');
  const rows = await findDocuments(db, { kind: 'nda', listingId: id });
  return presentDocuments(db, rows.filter((row) => row.status === 'signed').reverse());
}

/** The seller reads the NDAs buyers signed for their listing (the buyer is the document's only party). */
export function registerNdaReader(): void {
  provideDocumentReader('nda', async (db, userId, document) => {
    if (document.listingId === null) return false;
    const listing = await findListing(db, document.listingId);
    return listing?.ownerId === userId;
  });
}
