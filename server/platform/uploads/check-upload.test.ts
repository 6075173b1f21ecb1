import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../contracts/common/common';
import { AppError } from '../errors';
import { checkUpload, cleanFilename, looksLikeCsv, type UploadRules } from './check-upload';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const CSV = Buffer.from('year,revenue\n2023,900000\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(60, 0x90)]);

const rules: UploadRules = {
  maxBytes: 100,
  types: [
    { mime: 'application/pdf', ext: 'pdf' },
    { mime: 'text/csv', ext: 'csv' },
  ],
  messages: { empty: (name) => `${name} is empty.`, size: (name) => `${name} is too large.`, type: (name) => `${name} is the wrong type.` },
};

const file = (filename: string, data: Buffer, mimetype = 'application/octet-stream'): UploadedFile => ({
  filename,
  mimetype,
  data,
  size: data.length,
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).errors;
}

describe('checkUpload', () => {
  it('takes the type from the bytes, not from the name or the claim', async () => {
    await expect(checkUpload('doc', file('scan.png', PDF, 'image/png'), rules)).resolves.toMatchObject({
      mime: 'application/pdf',
      ext: 'pdf',
      filename: 'scan.png',
    });
    expect(await refusal(checkUpload('doc', file('report.pdf', EXE, 'application/pdf'), rules))).toEqual({
      doc: ['report.pdf is the wrong type.'],
    });
  });

  it('accepts CSV only as clean UTF-8 text named .csv, and only where the rules list it', async () => {
    await expect(checkUpload('doc', file('figures.csv', CSV), rules)).resolves.toMatchObject({ mime: 'text/csv', ext: 'csv' });
    expect(await refusal(checkUpload('doc', file('figures.txt', CSV), rules))).toEqual({ doc: ['figures.txt is the wrong type.'] });
    const pdfOnly = { ...rules, types: rules.types.filter((type) => type.mime !== 'text/csv') };
    expect(await refusal(checkUpload('doc', file('figures.csv', CSV), pdfOnly))).toEqual({ doc: ['figures.csv is the wrong type.'] });
  });

  it('refuses empty and oversized files by name, on the given field', async () => {
    expect(await refusal(checkUpload('attachments', file('blank.pdf', Buffer.alloc(0)), rules))).toEqual({
      attachments: ['blank.pdf is empty.'],
    });
    expect(await refusal(checkUpload('attachments', file('big.pdf', Buffer.concat([PDF, Buffer.alloc(100)])), rules))).toEqual({
      attachments: ['big.pdf is too large.'],
    });
  });
});

describe('file names and CSV detection', () => {
  it('cleans names for display and Content-Disposition', () => {
    expect(cleanFilename('a/b\\c"d\u0007.pdf')).toBe('a_b_c_d_.pdf');
    expect(cleanFilename('   ')).toBe('document');
  });

  it('drops every bidi control, so a name cannot disguise its extension', () => {
    expect(cleanFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    const controls = [
      '\u061C',
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    expect(cleanFilename(`${controls.join('')}report${controls.join('')}.pdf`)).toBe('report.pdf');
    expect(cleanFilename('\u202E')).toBe('document');
    expect(cleanFilename('عقد البيع.pdf')).toBe('عقد البيع.pdf');
  });

  it('rejects control characters and invalid UTF-8 as CSV', () => {
    expect(looksLikeCsv({ filename: 'x.csv', data: Buffer.from('a,b\u0001') })).toBe(false);
    expect(looksLikeCsv({ filename: 'x.csv', data: Buffer.from([0xff, 0xfe, 0x41]) })).toBe(false);
    expect(looksLikeCsv({ filename: 'x.CSV', data: Buffer.from('a,b\r\n1,2\n') })).toBe(true);
  });
});
