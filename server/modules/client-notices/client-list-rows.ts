/**
 * Reading the seller's client list, from JSON rows or a CSV (name, email, address, matter): every row is checked and
 * every bad one named by its row number, so the seller fixes the file once; nothing is saved while any row is bad.
 */
import { parse } from 'csv-parse/sync';
import { CLIENT_LIMITS, CLIENT_LIST_MAX, CLIENT_NOTICE_MESSAGES, type ClientEntry } from '../../../contracts/client-notices/client-notices';
import { validationError, type FieldErrors } from '../../platform/errors';

const COLUMNS = ['name', 'email', 'address', 'matter'] as const;
type Column = (typeof COLUMNS)[number];
/** A long bad file would make a long answer: the first rows' problems are enough to fix the pattern. */
const MAX_REPORTED_ROWS = 50;
const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const clean = String(value).replace(CONTROL, '').trim();
  return clean === '' ? null : clean;
};

/** One row's problems, each sentence starting with its row number. */
function checkRow(row: Record<Column, unknown>, label: string): { entry: ClientEntry | null; problems: string[] } {
  const problems: string[] = [];
  const name = text(row.name);
  const email = text(row.email);
  const address = text(row.address);
  const matter = text(row.matter);
  if (!name) problems.push(`${label}: the name is missing.`);
  else if (name.length > CLIENT_LIMITS.name) problems.push(`${label}: the name is longer than ${CLIENT_LIMITS.name} characters.`);
  if (email && (email.length > CLIENT_LIMITS.email || !EMAIL.test(email)))
    problems.push(`${label}: “${email.slice(0, 60)}” is not a valid e-mail address.`);
  if (address && address.length > CLIENT_LIMITS.address)
    problems.push(`${label}: the address is longer than ${CLIENT_LIMITS.address} characters.`);
  if (matter && matter.length > CLIENT_LIMITS.matter)
    problems.push(`${label}: the matter is longer than ${CLIENT_LIMITS.matter} characters.`);
  if (problems.length || !name) return { entry: null, problems };
  return { entry: { name, email: email?.toLowerCase() ?? null, address, matter }, problems };
}

function checkRows(rows: Record<Column, unknown>[], field: string, rowLabel: (index: number) => string): ClientEntry[] {
  if (rows.length === 0) throw validationError({ [field]: [CLIENT_NOTICE_MESSAGES.listEmpty] });
  if (rows.length > CLIENT_LIST_MAX) throw validationError({ [field]: [CLIENT_NOTICE_MESSAGES.listTooLong] });
  const entries: ClientEntry[] = [];
  const errors: FieldErrors = {};
  let badRows = 0;
  rows.forEach((row, index) => {
    const { entry, problems } = checkRow(row, rowLabel(index));
    if (entry) return entries.push(entry);
    badRows += 1;
    if (badRows <= MAX_REPORTED_ROWS) (errors[field === 'file' ? 'file' : `clients.${index}`] ??= []).push(...problems);
  });
  if (badRows > MAX_REPORTED_ROWS) (errors[field] ??= []).push(`${badRows - MAX_REPORTED_ROWS} more rows have problems.`);
  if (badRows) throw validationError(errors);
  return entries;
}

/** JSON `clients`: row 1 is the first element. */
export function clientsFromJson(rows: unknown[]): ClientEntry[] {
  const asRows = rows.map((row) =>
    typeof row === 'object' && row !== null ? (row as Record<Column, unknown>) : ({} as Record<Column, unknown>),
  );
  return checkRows(asRows, 'clients', (index) => `Row ${index + 1}`);
}

/**
 * A CSV (or pasted lines). With a header naming the columns, they may come in any order; without one, the columns are
 * name, email, address, matter. Rows are counted as a spreadsheet shows them: the header is row 1.
 */
export function clientsFromCsv(csv: string): ClientEntry[] {
  let records: { cells: string[]; line: number }[];
  try {
    records = (
      parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as {
        record: string[];
        info: { lines: number };
      }[]
    ).map(({ record, info }) => ({ cells: record, line: info.lines }));
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw validationError({ file: [`${line ? `Row ${line}: ` : ''}the CSV could not be read (check its quotes).`] });
  }
  const header = records[0]?.cells.map((cell) =>
    cell
      .trim()
      .toLowerCase()
      .replace(/[^a-z]/g, ''),
  );
  const hasHeader = header?.includes('name') ?? false;
  const order: (Column | null)[] = hasHeader
    ? header!.map((cell) => (cell === 'email' || cell === 'emailaddress' ? 'email' : (COLUMNS.find((column) => column === cell) ?? null)))
    : [...COLUMNS];
  const body = hasHeader ? records.slice(1) : records;
  const rows = body.map(({ cells }) => {
    const row = {} as Record<Column, unknown>;
    order.forEach((column, index) => {
      if (column) row[column] = cells[index];
    });
    return row;
  });
  return checkRows(rows, 'file', (index) => `Row ${body[index]!.line}`);
}
