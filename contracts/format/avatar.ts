/** The initials avatar (docs/product.md "Constants and limits"): which letters show, on which colour, the same for a name everywhere. */

/** Backgrounds that white initials meet WCAG AA contrast (4.5:1) on; avatar.test.ts checks each. */
export const AVATAR_COLOURS = [
  '#1f4e79',
  '#2e6b3f',
  '#7a3b69',
  '#8a4b08',
  '#5b4a9e',
  '#0f6e6e',
  '#a23b3b',
  '#3d5a80',
  '#6b5b1e',
  '#9c2f66',
  '#44546a',
  '#7b4f2c',
] as const;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const firstGrapheme = (word: string) => segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? '';

/** The words of a name, each starting at its first letter or digit ("(Jane)" → "Jane)"). */
function nameWords(name: string): string[] {
  return name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
}

/** First letters of the first and last word: "Jane Q. Doe" → "JD", "jane" → "J", nothing usable → "?". */
export function initialsOf(name: string): string {
  const words = nameWords(name);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!];
  return letters.map(firstGrapheme).join('').toLocaleUpperCase();
}

/** A colour from the palette picked by a hash (FNV-1a) of the name, ignoring case and spacing. */
export function avatarColour(name: string): (typeof AVATAR_COLOURS)[number] {
  const key = nameWords(name).join(' ').toLowerCase();
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}
