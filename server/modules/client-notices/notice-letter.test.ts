import { describe, expect, it } from 'vitest';
import { DEFAULT_LETTER_TEMPLATE, letterParagraphs, type LetterInput } from './notice-letter';

const letter = (change: Partial<LetterInput> = {}): LetterInput => ({
  client: { name: 'Margaret Ellison', email: null, address: null, matter: 'Estate plan' },
  buyer: 'Jane Roe of Roe Law PLLC',
  seller: 'John Smith',
  windowFrom: 'receipt',
  answerUrl: 'https://lexchange.example/client-notice/abc',
  ...change,
});

describe('the notice letter', () => {
  it('says the three things Rule 1.17 asks for, names the buyer as agreed and the client’s matter', () => {
    const text = letterParagraphs(DEFAULT_LETTER_TEMPLATE, letter()).join('\n');
    expect(text).toContain('Dear Margaret Ellison,');
    expect(text).toContain('I propose to sell my law practice to Jane Roe of Roe Law PLLC');
    expect(text).toContain('your matter (Estate plan)');
    expect(text).toContain(
      'You have the right to retain other counsel of your choice, and you have the right to take possession of your file.',
    );
    expect(text).toContain('If you do not object within 90 days of receiving this notice, your consent');
    expect(text).toContain('https://lexchange.example/client-notice/abc');
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).not.toMatch(/California|New York|Texas|Florida|Illinois/);
  });

  it('counts from sending where the state’s rule says so, and reads without a link or a matter', () => {
    const text = letterParagraphs(
      DEFAULT_LETTER_TEMPLATE,
      letter({ windowFrom: 'sending', answerUrl: null, client: { name: 'A', email: null, address: null, matter: null } }),
    ).join('\n');
    expect(text).toContain('within 90 days of the date this notice was sent');
    expect(text).toContain('take over your matters');
    expect(text).not.toContain('online');
  });

  it('fills a staff template and leaves unknown placeholders as written', () => {
    expect(letterParagraphs('Hello {{ client_name }}\n\n{{unknown}}', letter())).toEqual(['Hello Margaret Ellison', '{{unknown}}']);
  });
});
