/**
 * CSV for spreadsheets (RFC 4180): a header row, fields quoted when they hold a comma, quote or line break (quotes
 * doubled), CRLF line ends, and a UTF-8 byte-order mark so Excel reads accents right. A field that starts like a
 * formula (=, +, -, @, tab, CR) is prefixed with an apostrophe so a spreadsheet shows it as text, never runs it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
