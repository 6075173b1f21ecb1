/**
 * The identifying-details check of a listing's public face (issue #33; docs/product.md "Confidentiality model"): what in the
 * headline, a public description or the metro would tell a buyer which firm is for sale. Shared by the server (refuses
 * a save, flags a listing at review) and the listing form (warns as the seller types); no server imports.
 *
 * Rules (docs/confidentiality.md "Public face and teaser"):
 * - The firm's own identifiers count in any case, spacing and punctuation ("Alvarez Family Law PLLC",
 *   "alvarez  family-law", "AlvarezFamilyLaw"): the firm's name, its city, its street address, the seller's first and
 *   last names and bar numbers.
 * - The words every firm name shares ("Law", "Family", "PLLC", "&", "Group", practice-area words) are not hits on their
 *   own: a firm name counts by its distinctive words ("Alvarez"), in their order, with shared words between them.
 * - A street counts only as the firm's own street: its name with a street word ("Main St", "main street") or the house
 *   number with the name ("123 Main"); "Main Street practice" is harmless unless the firm is on Main Street.
 * - The city: the metro is public by design (docs/product.md) and names the area buyers may know ("Greater Boston",
 *   "Boston–Cambridge–Newton", or a metro area named after one city, "Boulder"). When the metro names the firm's city,
 *   the city is public already and is not a hit anywhere; otherwise it is a hit in the headline and description.
 * - A name, city or firm word that is also an everyday word ("Will", "Grace", "Price", "Normal") or has fewer than three
 *   letters counts only when written with a capital.
 * - Anyone's e-mail address, phone number (US formats), web address or domain, and bar-number-like patterns ("Bar No.
 *   012345", "SBN 123456") are hits whoever they belong to.
 */
import { PRACTICE_AREAS } from '../common/practice-areas';

export const PUBLIC_FACE_FIELDS = ['headline', 'description', 'metro'] as const;
export type PublicFaceField = (typeof PUBLIC_FACE_FIELDS)[number];
/** The public-face fields as saved; `description` is HTML (its text is checked). */
export type PublicFace = Partial<Record<PublicFaceField, string | null | undefined>>;

/** What identifies the firm: the listing's identity answers and the seller's names and bar numbers. */
export interface FirmIdentity {
  firmName?: string | null;
  city?: string | null;
  address?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  barNumbers?: readonly (string | null | undefined)[];
}

export const IDENTIFYING_REASONS = {
  firm_name: 'the firm’s name',
  city: 'the firm’s city',
  street_address: 'the firm’s street address',
  seller_name: 'the seller’s name',
  email: 'an e-mail address',
  phone: 'a phone number',
  web_address: 'a web address',
  bar_number: 'a bar number',
} as const;
export type IdentifyingReason = keyof typeof IDENTIFYING_REASONS;

export interface IdentifyingHit {
  field: PublicFaceField;
  /** The words as written. */
  words: string;
  reason: IdentifyingReason;
  /** `Remove "(602) 555-0119": a phone number identifies the firm.` */
  message: string;
}

export const identifyingDetailMessage = (words: string, reason: IdentifyingReason) =>
  `Remove "${words}": ${IDENTIFYING_REASONS[reason]} identifies the firm.`;

const LEGAL_FORMS = ['pllc', 'llc', 'llp', 'lllp', 'pc', 'pa', 'ltd', 'inc', 'esq', 'chtd', 'chartered', 'corp', 'co', 'p', 'c', 'l'];
/** Words every firm name may share: not hits on their own. */
const SHARED_FIRM_WORDS = new Set([
  ...LEGAL_FORMS,
  ...PRACTICE_AREAS.flatMap((area) => words(area.label)),
  ...'law laws legal lawyer lawyers attorney attorneys firm firms group office offices practice associates association partners partnership counsel counselors counsellors advocates solicitors services service center centre the of and at for in on a an'.split(
    ' ',
  ),
]);
/** Everyday words a name, a city or a firm may be: such an identifier counts only when written with a capital. */
const EVERYDAY_WORDS = new Set(
  'will grace hope mark faith joy bill chase rose june april may summer dawn art guy rich sue pat jack frank bob ray gene young white black brown green long hall king wood price rice law lawyer bishop cook baker miller mason carter hunter fisher page bell cross hill stone park lane field rivers north south east west normal commerce independence liberty justice union victory harmony friendship unity summit heritage pioneer eagle golden sterling noble gray grey reed ford march given wolf fox church marsh banks waters best lord love'.split(
    ' ',
  ),
);
const STREET_WORDS: Record<string, string> = {
  st: 'street',
  street: 'street',
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  avenue: 'avenue',
  rd: 'road',
  road: 'road',
  blvd: 'boulevard',
  boulevard: 'boulevard',
  dr: 'drive',
  drive: 'drive',
  ln: 'lane',
  lane: 'lane',
  ct: 'court',
  court: 'court',
  pl: 'place',
  place: 'place',
  way: 'way',
  pkwy: 'parkway',
  parkway: 'parkway',
  hwy: 'highway',
  highway: 'highway',
  cir: 'circle',
  circle: 'circle',
  ter: 'terrace',
  terrace: 'terrace',
  sq: 'square',
  square: 'square',
  trl: 'trail',
  trail: 'trail',
  pike: 'pike',
  plz: 'plaza',
  plaza: 'plaza',
  row: 'row',
  loop: 'loop',
  aly: 'alley',
  alley: 'alley',
};
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'north', 'south', 'east', 'west']);

