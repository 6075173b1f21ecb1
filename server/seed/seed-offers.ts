/**
 * The demo's offers and letter of intent: versions written as the offers service writes them (each with the fields
 * that changed), and, for the accepted one, the letter signed by both sides. The seed has no storage, so the letter's
 * PDFs (as signed, and with the certificate page) are written at start when missing; both render again byte for byte
 * from the rows (the letter is dated when the offer was accepted).
 */
import { and, asc, eq, like } from 'drizzle-orm';
import { changedFields } from '../../contracts/offers/diff';
import type { OfferTerms } from '../../contracts/offers/terms';
import { addDays } from '../../contracts/offers/terms';
import type { Db, Transaction } from '../platform/db/database';
import type { Storage } from '../platform/storage/storage.types';
import { appendCertificatePage } from '../modules/documents/certificate-page';
import { sha256Of } from '../modules/documents/documents.service';
import { documentParties, documents, documentSignatures, type DocumentRow } from '../modules/documents/documents.table';
import { deals, type DealRow } from '../modules/deals/deals.table';
import { listingTitle } from '../modules/listings/listings.repository';
import { renderLetterOfIntent } from '../modules/offers/loi-document';
import { loiPartyOf, termsOf } from '../modules/offers/offers.query';
import { offers, type OfferRow } from '../modules/offers/offers.table';
import { DEMO_OFFERS } from './demo-offers';
import type { SeedContext } from './seed-deps';
import { insertDemoSignature, markDemoSigned } from './demo-signatures';
import { timeAt } from './demo-time';

const keyOf = (dealId: number, final: boolean) => `documents/demo-loi-${dealId}${final ? '-signed' : ''}.pdf`;

/** The letter as the parties were shown it, from the rows alone. */
async function renderLoiPdf(db: Db | Transaction, document: DocumentRow): Promise<Buffer> {
  const [offer] = await db.select().from(offers).where(eq(offers.loiDocumentId, document.id)).limit(1);
  const [deal] = await db.select().from(deals).where(eq(deals.id, document.dealId!)).limit(1);
  const listing = await listingTitle(db, deal!.listingId);
  return renderLetterOfIntent({
    offerId: offer!.id,
    version: offer!.version,
    listing: { reference: listing?.reference ?? '', headline: listing?.headline ?? '' },
    buyer: await loiPartyOf(db, deal!.buyerId),
    seller: await loiPartyOf(db, deal!.sellerId),
    terms: termsOf(offer!),
    issuedAt: document.createdAt,
  });
}

/** The letter with its certificate page, from the signature rows. */
async function withCertificate(db: Db | Transaction, document: DocumentRow, pdf: Buffer): Promise<Buffer> {
  const signatures = await db
    .select({ signature: documentSignatures, side: documentParties.side })
    .from(documentSignatures)
    .innerJoin(documentParties, eq(documentParties.id, documentSignatures.partyId))
    .where(eq(documentSignatures.documentId, document.id))
    .orderBy(asc(documentSignatures.signedAt));
  return appendCertificatePage(pdf, {
    documentId: document.id,
    title: document.title,
    sha256: sha256Of(pdf),
    signatures: signatures.map(({ signature, side }) => ({
      side,
      fullName: signature.fullName,
      uniqueId: signature.uniqueId,
      signedAt: signature.signedAt,
      ipAddress: signature.ipAddress,
      userAgent: signature.userAgent,
    })),
  });
}

