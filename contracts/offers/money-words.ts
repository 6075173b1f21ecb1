/** Whole dollars in words, as a letter of intent writes a figure: "one million two hundred fifty thousand dollars". */
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20) parts.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}` : TENS[Math.floor(rest / 10)]!);
  else if (rest > 0) parts.push(ONES[rest]!);
  return parts.join(' ');
}

/** A whole number from 0 to 999,999,999,999 in words. */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1e12) throw new RangeError(`Cannot write ${value} in words.`);
  if (value === 0) return ONES[0]!;
  const parts: string[] = [];
  let rest = value;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      parts.push(`${belowThousand(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 1250000 → "one million two hundred fifty thousand dollars"; 1 → "one dollar". */
export const dollarsInWords = (value: number) => `${numberInWords(value)} ${value === 1 ? 'dollar' : 'dollars'}`;