interface Token {
  word: string;
  start: number;
  end: number;
  capitalised: boolean;
}

function fold(value: string) {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
function words(value: string): string[] {
  return fold(value).match(/[\p{L}\p{N}]+/gu) ?? [];
}
function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const raw = match[0];
    tokens.push({ word: fold(raw), start: match.index, end: match.index + raw.length, capitalised: /^\p{Lu}/u.test(raw) });
  }
  return tokens;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—' };
/** The text of rich-text HTML: tags become spaces (a paragraph break separates words), entities are decoded. */
export function textOfHtml(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ' ';
    }
    return ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/** A phrase to find among the text's words: each word in order; `skippable` words may stand between them. */
interface Phrase {
  words: string[];
  reason: IdentifyingReason;
  skippable?: ReadonlySet<string>;
  /** The last word may be any of these (street words in their short and long forms). */
  lastAnyOf?: ReadonlySet<string>;
}

const SHORT_OR_EVERYDAY = (phrase: string[]) => phrase.length === 1 && (phrase[0]!.length < 3 || EVERYDAY_WORDS.has(phrase[0]!));

function findPhrase(tokens: Token[], phrase: Phrase): [number, number][] {
  const found: [number, number][] = [];
  const needsCapital = SHORT_OR_EVERYDAY(phrase.words);
  const matches = (token: Token | undefined, index: number) =>
    token !== undefined &&
    (index === phrase.words.length - 1 && phrase.lastAnyOf ? phrase.lastAnyOf.has(token.word) : token.word === phrase.words[index]);
  for (let start = 0; start < tokens.length; start++) {
    if (!matches(tokens[start], 0) || (needsCapital && !tokens[start]!.capitalised)) continue;
    let at = start + 1;
    let matched = 1;
    let skipped = 0;
    while (matched < phrase.words.length && at < tokens.length) {
      if (matches(tokens[at], matched)) {
        matched++;
        at++;
      } else if (phrase.skippable?.has(tokens[at]!.word) && skipped < 3) {
        skipped++;
        at++;
      } else break;
    }
    if (matched === phrase.words.length) found.push([tokens[start]!.start, tokens[at - 1]!.end]);
  }
  return found;
}

/** An identifier run together in one word ("AlvarezFamilyLaw", "denisealvarez"). */
function findJoined(tokens: Token[], joined: string, reason: IdentifyingReason): { span: [number, number]; reason: IdentifyingReason }[] {
  if (joined.length < 6) return [];
  return tokens.filter((token) => token.word === joined).map((token) => ({ span: [token.start, token.end] as [number, number], reason }));
}

/** The street line of an address ("123 N. Main St, Suite 4, Mesa, AZ 85201"): house number, name, street word, ZIP. */
function streetOf(address: string) {
  const line = words(address.split(',')[0] ?? '');
  const number = /^\d+[a-z]?$/.test(line[0] ?? '') ? line.shift() : undefined;
  while (line.length > 1 && DIRECTIONS.has(line[0]!)) line.shift();
  const suffixAt = line.findIndex((word, index) => index > 0 && STREET_WORDS[word] !== undefined);
  const name = suffixAt > 0 ? line.slice(0, suffixAt) : line;
  const suffix = suffixAt > 0 ? STREET_WORDS[line[suffixAt]!] : undefined;
  const zip = address.match(/\b\d{5}(?:-\d{4})?\b(?![\s\S]*\b\d{5}\b)/)?.[0];
  return { number, name, suffix, zip: zip && zip !== number ? zip.slice(0, 5) : undefined };
}

