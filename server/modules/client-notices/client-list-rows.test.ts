import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { clientsFromCsv, clientsFromJson } from './client-list-rows';

const errorsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as AppError).errors;
  }
  throw new Error('no error');
};

describe('reading the client list', () => {
  it('trims, lowercases e-mails and leaves blanks out', () => {
    expect(clientsFromJson([{ name: '  Ada  ', email: 'ADA@Example.com ', address: '', matter: null }])).toEqual([
      { name: 'Ada', email: 'ada@example.com', address: null, matter: null },
    ]);
  });

  it('reads quoted commas and line breaks, and a spreadsheet’s byte-order mark', () => {
    const csv = '\uFEFFname,address\n"Roe, Jane","1 Main St\nChicago, IL"\n';
    expect(clientsFromCsv(csv)).toEqual([{ name: 'Roe, Jane', email: null, address: '1 Main St\nChicago, IL', matter: null }]);
  });

  it('reports a broken quote with its row', () => {
    expect(JSON.stringify(errorsOf(() => clientsFromCsv('name\n"Open quote\n')))).toMatch(/the CSV could not be read/);
  });

  it('reports at most 50 bad rows and counts the rest', () => {
    const errors = errorsOf(() => clientsFromJson(Array.from({ length: 60 }, () => ({ email: 'x' })))) as Record<string, string[]>;
    expect(Object.keys(errors)).toHaveLength(51);
    expect(errors.clients).toEqual(['10 more rows have problems.']);
  });
});