async function insertVersions(tx: Transaction, deal: DealRow, demo: (typeof DEMO_OFFERS)[number], now: Date): Promise<OfferRow[]> {
  const rows: OfferRow[] = [];
  let previous: OfferTerms | null = null;
  for (const [index, version] of demo.versions.entries()) {
    const at = timeAt(now, version.at);
    const terms: OfferTerms = { ...version.terms, expires_on: addDays(at.toISOString().slice(0, 10), version.answerWithinDays) };
    const last = index === demo.versions.length - 1;
    const [row] = await tx
      .insert(offers)
      .values({
        dealId: deal.id,
        version: index + 1,
        madeBy: version.by,
        madeById: version.by === 'buyer' ? deal.buyerId : deal.sellerId,
        status: last ? (demo.accepted ? 'accepted' : 'open') : 'countered',
        scopeAreas: terms.scope === 'practice' ? null : terms.scope,
        price: terms.price,
        cashAtClosing: terms.cash_at_closing,
        earnoutPercent: terms.earnout?.percent ?? null,
        earnoutMonths: terms.earnout?.months ?? null,
        transitionMonths: terms.transition_months,
        contingencies: terms.contingencies,
        expiresOn: terms.expires_on,
        note: terms.note ?? null,
        changed: changedFields(previous, terms),
        answeredById: last && !demo.accepted ? null : version.by === 'buyer' ? deal.sellerId : deal.buyerId,
        answeredAt: last ? (demo.accepted ? timeAt(now, demo.accepted.at) : null) : timeAt(now, demo.versions[index + 1]!.at),
        createdAt: at,
      })
      .returning();
    rows.push(row!);
    previous = terms;
  }
  return rows;
}

async function signedLetter(
  tx: Transaction,
  deal: DealRow,
  offer: OfferRow,
  accepted: NonNullable<(typeof DEMO_OFFERS)[number]['accepted']>,
  now: Date,
) {
  const listing = await listingTitle(tx, deal.listingId);
  const [document] = await tx
    .insert(documents)
    .values({
      kind: 'loi',
      dealId: deal.id,
      listingId: deal.listingId,
      title: `Letter of intent — ${listing?.reference ?? ''}`,
      sha256: '',
      pdfKey: keyOf(deal.id, false),
      pdfSize: 0,
      createdAt: timeAt(now, accepted.at),
    })
    .returning();
  await tx.update(offers).set({ loiDocumentId: document!.id }).where(eq(offers.id, offer.id));
  const pdf = await renderLoiPdf(tx, document!);
  const sha256 = sha256Of(pdf);
  const signings = [
    ['seller', deal.sellerId!, timeAt(now, accepted.sellerSigns)],
    ['buyer', deal.buyerId!, timeAt(now, accepted.buyerSigns)],
  ] as const;
  for (const [side, userId, signedAt] of signings) {
    const signer = await loiPartyOf(tx, userId);
    await insertDemoSignature(tx, {
      documentId: document!.id,
      side,
      userId,
      uniqueId: signer.uniqueId ?? '',
      fullName: signer.name,
      sha256,
      signedAt,
    });
  }
  const final = await withCertificate(tx, document!, pdf);
  await markDemoSigned(tx, document!.id, { sha256, pdf, final, finalKey: keyOf(deal.id, true), signedAt: signings[1][2] });
}

/** Seeds the demo's offers; runs after the deals exist. */
export async function seedOffers({ tx, people, listings, now }: SeedContext): Promise<void> {
  for (const demo of DEMO_OFFERS) {
    const buyer = people.get(demo.buyer)!;
    const listing = listings.get(demo.listing)!;
    const [deal] = await tx
      .select()
      .from(deals)
      .where(and(eq(deals.listingId, listing.id), eq(deals.buyerId, buyer.id)))
      .limit(1);
    if (!deal) continue;
    const rows = await insertVersions(tx, deal, demo, now);
    if (demo.accepted) await signedLetter(tx, deal, rows.at(-1)!, demo.accepted, now);
  }
}

/** Writes the demo letters' PDFs that storage lacks (at start); returns how many files it wrote. */
export async function writeDemoLetters(db: Db, storage: Storage): Promise<number> {
  const rows = await db.select().from(documents).where(like(documents.pdfKey, 'documents/demo-loi-%')).orderBy(asc(documents.id));
  let written = 0;
  for (const document of rows) {
    if (!document.finalKey || !document.dealId) continue;
    if ((await storage.get(document.pdfKey)) && (await storage.get(document.finalKey))) continue;
    const pdf = await renderLoiPdf(db, document);
    const final = await withCertificate(db, document, pdf);
    await storage.put(document.pdfKey, pdf, 'application/pdf');
    await storage.put(document.finalKey, final, 'application/pdf');
    written += 2;
  }
  return written;
}
