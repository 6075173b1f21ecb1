import { describe, expect, it } from 'vitest';
import { composeNda, NDA_TEMPLATE_NOTICE, ndaText } from './nda-text';

const base = { reference: 'LST-ABCDE12345', version: 1, date: new Date('2026-11-27T00:00:00Z'), buyerUniqueId: 'LX-B0001', clauses: [] };

describe('composeNda', () => {
  it('carries the listing’s reference, the version, the date, the buyer’s account and the template notice', () => {
    const text = ndaText(composeNda(base));
    expect(text).toContain('Listing LST-ABCDE12345 · Version 1 · November 27, 2026');
    expect(text).toContain('account LX-B0001');
    expect(text).toContain(NDA_TEMPLATE_NOTICE);
  });

  it('says what docs/product.md asks: mutual confidentiality of identity, financials and clients; no contact; return or destroy; 2 years', () => {
    const text = ndaText(composeNda(base));
    expect(text).toMatch(
      /identity of the Seller and of the practice, the practice’s financial information, and any information about its clients/,
    );
    expect(text).toMatch(/Each Party will keep the other Party’s Confidential Information confidential/);
    expect(text).toMatch(/Without the Seller’s prior written consent, the Buyer will not contact the practice’s clients or staff/);
    expect(text).toMatch(/return or destroy the Confidential Information/);
    expect(text).toMatch(/two \(2\) years/);
    expect(text).not.toMatch(/Additional terms/);
  });

  it('adds the seller’s clauses, numbered, after the platform’s text', () => {
    const content = composeNda({
      ...base,
      version: 3,
      clauses: ['No hiring of associates for 12 months.', 'Meetings are held at the office.'],
    });
    const last = content.sections.at(-1);
    expect(last?.heading).toBe('10. Additional terms from the Seller');
    expect(last?.paragraphs).toEqual(['10.1. No hiring of associates for 12 months.', '10.2. Meetings are held at the office.']);
    expect(content.subtitle).toContain('Version 3');
  });

  it('names no buyer when the seller or staff read it', () => {
    expect(composeNda({ ...base, buyerUniqueId: null }).parties).toContain('the Lexchange member who signs it');
  });
});