function identityPhrases(identity: FirmIdentity, cityAllowed: boolean): Phrase[] {
  const phrases: Phrase[] = [];
  const city = words(identity.city ?? '');
  const firm = words(identity.firmName ?? '');
  const distinctive = firm.filter((word) => !SHARED_FIRM_WORDS.has(word));
  const withoutForm = firm.filter((word, index) => index < firm.length - 2 || !LEGAL_FORMS.includes(word));
  const namedAfterCity = distinctive.length > 0 && distinctive.every((word) => city.includes(word));
  const first = words(identity.firstName ?? '');
  const last = words(identity.lastName ?? '');
  if (first.length && last.length) phrases.push({ words: [...first, ...last], reason: 'seller_name' });
  // The whole name first, so that the message quotes all of it ("Alvarez Family Law PLLC", not "Alvarez").
  if (firm.length > 1) phrases.push({ words: firm, reason: 'firm_name', skippable: SHARED_FIRM_WORDS });
  if (withoutForm.length > 1) phrases.push({ words: withoutForm, reason: 'firm_name', skippable: SHARED_FIRM_WORDS });
  if (distinctive.length > 0 && !(cityAllowed && namedAfterCity)) {
    phrases.push({ words: distinctive, reason: 'firm_name', skippable: SHARED_FIRM_WORDS });
  }
  if (last.length) phrases.push({ words: last, reason: 'seller_name' });
  if (first.length) phrases.push({ words: first, reason: 'seller_name' });
  if (city.length && !cityAllowed) phrases.push({ words: city, reason: 'city' });
  const street = streetOf(identity.address ?? '');
  if (street.name.length) {
    const streetWordsOf = (canonical: string) =>
      new Set(Object.entries(STREET_WORDS).flatMap(([word, long]) => (long === canonical ? [word] : [])));
    if (street.suffix) {
      const lastAnyOf = streetWordsOf(street.suffix);
      if (street.number)
        phrases.push({ words: [street.number, ...street.name, street.suffix], reason: 'street_address', skippable: DIRECTIONS, lastAnyOf });
      phrases.push({ words: [...street.name, street.suffix], reason: 'street_address', lastAnyOf });
    }
    if (street.number) phrases.push({ words: [street.number, ...street.name], reason: 'street_address', skippable: DIRECTIONS });
  }
  if (street.zip) phrases.push({ words: [street.zip], reason: 'street_address' });
  return phrases;
}

