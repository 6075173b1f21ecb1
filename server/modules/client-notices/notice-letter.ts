/**
 * The notice letter ABA Model Rule 1.17(c) asks the seller to give each client: the proposed sale, the client's right
 * to retain other counsel or take possession of the file, and that consent is presumed if the client does not object
 * within 90 days. Staff may keep a state's own template; every other state gets the platform default. Plain, standard
 * wording that states no particular state's rule; each letter says it is a template to review with counsel.
 */
import { NOTICE_WINDOW_DAYS, type WindowStart } from '../../../contracts/client-notices/notice-window';
import type { ClientEntry } from '../../../contracts/client-notices/client-notices';

export const LETTER_PLACEHOLDERS = ['client_name', 'matter', 'buyer', 'seller', 'days', 'counted_from', 'how_to_answer'] as const;
type Placeholder = (typeof LETTER_PLACEHOLDERS)[number];

export const DEFAULT_LETTER_TEMPLATE = [
  'Dear {{client_name}},',
  'I am writing to tell you that I propose to sell my law practice to {{buyer}}. If the sale goes ahead, {{buyer}} would take over {{matter}} and could continue to represent you. The fees you are charged will not be increased by reason of the sale.',
  'You have the right to retain other counsel of your choice, and you have the right to take possession of your file. If you wish, your file will be delivered to you or to the lawyer you choose.',
  'If you do not object within {{days}} days {{counted_from}}, your consent to the transfer of your file and of your representation to {{buyer}} will be presumed.',
  '{{how_to_answer}}',
  'Sincerely,',
  '{{seller}}',
].join('\n\n');

/** Printed at the foot of every letter, whatever the template: the letter is a template, not advice. */
export const TEMPLATE_NOTE =
  'Prepared from a Lexchange template for the seller to review with counsel before sending. It states no particular state’s rule.';

export interface LetterInput {
  client: ClientEntry;
  buyer: string;
  seller: string;
  windowFrom: WindowStart;
  /** The client's own link to answer, when there is one. */
  answerUrl: string | null;
}

const COUNTED_FROM: Record<WindowStart, string> = {
  receipt: 'of receiving this notice',
  sending: 'of the date this notice was sent',
};

function howToAnswer(answerUrl: string | null): string {
  const online = answerUrl
    ? ` You may also answer online, without an account, at ${answerUrl} — the page lets you object, consent, or ask for your file.`
    : '';
  return `To object, to consent, or to ask for your file, please write to me or call me.${online}`;
}

/** The letter's paragraphs (blank lines in the template separate them), every placeholder filled. */
export function letterParagraphs(template: string, input: LetterInput): string[] {
  const values: Record<Placeholder, string> = {
    client_name: input.client.name,
    matter: input.client.matter ? `your matter (${input.client.matter})` : 'your matters',
    buyer: input.buyer,
    seller: input.seller,
    days: `${NOTICE_WINDOW_DAYS}`,
    counted_from: COUNTED_FROM[input.windowFrom],
    how_to_answer: howToAnswer(input.answerUrl),
  };
  const filled = template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) => (key in values ? values[key as Placeholder] : whole));
  return filled
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
