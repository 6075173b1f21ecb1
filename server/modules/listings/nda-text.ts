/**
 * The listing's confidentiality agreement (docs/product.md "Deal room", NDA): the platform's text, then the seller's own
 * clauses. Plain, standard wording that names no state's rule; its face says it is a template to review with counsel.
 * Bump NDA_PLATFORM_VERSION with any change to the platform's text: a listing's version records the text it used.
 */
export const NDA_PLATFORM_VERSION = 1;
export const NDA_TITLE = 'Confidentiality agreement';
export const NDA_TEMPLATE_NOTICE =
  'This is a template prepared by Lexchange, not legal advice. Each party should review it with their own counsel before signing.';

export interface NdaInput {
  /** The listing's public reference (LST-…). */
  reference: string;
  version: number;
  /** The day it is shown and signed (UTC). */
  date: Date;
  /** The buyer's Lexchange account (unique id), or null when the seller or staff read it. */
  buyerUniqueId: string | null;
  clauses: string[];
}

export interface NdaSection {
  heading: string;
  paragraphs: string[];
}

export interface NdaContent {
  title: string;
  /** The lines under the title: listing, version, date. */
  subtitle: string;
  notice: string;
  parties: string;
  sections: NdaSection[];
}

const PLATFORM_SECTIONS: NdaSection[] = [
  {
    heading: '1. Purpose',
    paragraphs: [
      'The Buyer wishes to evaluate a possible purchase of all or part of the Seller’s law practice (the “Purpose”). The Parties will exchange information for the Purpose only.',
    ],
  },
  {
    heading: '2. Confidential information',
    paragraphs: [
      '“Confidential Information” means the identity of the Seller and of the practice, the practice’s financial information, and any information about its clients, their matters and its staff, disclosed in any form, through Lexchange or otherwise, in connection with the Purpose.',
      'It does not include information that is or becomes public other than through a breach of this agreement, that the receiving Party already held lawfully, or that it receives lawfully from a third party free to disclose it.',
    ],
  },
  {
    heading: '3. Mutual confidentiality',
    paragraphs: [
      'Each Party will keep the other Party’s Confidential Information confidential, use it only for the Purpose, and disclose it only to its own advisers (such as lawyers, accountants and lenders) who need it for the Purpose and are bound to keep it confidential on terms at least as protective as these. Each Party is responsible for its advisers’ compliance.',
      'Nothing in this agreement requires either Party to disclose information protected by the attorney–client privilege or by a lawyer’s duty of confidentiality; client information is shared only as the applicable rules of professional conduct permit.',
    ],
  },
  {
    heading: '4. No contact with clients or staff',
    paragraphs: [
      'Without the Seller’s prior written consent, the Buyer will not contact the practice’s clients or staff about the practice, the Purpose or a possible transaction.',
    ],
  },
  {
    heading: '5. Return or destruction',
    paragraphs: [
      'On the disclosing Party’s written request, the receiving Party will promptly return or destroy the Confidential Information and any copies, except copies it must keep by law, which remain subject to this agreement.',
    ],
  },
  {
    heading: '6. Disclosure required by law',
    paragraphs: [
      'If a Party is required by law, regulation or court order to disclose Confidential Information, it will, where lawful, tell the other Party promptly and disclose only what is required.',
    ],
  },
  {
    heading: '7. Term',
    paragraphs: ['This agreement lasts two (2) years from the date the Buyer signs it.'],
  },
  {
    heading: '8. No obligation',
    paragraphs: [
      'This agreement creates no obligation to enter into any transaction and grants no licence or other right in the Confidential Information.',
    ],
  },
  {
    heading: '9. Electronic signature',
    paragraphs: [
      'The Seller offers this agreement by publishing it with the listing; the Buyer accepts it by signing it electronically on Lexchange, with their typed full name and their consent to sign electronically. Both Parties are bound from that signature. Lexchange keeps the signed copy with a signature certificate.',
    ],
  },
];

/** The agreement a buyer reads and signs: the platform's sections, then the seller's clauses as section 10. */
export function composeNda(input: NdaInput): NdaContent {
  const date = input.date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const buyer = input.buyerUniqueId ? `the Lexchange member with account ${input.buyerUniqueId}` : 'the Lexchange member who signs it';
  const sections = [...PLATFORM_SECTIONS];
  if (input.clauses.length > 0)
    sections.push({
      heading: '10. Additional terms from the Seller',
      paragraphs: input.clauses.map((clause, index) => `10.${index + 1}. ${clause}`),
    });
  return {
    title: NDA_TITLE,
    subtitle: `Listing ${input.reference} · Version ${input.version} · ${date}`,
    notice: NDA_TEMPLATE_NOTICE,
    parties: `This agreement is between the owner of the law practice listed on Lexchange as ${input.reference} (the “Seller”) and ${buyer} (the “Buyer”), together the “Parties”, and is dated ${date}.`,
    sections,
  };
}

/** The agreement as plain text, as the web shows it before signing. */
export function ndaText(content: NdaContent): string {
  return [
    content.title,
    content.subtitle,
    content.notice,
    content.parties,
    ...content.sections.map((section) => [section.heading, ...section.paragraphs].join('\n\n')),
  ].join('\n\n');
}
