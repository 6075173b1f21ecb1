/**
 * The conflict check's name matching (docs/product.md "Deals": conflict check without disclosure). Names are compared
 * after normalising case, accents, punctuation, "&"/"and", corporate suffixes and word order; names that still
 * differ but are spelled closely are flagged as "possible". Pure functions: the service decrypts, calls
 * `conflictHits` and keeps only each side's own entries that hit.
 */
import { distance } from 'fastest-levenshtein';

/** Words that do not tell two parties apart: entity suffixes, articles and honorifics. */
const NOISE_WORDS = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lllp',
  'lp',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'pc',
  'pllc',
  'pa',
  'plc',
  'gmbh',
  'sa',
  'ag',
  'bv',
  'nv',
  'the',
  'esq',
  'mr',
  'mrs',
  'ms',
  'dr',
  'and',
  'of',
]);

/** A close spelling: the normalised names' Levenshtein ratio at least this (one slip in an 8-letter name is 0.875). */
export const POSSIBLE_MATCH_RATIO = 0.85;
/** Shorter names only match exactly: "Ace" and "Acme" are different parties. */
const MIN_FUZZY_LENGTH = 5;

export const CONFLICT_NAME_MAX_LENGTH = 300;

/** The comparison key of a name: lower-case ASCII words without punctuation or noise words, sorted; '' if none. */
export function normaliseName(raw: string): string {
  const words = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word && !NOISE_WORDS.has(word));
  return words.sort().join(' ');
}

/** Splits one CSV line into cells (double quotes, "" inside quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

const HEADER_CELLS = new Set(['name', 'names', 'client', 'clients', 'client name', 'party', 'parties', 'adverse party', 'party name']);

/**
 * The names of an uploaded or pasted list: one name a line, or a CSV file whose first column holds the names (a
 * header row such as "name" or "client" is skipped; further columns, e.g. "client"/"adverse", are ignored). Blank
 * lines and repeats (by normalised key) go.
 */
export function parseNameList(text: string, format: 'lines' | 'csv'): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const names = format === 'csv' ? lines.map((line) => csvCells(line)[0] ?? '') : lines;
  const seen = new Set<string>();
  const result: string[] = [];
  for (const [index, raw] of names.entries()) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name) continue;
    if (index === 0 && HEADER_CELLS.has(name.toLowerCase())) continue;
    const key = normaliseName(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push(name);
  }
  return result;
}

export type HitKind = 'exact' | 'possible';
export interface ConflictHit {
  name: string;
  kind: HitKind;
}

export const similarity = (a: string, b: string) => (a === b ? 1 : 1 - distance(a, b) / Math.max(a.length, b.length));

/** Blocking keys: the first three letters of each word, so close spellings share at least one (two 5,000-name lists compare in milliseconds). */
const blocksOf = (key: string) => new Set(key.split(' ').map((word) => word.slice(0, 3)));

/**
 * The entry's blocks from the rarest on, stopping once they hold CANDIDATE_BUDGET names: a word shared by thousands of
 * names ("holdings") is not searched when a rarer word of the same name already narrows the candidates.
 */
const CANDIDATE_BUDGET = 200;
function rarestBlocks(key: string, index: Map<string, Entry[]>): string[] {
  const blocks = [...blocksOf(key)].sort((x, y) => (index.get(x)?.length ?? 0) - (index.get(y)?.length ?? 0));
  const chosen: string[] = [];
  let candidates = 0;
  for (const block of blocks) {
    if (chosen.length > 0 && candidates + (index.get(block)?.length ?? 0) > CANDIDATE_BUDGET) break;
    chosen.push(block);
    candidates += index.get(block)?.length ?? 0;
  }
  return chosen;
}

interface Entry {
  name: string;
  key: string;
}

const entriesOf = (names: readonly string[]): Entry[] =>
  names.map((name) => ({ name, key: normaliseName(name) })).filter((entry) => entry.key);

/**
 * Each side's own names that hit a name on the other side's list: `exact` when the normalised names are equal,
 * `possible` when they are close spellings. Symmetric: a pair that hits is reported on both sides.
 */
export function conflictHits(first: readonly string[], second: readonly string[]): { first: ConflictHit[]; second: ConflictHit[] } {
  const a = entriesOf(first);
  const b = entriesOf(second);
  const exactB = new Set(b.map((entry) => entry.key));
  const exactA = new Set(a.map((entry) => entry.key));
  const index = new Map<string, Entry[]>();
  for (const entry of b) {
    for (const block of blocksOf(entry.key)) {
      const bucket = index.get(block);
      if (bucket) bucket.push(entry);
      else index.set(block, [entry]);
    }
  }
  const possibleA = new Set<string>();
  const possibleB = new Set<string>();
  for (const entry of a) {
    if (exactB.has(entry.key) || entry.key.length < MIN_FUZZY_LENGTH) continue;
    const compared = new Set<Entry>();
    for (const block of rarestBlocks(entry.key, index)) {
      for (const candidate of index.get(block) ?? []) {
        if (compared.has(candidate) || candidate.key.length < MIN_FUZZY_LENGTH || exactA.has(candidate.key)) continue;
        compared.add(candidate);
        // Lengths too far apart cannot reach the ratio: skip the distance.
        const longer = Math.max(entry.key.length, candidate.key.length);
        if (Math.abs(entry.key.length - candidate.key.length) > longer * (1 - POSSIBLE_MATCH_RATIO)) continue;
        if (similarity(entry.key, candidate.key) >= POSSIBLE_MATCH_RATIO) {
          possibleA.add(entry.key);
          possibleB.add(candidate.key);
        }
      }
    }
  }
  const hitsOf = (entries: Entry[], exact: Set<string>, possible: Set<string>): ConflictHit[] =>
    entries.flatMap((entry): ConflictHit[] =>
      exact.has(entry.key)
        ? [{ name: entry.name, kind: 'exact' }]
        : possible.has(entry.key)
          ? [{ name: entry.name, kind: 'possible' }]
          : [],
    );
  return { first: hitsOf(a, exactB, possibleA), second: hitsOf(b, exactA, possibleB) };
}
