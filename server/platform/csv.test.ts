import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with the UTF-8 byte-order mark and a header row, and ends every line with CRLF', () => {
    expect(toCsv(['Title', 'Status'], [['Billing reports', 'open']])).toBe('\uFEFFTitle,Status\r\nBilling reports,open\r\n');
  });

  it('quotes fields holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Reports, 2024')).toBe('"Reports, 2024"');
    expect(csvField('the "AR" aging')).toBe('"the ""AR"" aging"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
  });

  it('keeps accents and empty values as they are', () => {
    expect(toCsv(['a', 'b'], [['Renée Côté', null]])).toBe('\uFEFFa,b\r\nRenée Côté,\r\n');
  });

  it('shows a field that starts like a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField(-5)).toBe('-5');
  });
});
