import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../../contracts/common/us-states';
import { PA_RULE_117_UNDERTAKINGS, PA_TEMPLATE_NOTICE, renderPurchaseAgreementDraft } from './purchase-agreement-document';

const content = {
  loiDocumentId: 7,
  listing: { reference: 'LST-ABCDEFGHJK', headline: 'Estate practice' },
  buyer: { name: 'Bea Buyer', uniqueId: 'LX-B1' },
  seller: { name: 'Sam Seller', uniqueId: 'LX-S1' },
  terms: {
    scope: 'practice' as const,
    price: 600_000,
    cash_at_closing: 400_000,
    earnout: { percent: 20, months: 36 },
    transition_months: 6,
    contingencies: ['due_diligence' as const],
    expires_on: '2026-12-31',
    note: null,
  },
  issuedAt: new Date('2026-11-27T12:00:00Z'),
};

describe('the purchase agreement draft', () => {
  it('says it is a template to review with counsel, and names no state', () => {
    expect(PA_TEMPLATE_NOTICE).toMatch(/a template, not legal advice/);
    expect(PA_TEMPLATE_NOTICE).toMatch(/with their own counsel/);
    const text = [PA_TEMPLATE_NOTICE, ...PA_RULE_117_UNDERTAKINGS].join(' ');
    for (const state of US_STATES) expect(text).not.toContain(state.name);
  });

  it('carries the conditions of Rule 1.17: cease practice, whole practice, notice with its three points, court order, no fee increase', () => {
    const rule = PA_RULE_117_UNDERTAKINGS.join(' ');
    expect(rule).toMatch(/cease to engage in the private practice of law/);
    expect(rule).toMatch(/entire practice/);
    expect(rule).toMatch(/right to retain other counsel or to take possession of the file/);
    expect(rule).toMatch(/ninety \(90\) days of receipt/);
    expect(rule).toMatch(/order by a court/);
    expect(rule).toMatch(/not be increased by reason of the sale/);
  });

  it('renders the same bytes for the same terms and date', async () => {
    const first = await renderPurchaseAgreementDraft(content);
    expect((await renderPurchaseAgreementDraft(content)).equals(first)).toBe(true);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.length).toBeLessThan(200 * 1024);
  });
});
