/**
 * A first draft of the purchase agreement, drawn from the terms of the signed letter of intent with the shared
 * renderer (server/platform/pdf). Plain, standard wording; it says on its face that it is a template to review with
 * counsel, states the conditions of a sale under ABA Model Rule 1.17 as the parties' undertakings, and leaves the
 * governing law for the parties to name: it never states a particular state's rule.
 */
import { numberInWords } from '../../../contracts/offers/money-words';
import { contingencyLabel, type OfferTerms } from '../../../contracts/offers/terms';
import { MUTED, createPdf, documentDate, heading, labelledRow, letterhead, numbered, paragraph } from '../../platform/pdf/pdf-document';
import { paymentLines, scopeInWords, type LoiParty } from './loi-document';

export interface PurchaseAgreementContent {
  loiDocumentId: number;
  listing: { reference: string; headline: string };
  buyer: LoiParty;
  seller: LoiParty;
  terms: OfferTerms;
  /** The date of the draft; fixed, so the same terms render the same bytes. */
  issuedAt: Date;
}

export const PA_TEMPLATE_NOTICE =
  'This is a first draft Lexchange generates from the terms of the signed letter of intent: a template, not legal advice. Each party should review and complete it with their own counsel before signing, and replace this draft with the agreed version.';

export const PA_RULE_117_UNDERTAKINGS = [
  'The Seller will cease to engage in the private practice of law in what is sold, in the geographic area or jurisdiction in which the practice has been conducted, as the rules of professional conduct that apply to the Seller require.',
  'What is sold is the entire practice, or the entire practice area or areas named above, sold to the Buyer.',
  'Before any client file is transferred, the Seller will give each client written notice of the proposed sale, of the client’s right to retain other counsel or to take possession of the file, and of the fact that the client’s consent to the transfer of the file will be presumed if the client does not object within ninety (90) days of receipt of the notice.',
  'The file of a client who cannot be given notice will be transferred only upon entry of an order by a court having jurisdiction so authorizing.',
  'The fees charged to clients will not be increased by reason of the sale.',
];

const partyLine = (party: LoiParty) =>
  party.uniqueId && party.uniqueId !== party.name ? `${party.name} (Lexchange member ${party.uniqueId})` : party.name;

/** How the earn-out is reported and paid, when the terms carry one. */
function earnoutClauses(terms: OfferTerms): string[] {
  if (!terms.earnout) return [];
  return [
    `For each calendar month of the earn-out, the Buyer will report to the Seller the fees actually collected in that month from clients whose matters transferred under this agreement, within fifteen (15) days after the month ends.`,
    `The amount due for a month is ${numberInWords(terms.earnout.percent)} percent (${terms.earnout.percent} %) of the fees reported for it, rounded to the nearest whole dollar. The Seller confirms or disputes a report in writing; the Buyer pays a confirmed amount within thirty (30) days. The parties may record reports, confirmations and payments on Lexchange.`,
    'The Seller may, on reasonable notice, review the records supporting a report. The parties will try in good faith to resolve a disputed report before using the dispute clause below.',
  ];
}

/** Renders the draft; resolves with the PDF bytes. */
export async function renderPurchaseAgreementDraft(content: PurchaseAgreementContent): Promise<Buffer> {
  const { terms } = content;
  const { doc, finish } = await createPdf({
    title: `Purchase agreement (draft) — ${content.listing.reference}`,
    subject: 'Draft purchase agreement for the sale of a law practice',
    createdAt: content.issuedAt,
  });
  letterhead(doc, 'Purchase agreement — first draft', `${content.listing.reference} — ${content.listing.headline}`);
  paragraph(
    doc,
    `${documentDate(content.issuedAt)}. Drawn from the letter of intent signed on Lexchange (document D${content.loiDocumentId}).`,
    {
      color: MUTED,
    },
  );
  doc.moveDown(0.4);
  paragraph(doc, PA_TEMPLATE_NOTICE, { bold: true, size: 9 });

  heading(doc, '1. Parties');
  labelledRow(doc, 'Buyer', partyLine(content.buyer));
  labelledRow(doc, 'Seller', partyLine(content.seller));

  heading(doc, '2. Sale');
  paragraph(
    doc,
    `The Seller sells, and the Buyer buys, ${scopeInWords(terms.scope)}, as listed on Lexchange under the reference ${content.listing.reference}, including its goodwill and, as the clients allow, its client files, on the terms of this agreement.`,
  );

  heading(doc, '3. Price and payment');
  numbered(doc, [...paymentLines(terms), ...earnoutClauses(terms)]);

  heading(doc, '4. Conditions of a sale under ABA Model Rule 1.17');
  numbered(doc, PA_RULE_117_UNDERTAKINGS);

  heading(doc, '5. Closing and conditions');
  paragraph(
    doc,
    terms.contingencies.length
      ? `Closing depends on: ${terms.contingencies.map((key) => contingencyLabel(key).toLowerCase()).join('; ')}. The parties will set the closing date in writing once these are met or waived.`
      : 'The parties named no conditions beyond this agreement. They will set the closing date in writing.',
  );

  heading(doc, '6. Transition');
  paragraph(
    doc,
    terms.transition_months === 0
      ? 'The Seller is not asked to remain available after closing.'
      : `The Seller will remain reasonably available to introduce clients and staff and to hand over matters for ${numberInWords(terms.transition_months)} (${terms.transition_months}) month${terms.transition_months === 1 ? '' : 's'} after closing.`,
  );

  heading(doc, '7. Client confidences and files');
  paragraph(
    doc,
    'Each party keeps confidential the information it receives about the other party, the practice and its clients, and uses it only to complete this sale and, for the Buyer, to represent the clients who transfer. Client files and trust funds transfer only as the clients and the applicable rules allow.',
  );

  heading(doc, '8. General');
  numbered(doc, [
    'Governing law and disputes: the parties will name the governing law and how disputes are resolved here, with their counsel: ______________________________.',
    'This agreement, once signed by both parties, replaces the letter of intent, except for its confidentiality paragraph, which continues.',
    'Any change to this agreement is made in writing signed by both parties.',
  ]);
  if (terms.note) paragraph(doc, `Note from the accepted offer: ${terms.note}`, { color: MUTED });

  heading(doc, '9. Signatures');
  paragraph(
    doc,
    'Each party signs electronically on Lexchange by typing their full name and consenting to sign electronically. The signature certificate page added when both have signed records who signed, when, and this document’s SHA-256 fingerprint.',
  );
  return finish();
}
