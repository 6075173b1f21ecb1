import { describe, expect, it } from 'vitest';
import { paymentLines, renderLetterOfIntent, scopeInWords, wordsAndFigures } from './loi-document';

const terms = {
  scope: 'practice' as const,
  price: 1_250_000,
  cash_at_closing: 750_000,
  earnout: { percent: 25, months: 36 },
  transition_months: 12,
  contingencies: ['financing' as const],
  expires_on: '2026-12-31',
  note: null,
};

describe('the letter of intent', () => {
  it('writes amounts in words and figures', () => {
    expect(wordsAndFigures(750_000)).toBe('seven hundred fifty thousand dollars ($750,000)');
  });

  it('names what is sold in the words of Rule 1.17(b)', () => {
    expect(scopeInWords('practice')).toBe('the Seller’s entire law practice');
    expect(scopeInWords(['estate_planning', 'probate'])).toBe(
      'the entire Estate Planning, Wills & Trusts and Probate & Estate Administration areas of the Seller’s law practice',
    );
  });

  it('states the price, the cash at closing and the earn-out toward the balance', () => {
    expect(paymentLines(terms)).toEqual([
      'Purchase price: one million two hundred fifty thousand dollars ($1,250,000).',
      'Cash paid at closing: seven hundred fifty thousand dollars ($750,000).',
      'Earn-out: twenty-five percent (25 %) of the fees collected from clients who transfer to the Buyer, over the thirty-six (36) months after closing, toward the balance of five hundred thousand dollars ($500,000).',
    ]);
    expect(paymentLines({ ...terms, earnout: null }).at(-1)).toBe(
      'Balance: five hundred thousand dollars ($500,000), payable as the purchase agreement will provide.',
    );
    expect(paymentLines({ ...terms, earnout: null, cash_at_closing: 1_250_000 })).toHaveLength(2);
  });

  it('renders the same bytes for the same terms and date, well under 150 KB', async () => {
    const content = {
      offerId: 1,
      version: 2,
      listing: { reference: 'LST-ABCDEFGHJK', headline: 'Estate practice' },
      buyer: { name: 'Bea Buyer', uniqueId: 'LX-B1' },
      seller: { name: 'Sam Seller', uniqueId: 'LX-S1' },
      terms,
      issuedAt: new Date('2026-11-27T12:00:00Z'),
    };
    const first = await renderLetterOfIntent(content);
    expect((await renderLetterOfIntent(content)).equals(first)).toBe(true);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.length).toBeLessThan(150 * 1024);
  });
});
