/**
 * The letter of intent as a PDF, drawn from the accepted terms with the shared renderer (server/platform/pdf): the
 * parties, the practice, the terms in words and figures, the conditions of a sale under ABA Model Rule 1.17 stated
 * as the parties' intent, and the standard non-binding clause with binding confidentiality and exclusivity. Plain,
 * standard wording; it says on its face that it is a template to review with counsel.
 */
import { formatMoney } from '../../../contracts/format/currency';
import { dollarsInWords, numberInWords } from '../../../contracts/offers/money-words';
import { contingencyLabel, type OfferTerms } from '../../../contracts/offers/terms';
import { practiceAreaLabel } from '../../../contracts/common/practice-areas';
import { MUTED, createPdf, documentDate, heading, labelledRow, letterhead, numbered, paragraph } from '../../platform/pdf/pdf-document';

export const LOI_EXCLUSIVITY_DAYS = 60;

export interface LoiParty {
  /** The member's name, or their unique id when no name is known. */
  name: string;
  uniqueId: string | null;
}

export interface LoiContent {
  offerId: number;
  version: number;
  listing: { reference: string; headline: string };
  buyer: LoiParty;
  seller: LoiParty;
  terms: OfferTerms;
  /** The date of the letter; fixed, so the same terms render the same bytes. */
  issuedAt: Date;
}

/** An amount in words and figures: "three hundred thousand dollars ($300,000)". */
export const wordsAndFigures = (amount: number) => `${dollarsInWords(amount)} (${formatMoney(amount)})`;

const monthsInWords = (months: number) => `${numberInWords(months)} (${months}) month${months === 1 ? '' : 's'}`;

/** What is sold, in the words of Rule 1.17(b): the entire practice, or entire areas of it. */
export function scopeInWords(scope: OfferTerms['scope']): string {
  if (scope === 'practice') return 'the Seller’s entire law practice';
  const areas = scope.map(practiceAreaLabel);
  const list = areas.length === 1 ? areas[0]! : `${areas.slice(0, -1).join(', ')} and ${areas.at(-1)}`;
  return `the entire ${list} area${areas.length === 1 ? '' : 's'} of the Seller’s law practice`;
}

const partyLine = (party: LoiParty) =>
  party.uniqueId && party.uniqueId !== party.name ? `${party.name} (Lexchange member ${party.uniqueId})` : party.name;

/** The price and how it is paid, one sentence each. */
export function paymentLines(terms: OfferTerms): string[] {
  const lines = [`Purchase price: ${wordsAndFigures(terms.price)}.`, `Cash paid at closing: ${wordsAndFigures(terms.cash_at_closing)}.`];
  const balance = terms.price - terms.cash_at_closing;
  if (terms.earnout) {
    lines.push(
      `Earn-out: ${numberInWords(terms.earnout.percent)} percent (${terms.earnout.percent} %) of the fees collected from clients who transfer to the Buyer, over the ${monthsInWords(terms.earnout.months)} after closing${balance > 0 ? `, toward the balance of ${wordsAndFigures(balance)}` : ''}.`,
    );
  } else if (balance > 0) {
    lines.push(`Balance: ${wordsAndFigures(balance)}, payable as the purchase agreement will provide.`);
  }
  return lines;
}

export const RULE_117_INTENT = [
  'The Seller intends to cease the private practice of law in what is sold, in the geographic area or jurisdiction in which the practice has been conducted, as the rules that apply to the Seller require.',
  'The whole practice, or the whole of each practice area named above, is to be sold, to one or more lawyers or law firms.',
  'Written notice is to be given to each of the Seller’s clients of the proposed sale, of the client’s right to retain other counsel or to take possession of the file, and of the fact that consent to the transfer of the client’s file will be presumed if the client does not object within ninety (90) days of receipt of the notice.',
  'The fees charged to clients are not to be increased by reason of the sale.',
];

export function nonBindingClauses(): string[] {
  return [
    'This letter states the parties’ intent only. It is not binding, and creates no obligation to buy or sell, except for the two paragraphs that follow, which bind both parties when both have signed. A sale happens only under a definitive purchase agreement signed by both parties.',
    'Confidentiality (binding). Each party keeps confidential the terms of this letter and everything it learns about the other party, the practice and its clients in the course of the transaction, and uses it only to evaluate and complete the transaction. This continues the confidentiality agreement the parties have signed and does not replace it.',
    `Exclusivity (binding). For ${numberInWords(LOI_EXCLUSIVITY_DAYS)} (${LOI_EXCLUSIVITY_DAYS}) days from the date both parties have signed this letter, the Seller will not offer, negotiate or agree the sale of what is described here with anyone other than the Buyer.`,
  ];
}

/** Renders the letter; resolves with the PDF bytes. */
export async function renderLetterOfIntent(content: LoiContent): Promise<Buffer> {
  const { terms } = content;
  const { doc, finish } = await createPdf({
    title: `Letter of intent — ${content.listing.reference}`,
    subject: 'Letter of intent for the sale of a law practice',
    createdAt: content.issuedAt,
  });
  letterhead(doc, 'Letter of intent', `${content.listing.reference} — ${content.listing.headline}`);
  paragraph(
    doc,
    `${documentDate(content.issuedAt)}. Drawn from offer version ${content.version} as accepted on Lexchange (offer ${content.offerId}).`,
    {
      color: MUTED,
    },
  );
  doc.moveDown(0.4);
  paragraph(
    doc,
    'This is a template Lexchange generates from the terms the parties accepted. It is not legal advice: each party should review it with their own counsel before signing.',
    { bold: true, size: 9 },
  );

  heading(doc, 'Parties');
  labelledRow(doc, 'Buyer', partyLine(content.buyer));
  labelledRow(doc, 'Seller', partyLine(content.seller));

  heading(doc, 'What is to be sold');
  paragraph(
    doc,
    `The Buyer intends to buy, and the Seller intends to sell, ${scopeInWords(terms.scope)}, as listed on Lexchange under the reference ${content.listing.reference} (“${content.listing.headline}”), including its goodwill and client files as the clients allow.`,
  );

  heading(doc, 'Price and payment');
  for (const line of paymentLines(terms)) paragraph(doc, line);

  heading(doc, 'Transition');
  paragraph(
    doc,
    terms.transition_months === 0
      ? 'The Seller is not asked to remain available after closing.'
      : `The Seller will remain reasonably available to introduce clients and staff and hand over matters for ${monthsInWords(terms.transition_months)} after closing.`,
  );

  heading(doc, 'Conditions');
  paragraph(
    doc,
    terms.contingencies.length
      ? `Closing depends on: ${terms.contingencies.map((key) => contingencyLabel(key).toLowerCase()).join('; ')}.`
      : 'The parties named no conditions beyond a definitive purchase agreement.',
  );
  if (terms.note) paragraph(doc, `Note from the offer: ${terms.note}`, { color: MUTED });

  heading(doc, 'A sale under ABA Model Rule 1.17: the parties’ intent');
  numbered(doc, RULE_117_INTENT);

  heading(doc, 'Effect of this letter');
  numbered(doc, nonBindingClauses());

  heading(doc, 'Signatures');
  paragraph(
    doc,
    'Each party signs this letter electronically on Lexchange by typing their full name and consenting to sign electronically. The signature certificate page added when both have signed records who signed, when, and this document’s SHA-256 fingerprint.',
  );
  return finish();
}