const TLDS = 'com|net|org|law|legal|attorney|lawyer|lawyers|us|biz|info|io|pro|site|online|edu|gov|me|co\\.uk';
/** Patterns that identify whoever they belong to, in the order they are tried (an e-mail before the domain inside it). */
const PATTERNS: { reason: IdentifyingReason; pattern: RegExp; group?: number }[] = [
  { reason: 'email', pattern: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu },
  {
    reason: 'email',
    pattern: new RegExp(
      `[\\w.+-]+\\s*(?:\\[at\\]|\\(at\\)|\\{at\\}|\\s+at\\s+)\\s*[\\w-]+\\s*(?:\\[dot\\]|\\(dot\\)|\\s+dot\\s+)\\s*(?:${TLDS})\\b`,
      'gi',
    ),
  },
  { reason: 'web_address', pattern: /\b(?:https?:\/\/|www\.)[^\s<>"']+[^\s<>"'.,;:!?)]/gi },
  {
    reason: 'web_address',
    pattern: new RegExp(`\\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${TLDS})\\b(?:\\/[^\\s<>"']*[^\\s<>"'.,;:!?)])?`, 'gi'),
  },
  { reason: 'web_address', pattern: new RegExp(`\\b[a-z0-9-]{3,}\\s+dot\\s+(?:${TLDS})\\b`, 'gi') },
  {
    reason: 'phone',
    pattern:
      /(?<![\p{L}\p{N}$€£.,])(?:\+\s?1[\s.-]*|1[\s.-]+)?(?:\(\s*[2-9]\d{2}\s*\)|[2-9]\d{2})[\s.-]*\d{3}[\s.-]*\d{4}(?![\p{N}%])(?!\s*[kKmM]\b)/gu,
  },
  { reason: 'phone', pattern: /\b(?:call|phone|tel|telephone|cell|mobile|text|fax|ph)\b[\s.:#]*(\d{3}[\s.-]\d{4})(?!\d)/gi, group: 1 },
  {
    reason: 'bar_number',
    pattern:
      /\b(?:state\s+)?bar\s*(?:no\.?|nos?\b|number|num\.?|#|id|license|lic\.?|reg(?:istration)?\.?)\s*[:#]?\s*[A-Z]{0,3}-?\d[\d-]{3,11}\b/gi,
  },
  { reason: 'bar_number', pattern: /\bbar\s*[:#]?\s*(?!(?:19|20)\d{2}\b)[A-Z]{0,3}-?\d{4,10}\b/gi },
  { reason: 'bar_number', pattern: /\b(?:SBN|BBO|ARDC|ASB|OBA|WSBA|TBPR)\s*(?:no\.?|number|#)?\s*[:#-]?\s*\d{3,10}\b/gi },
  { reason: 'bar_number', pattern: /\battorney\s+(?:no\.?|number|id|reg(?:istration)?(?:\s+no\.?)?)\s*[:#]?\s*\d{4,10}\b/gi },
];

/** The seller's own bar numbers, in any spacing ("012 345", "ASB-1234-A56B"): five characters or more, not after "$". */
function barNumberPatterns(identity: FirmIdentity): RegExp[] {
  return (
    (identity.barNumbers ?? [])
      .map((number) => (number ?? '').replace(/[^a-z0-9]/gi, ''))
      // "BBO 654321" is also written "654321".
      .flatMap((number) => [number, number.replace(/^[a-z]+(?=\d)/i, '')])
      .filter((number, index, all) => number.length >= 5 && all.indexOf(number) === index)
      .map((number) => new RegExp(`(?<![\\p{L}\\p{N}$])${[...number].join('[\\s.-]?')}(?![\\p{L}\\p{N}])`, 'giu'))
  );
}

/** Whether the metro names the firm's city ("Greater Boston" for Boston): the city is public then. */
export function metroNamesCity(metro: string | null | undefined, city: string | null | undefined): boolean {
  const cityWords = words(city ?? '');
  return cityWords.length > 0 && findPhrase(tokensOf(metro ?? ''), { words: cityWords, reason: 'city' }).length > 0;
}

/** Every identifying detail in the public face, field by field, in the order written; each words span counted once. */
export function findIdentifyingDetails(face: PublicFace, identity: FirmIdentity): IdentifyingHit[] {
  const phrases = identityPhrases(identity, metroNamesCity(face.metro, identity.city));
  const barNumbers = barNumberPatterns(identity);
  const hits: IdentifyingHit[] = [];
  for (const field of PUBLIC_FACE_FIELDS) {
    const raw = face[field];
    if (!raw) continue;
    const text = field === 'description' ? textOfHtml(raw) : raw;
    const found: { span: [number, number]; reason: IdentifyingReason }[] = [];
    for (const { reason, pattern, group } of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const start = match.index + (group ? match[0].lastIndexOf(match[group]!) : 0);
        found.push({ span: [start, start + (group ? match[group]!.length : match[0].length)], reason });
      }
    }
    for (const pattern of barNumbers) {
      for (const match of text.matchAll(pattern)) found.push({ span: [match.index, match.index + match[0].length], reason: 'bar_number' });
    }
    const tokens = tokensOf(text);
    for (const phrase of phrases) {
      found.push(...findPhrase(tokens, phrase).map((span) => ({ span, reason: phrase.reason })));
      if (phrase.words.length > 1 && !phrase.lastAnyOf) found.push(...findJoined(tokens, phrase.words.join(''), phrase.reason));
    }
    hits.push(...distinctHits(field, text, found));
  }
  return hits;
}

/** Drops a span inside one found before it (the name inside an e-mail address), then orders them as written. */
function distinctHits(field: PublicFaceField, text: string, found: { span: [number, number]; reason: IdentifyingReason }[]) {
  const kept: typeof found = [];
  for (const candidate of found) {
    const [start, end] = candidate.span;
    if (kept.some(({ span }) => start < span[1] && end > span[0])) continue;
    kept.push(candidate);
  }
  return kept
    .sort((a, b) => a.span[0] - b.span[0])
    .map(({ span, reason }) => {
      const words = text.slice(span[0], span[1]).replace(/\s+/g, ' ').trim();
      return { field, words, reason, message: identifyingDetailMessage(words, reason) };
    });
}

/** The hits as field messages for a 422 (`{ headline: ['Remove "…": …'] }`). */
export function identifyingDetailErrors(hits: readonly IdentifyingHit[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const hit of hits) (errors[hit.field] ??= []).push(hit.message);
  return errors;
}
